import { BOOKING_HOLD_MINUTES, type BookingRequest, type Lang } from '@nougaterie/contracts';
import { QUOTE_REFUSAL_CODES, addDays, normaliseParty, parisDay, parisInstant, partySize, quoteBooking, type QuoteRefusal } from '@nougaterie/contracts/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { formatDate } from '../http/format.js';
import { t } from '../http/messages.js';
import { newBookingToken } from './access.js';
import { tourName, withinLeadTime } from './mapping.js';
import { expireHolds, findTour, seatsTaken } from './queries.js';
import { tourBookings, tourSlots, type TourBookingRow, type TourRow } from './schema.js';

/** NSD-V-<year>-<id on 6 digits>: a tour booking's reference, beside the orders' NSD-<year>-…. */
export const bookingReference = (id: number, at: Date) => `NSD-V-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

function partyRefusal(tour: TourRow, reason: QuoteRefusal, max: number | undefined, lang: Lang): HttpError {
  const name = tourName(tour, lang);
  const message =
    reason === 'noAdult'
      ? t(lang, 'partyNoAdult')
      : reason === 'childrenNotAdmitted'
        ? t(lang, 'partyChildrenNotAdmitted', { tour: name, minAge: tour.minAge ?? 10 })
        : reason === 'childRequired'
          ? t(lang, 'partyChildRequired', { tour: name })
          : t(lang, 'partyTooLarge', { tour: name, max: max ?? tour.maxParty });
  return new HttpError(422, message, QUOTE_REFUSAL_CODES[reason]);
}

function contactOf(request: FastifyRequest, input: BookingRequest) {
  if (input.contact) return { ...input.contact, phone: input.contact.phone as string | null };
  const user = request.user;
  if (!user) throw new HttpError(400, t(request.lang, 'contactRequired'), 'CONTACT_REQUIRED');
  return { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone };
}

/**
 * Holds the party's seats on the slot for BOOKING_HOLD_MINUTES at the price the server computes.
 * The slot row is locked for the count and the insert: concurrent bookings queue on it, so the
 * seats of a slot are never sold twice, on one api or many.
 */
export async function createBooking(db: Db, request: FastifyRequest, input: BookingRequest): Promise<{ booking: TourBookingRow; token: string }> {
  const lang = request.lang;
  const tour = await findTour(db, input.tour);
  if (!tour) throw new HttpError(404, t(lang, 'tourNotFound', { slug: input.tour }), 'TOUR_NOT_FOUND');
  const party = normaliseParty(input.party);
  const quote = quoteBooking({ pricing: tour.pricing, admission: { maxParty: tour.maxParty, childRequired: tour.childRequired } }, party);
  if (!quote.ok) throw partyRefusal(tour, quote.reason, quote.max, lang);
  const contact = contactOf(request, input);
  await expireHolds(db);

  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(tourSlots)
      .where(and(eq(tourSlots.id, input.slot_id), eq(tourSlots.tourId, tour.id)))
      .for('update');
    if (!slot) throw new HttpError(404, t(lang, 'slotNotFound'), 'SLOT_NOT_FOUND');
    // Closing takes this lock too: a booking is made before the close (which then moves or cancels
    // it) or refused here, never left on a closed slot.
    if (slot.closedAt) throw new HttpError(409, t(lang, 'slotClosed'), 'SLOT_CLOSED');
    const [{ now }] = (await tx.execute<{ now: string | Date }>(sql`select now() as now`)).rows;
    const at = new Date(now);
    if (slot.startsAt <= at) throw new HttpError(409, t(lang, 'slotPast'), 'SLOT_PAST');
    if (withinLeadTime(tour, slot.startsAt, at)) {
      const first = formatDate(lang, parisInstant(addDays(parisDay(at), tour.leadDays), '12:00'));
      throw new HttpError(422, t(lang, 'leadTime', { tour: tourName(tour, lang), days: tour.leadDays, date: first }), 'LEAD_TIME');
    }

    const left = slot.capacity - (await seatsTaken(tx, slot.id));
    const size = partySize(party);
    // A private visit takes the whole slot: it needs a slot nobody booked yet.
    const seats = tour.exclusive ? slot.capacity : size;
    if (left <= 0 || (tour.exclusive && left < slot.capacity)) throw new HttpError(409, t(lang, 'slotFull'), 'SLOT_FULL');
    if (left < seats) throw new HttpError(409, t(lang, 'notEnoughSeats', { left, asked: size }), 'NOT_ENOUGH_SEATS');

    const { token, hash } = newBookingToken();
    const [{ next }] = (await tx.execute<{ next: string }>(sql`select nextval(pg_get_serial_sequence('tour_bookings', 'id')) as next`)).rows;
    const id = Number(next);
    const [booking] = await tx
      .insert(tourBookings)
      .values({
        id,
        reference: bookingReference(id, at),
        tokenHash: hash,
        tourId: tour.id,
        slotId: slot.id,
        userId: request.user?.id ?? null,
        status: 'held',
        adults: party.adults,
        children: party.children,
        seats,
        lines: quote.lines,
        amountCents: quote.total,
        paymentMethod: input.payment_method ?? null,
        holdExpiresAt: sql`now() + make_interval(mins => ${BOOKING_HOLD_MINUTES})`,
        contactFirstname: contact.firstname,
        contactLastname: contact.lastname,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        lang: input.lang ?? lang,
      })
      .returning();
    return { booking, token };
  });
}
