import type { Lang } from '@nougaterie/contracts';
import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import type { AdminBooking, AdminSlot, AdminTour } from '@nougaterie/contracts/admin';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tourName } from '../../tours/mapping.js';
import { holdsSeats } from '../../tours/queries.js';
import { plannedSlots } from '../../tours/schedule.js';
import { tourBookings, tours, tourSlots, type TourBookingRow, type TourRow, type TourSlotRow } from '../../tours/schema.js';

export function toAdminTour(row: TourRow): AdminTour {
  return {
    id: row.id,
    slug: row.slug,
    active: row.active,
    guided: row.guided,
    exclusive: row.exclusive,
    lead_days: row.leadDays,
    name_fr: row.nameFr,
    name_en: row.nameEn,
    summary_fr: row.summaryFr,
    summary_en: row.summaryEn,
    audience_fr: row.audienceFr,
    audience_en: row.audienceEn,
    duration_minutes: row.durationMinutes,
    capacity: row.capacity,
    max_party: row.maxParty,
    pricing: row.pricing,
    schedule: row.schedule,
  };
}

export function toAdminBooking(row: TourBookingRow): AdminBooking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    firstname: row.contactFirstname,
    lastname: row.contactLastname,
    phone: row.contactPhone,
    email: row.contactEmail,
    adults: row.adults,
    children: row.children,
    seats: row.seats,
    lines: row.lines,
    amount_cents: row.amountCents,
    payment_method: row.paymentMethod,
    paid_at: row.paidAt?.toISOString() ?? null,
    to_pay_cents: row.paidAt || row.status === 'cancelled' || row.status === 'expired' ? 0 : row.amountCents,
    refund: row.refund,
    lang: row.lang,
  };
}

/** Whether the tour's timetable has a slot starting at this instant. */
export function inTimetable(tour: TourRow, startsAt: Date): boolean {
  const day = parisDay(startsAt);
  return plannedSlots(tour.schedule, tour.durationMinutes, day, day).some((planned) => planned.startsAt.getTime() === startsAt.getTime());
}

export function toAdminSlot(tour: TourRow, slot: TourSlotRow, seatsTaken: number, lang: Lang): AdminSlot {
  return {
    id: slot.id,
    tour_id: tour.id,
    tour_name: tourName(tour, lang),
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    capacity: slot.capacity,
    seats_taken: seatsTaken,
    closed: slot.closedAt !== null,
    in_timetable: inTimetable(tour, slot.startsAt),
  };
}

export interface SlotWithTour {
  slot: TourSlotRow;
  tour: TourRow;
  taken: number;
}

/** Slots starting in [from, to) (optionally of one tour or some ids), with the tour and the seats held. */
export async function loadSlots(db: Db, where: { from?: Date; to?: Date; tourId?: number; ids?: number[] }): Promise<SlotWithTour[]> {
  const rows = await db
    .select({
      slot: tourSlots,
      tour: tours,
      taken: sql<number>`coalesce(sum(${tourBookings.seats}) filter (where ${holdsSeats}), 0)::int`,
    })
    .from(tourSlots)
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .leftJoin(tourBookings, eq(tourBookings.slotId, tourSlots.id))
    .where(
      and(
        where.from ? gte(tourSlots.startsAt, where.from) : undefined,
        where.to ? lt(tourSlots.startsAt, where.to) : undefined,
        where.tourId === undefined ? undefined : eq(tourSlots.tourId, where.tourId),
        where.ids === undefined ? undefined : inArray(tourSlots.id, where.ids.length ? where.ids : [0]),
      ),
    )
    .groupBy(tourSlots.id, tours.id)
    .orderBy(asc(tourSlots.startsAt), asc(tours.position), asc(tours.id));
  return rows.map((row) => ({ ...row, taken: Number(row.taken) }));
}

/** A Paris day's bounds as instants. */
export const dayBounds = (day: string) => ({ from: parisInstant(day), to: parisInstant(addDays(day, 1)) });
