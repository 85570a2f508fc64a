import { bookingCreatedSchema, type BookingCreated, type BookingRequest } from '@nougaterie/contracts';
import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import { eq } from 'drizzle-orm';
import { tours, tourSlots } from '../db/schema.js';
import type { VisitsRateLimits } from '../tours/limits.js';
import type { TestApp } from './app.js';
import { post, type Injected } from './shop.js';
import { strict } from './strict.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Tests book far more often than a family: only the rate-limit test sets a tight limit. */
export const LOOSE_VISITS_RATE_LIMITS: VisitsRateLimits = { bookingIp: { max: 10_000, windowSeconds: 60 } };

let made = 0;

/**
 * A slot of its own for one test, with a known capacity: `daysAhead` × 24 h from now (negative: in
 * the past), or on the Paris calendar day `parisDaysAhead` days after today's, at noon, for rules
 * that count calendar days (a tour's lead time), whose answer must not depend on the hour the
 * test runs (now + 14 × 24 h is 15 calendar days ahead late in the evening).
 */
export async function makeSlot(t: TestApp, slug: string, values: { daysAhead?: number; parisDaysAhead?: number; capacity?: number } = {}): Promise<number> {
  made += 1;
  const [tour] = await t.database.db.select().from(tours).where(eq(tours.slug, slug));
  const base =
    values.parisDaysAhead === undefined
      ? Date.now() + (values.daysAhead ?? 30) * DAY_MS
      : parisInstant(addDays(parisDay(new Date()), values.parisDaysAhead), '12:00').getTime();
  // Whole minutes apart and past the minute, so never the start of a generated slot (whole minutes)
  // nor of another test slot. The two families take different seconds: otherwise a slot 30 × 24 h
  // ahead made at 11:00 UTC could land on the minute of one made for Paris noon 30 days ahead.
  const second = values.parisDaysAhead === undefined ? 17_000 : 43_000;
  const start = Math.floor(base / 60_000) * 60_000 + made * 60_000 + second;
  const [slot] = await t.database.db
    .insert(tourSlots)
    .values({ tourId: tour.id, startsAt: new Date(start), endsAt: new Date(start + 45 * 60_000), capacity: values.capacity ?? tour.capacity })
    .returning({ id: tourSlots.id });
  return slot.id;
}

export const visitor = { firstname: 'Camille', lastname: 'Roux', email: 'camille@example.fr', phone: '06 12 34 56 78' };

export function bookingRequest(slotId: number, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return { tour: 'le-parcours-gourmand', slot_id: slotId, party: { adults: 2, children: 1 }, contact: visitor, ...overrides };
}

/** A booking the api accepted (201), checked against the contract. */
export async function book(t: TestApp, request: unknown, headers: Record<string, string> = {}): Promise<BookingCreated> {
  const response = await post(t, '/api/visits/bookings', request, headers);
  return createdOf(response);
}

export function createdOf(response: Injected): BookingCreated {
  if (response.statusCode !== 201) throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
  return strict(bookingCreatedSchema).parse(response.json());
}

export const withToken = (token: string, headers: Record<string, string> = {}) => ({ ...headers, 'x-booking-token': token });
