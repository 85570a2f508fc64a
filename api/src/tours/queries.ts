import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tourBookings, tours, tourSlots, type TourBookingRow, type TourRow, type TourSlotRow } from './schema.js';

/**
 * The bookings that hold seats: paid or awaiting payment, and holds still running. An expired
 * hold stops counting the moment it expires, whether or not its status was updated yet: no timer
 * is needed for seats to come back.
 */
export const holdsSeats = sql`(${tourBookings.status} IN ('awaiting_payment', 'confirmed') OR (${tourBookings.status} = 'held' AND ${tourBookings.holdExpiresAt} > now()))`;

/** Marks the holds that ran out: a tidy status for the visitor, seats are already free (holdsSeats). */
export async function expireHolds(db: Db): Promise<number> {
  const rows = await db
    .update(tourBookings)
    .set({ status: 'expired' })
    .where(and(eq(tourBookings.status, 'held'), lt(tourBookings.holdExpiresAt, sql`now()`)))
    .returning({ id: tourBookings.id });
  return rows.length;
}

export async function loadTours(db: Db): Promise<TourRow[]> {
  return db.select().from(tours).where(eq(tours.active, true)).orderBy(asc(tours.position), asc(tours.id));
}

export async function findTour(db: Db, slug: string): Promise<TourRow | undefined> {
  const [tour] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.active, true)));
  return tour;
}

export interface SlotAvailability {
  slot: TourSlotRow;
  seatsLeft: number;
}

/** Open slots of a tour starting in [from, to), with the seats their bookings leave (closed ones are not offered). */
export async function loadAvailability(db: Db, tourId: number, from: Date, to: Date): Promise<SlotAvailability[]> {
  const rows = await db
    .select({
      slot: tourSlots,
      taken: sql<number>`coalesce(sum(${tourBookings.seats}) filter (where ${holdsSeats}), 0)::int`,
    })
    .from(tourSlots)
    .leftJoin(tourBookings, eq(tourBookings.slotId, tourSlots.id))
    .where(and(eq(tourSlots.tourId, tourId), isNull(tourSlots.closedAt), gte(tourSlots.startsAt, from), lt(tourSlots.startsAt, to)))
    .groupBy(tourSlots.id)
    .orderBy(asc(tourSlots.startsAt));
  return rows.map(({ slot, taken }) => ({ slot, seatsLeft: Math.max(0, slot.capacity - Number(taken)) }));
}

/** Seats held on a slot now; inside a transaction that locked the slot, nobody can change it meanwhile. */
export async function seatsTaken(tx: Db, slotId: number): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${tourBookings.seats}), 0)::int` })
    .from(tourBookings)
    .where(and(eq(tourBookings.slotId, slotId), holdsSeats));
  return Number(row.taken);
}

export interface BookingDetails {
  booking: TourBookingRow;
  tour: TourRow;
  slot: TourSlotRow;
}

export async function loadBookings(db: Db, where: SQL | undefined): Promise<BookingDetails[]> {
  return db
    .select({ booking: tourBookings, tour: tours, slot: tourSlots })
    .from(tourBookings)
    .innerJoin(tours, eq(tours.id, tourBookings.tourId))
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .where(where)
    .orderBy(asc(tourSlots.startsAt), asc(tourBookings.id));
}

export async function loadBooking(db: Db, id: number): Promise<BookingDetails | undefined> {
  const [details] = await loadBookings(db, eq(tourBookings.id, id));
  return details;
}
