import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { plannedSlots } from './schedule.js';
import { tours, tourSlots } from './schema.js';

/**
 * How far ahead slots exist: the calendar a visitor can book in, a year as the booking page's
 * calendar shows. A seasonal tour (April to October) must be bookable in winter for its next season.
 */
export const SLOT_HORIZON_DAYS = 365;

/**
 * Writes the slots of every active tour from today to the horizon. Idempotent (one slot per tour
 * and start), so every start, every replica and the daily run can call it; existing slots and their
 * bookings are never changed.
 */
export async function generateSlots(db: Db, now = new Date(), horizonDays = SLOT_HORIZON_DAYS): Promise<number> {
  const from = parisDay(now);
  const to = addDays(from, horizonDays);
  let added = 0;
  for (const tour of await db.select().from(tours).where(eq(tours.active, true))) {
    const slots = plannedSlots(tour.schedule, tour.durationMinutes, from, to).filter((s) => s.startsAt > now);
    if (slots.length === 0) continue;
    const rows = await db
      .insert(tourSlots)
      .values(slots.map((s) => ({ tourId: tour.id, startsAt: s.startsAt, endsAt: s.endsAt, capacity: tour.capacity })))
      .onConflictDoNothing({ target: [tourSlots.tourId, tourSlots.startsAt] })
      .returning({ id: tourSlots.id });
    added += rows.length;
  }
  return added;
}
