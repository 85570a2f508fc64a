import { BOOKING_CANCEL_HOURS, type Booking, type Lang, type Slot, type Tour } from '@nougaterie/contracts';
import { daysBetween, fromCents, parisDay } from '@nougaterie/contracts/rules';
import type { BookingDetails } from './queries.js';
import type { TourRow, TourSlotRow } from './schema.js';

const localized = (row: TourRow, field: 'name' | 'summary' | 'audience', lang: Lang) => (lang === 'en' ? row[`${field}En`] : row[`${field}Fr`]);

export const tourName = (row: TourRow, lang: Lang): string => localized(row, 'name', lang);

export function toTour(row: TourRow, lang: Lang): Tour {
  return {
    slug: row.slug,
    name: localized(row, 'name', lang),
    summary: localized(row, 'summary', lang),
    audience: localized(row, 'audience', lang),
    guided: row.guided,
    durationMinutes: row.durationMinutes,
    distanceKm: row.distanceM === null ? null : row.distanceM / 1000,
    publicPrice: row.publicPriceCents,
    pricing: row.pricing,
    admission: { maxParty: row.maxParty, childRequired: row.childRequired },
    leadDays: row.leadDays,
    minAge: row.minAge,
    capacity: row.capacity,
    exclusive: row.exclusive,
  };
}

/** Whether the slot's day is nearer than the tour's notice allows, counted in Paris days. */
export function withinLeadTime(tour: TourRow, startsAt: Date, now: Date): boolean {
  return daysBetween(parisDay(now), parisDay(startsAt)) < tour.leadDays;
}

export function isBookable(tour: TourRow, slot: TourSlotRow, now: Date): boolean {
  return slot.startsAt > now && !withinLeadTime(tour, slot.startsAt, now);
}

export function toSlot(tour: TourRow, slot: TourSlotRow, seatsLeft: number, now: Date): Slot {
  return {
    id: slot.id,
    tour: tour.slug,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    capacity: slot.capacity,
    seats_left: seatsLeft,
    bookable: isBookable(tour, slot, now),
  };
}

/** Until when the visitor may cancel a booking they committed to (BOOKING_CANCEL_HOURS before the visit). */
export const cancellableUntil = (slot: TourSlotRow): Date => new Date(slot.startsAt.getTime() - BOOKING_CANCEL_HOURS * 3_600_000);

/** An unpaid hold can always be let go; a booking the visitor committed to, up to the delay. */
export function isCancellable({ booking, slot }: BookingDetails, now: Date): boolean {
  if (booking.status === 'held') return true;
  if (booking.status === 'awaiting_payment' || booking.status === 'confirmed') return now < cancellableUntil(slot);
  return false;
}

export function toBooking(details: BookingDetails, lang: Lang, now = new Date()): Booking {
  const { booking, tour, slot } = details;
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    tour: { slug: tour.slug, name: tourName(tour, lang) },
    slot: { id: slot.id, starts_at: slot.startsAt.toISOString(), ends_at: slot.endsAt.toISOString() },
    party: { adults: booking.adults, children: booking.children },
    seats: booking.seats,
    lines: booking.lines,
    amount_cents: booking.amountCents,
    amount: fromCents(booking.amountCents),
    payment_method: booking.paymentMethod,
    paid_at: booking.paidAt?.toISOString() ?? null,
    hold_expires_at: booking.status === 'held' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    cancellable_until: cancellableUntil(slot).toISOString(),
    cancellable: isCancellable(details, now),
    refund: booking.refund,
    contact: {
      firstname: booking.contactFirstname,
      lastname: booking.contactLastname,
      email: booking.contactEmail ?? '',
      phone: booking.contactPhone,
    },
    lang: booking.lang === 'en' ? 'en' : 'fr',
    created_at: booking.createdAt.toISOString(),
  };
}
