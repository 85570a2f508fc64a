import { z } from 'zod';
import { PAYMENT_METHODS } from './basket.js';
import { eurosSchema, idSchema, langSchema } from './common.js';
import { cardDetailsSchema } from './payment.js';
import { phoneSchema } from './site.js';
import { emailSchema } from './user.js';

/**
 * The tours seeded from SPEC §9, in the order /nougatourisme shows them. The slug is also the
 * tour's anchor on that page (SPEC §2 spells 'tous-petits'). Tours are data: the api may serve
 * others, so a tour's slug is any slug, not only these.
 */
export const TOUR_SLUGS = [
  'le-parcours-gourmand',
  'la-visite-des-champs',
  'la-visite-des-tous-petits',
  'le-sentier-des-abeilles',
  'endurante',
] as const;
export const tourSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80);
export type TourSlug = z.infer<typeof tourSlugSchema>;

/** How long seats stay held while the visitor pays, and how late a visitor may cancel. */
export const BOOKING_HOLD_MINUTES = 15;
export const BOOKING_CANCEL_HOURS = 48;

/** Who comes. 'children' are under 10 years old: the only split the price and age rules need. */
export const partySchema = z.object({
  adults: z.number().int().min(0).max(99),
  children: z.number().int().min(0).max(99),
});
export type Party = z.infer<typeof partySchema>;

const cents = z.number().int().nonnegative();

/** A band of party sizes sharing one rule: a flat amount for the party or an amount per person (cents). */
export const priceBandSchema = z.object({
  min: z.number().int().positive(),
  max: z.number().int().positive(),
  amount: cents,
  per: z.enum(['party', 'person']),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

/** Tour prices, in cents, VAT included. */
export const pricingSchema = z.discriminatedUnion('kind', [
  /** `child` is the price under 10 years old; null when children under 10 are not admitted. */
  z.object({ kind: z.literal('perPerson'), adult: cents, child: cents.nullable() }),
  /** Party sizes outside every band are refused. */
  z.object({ kind: z.literal('bands'), bands: z.array(priceBandSchema).min(1) }),
  /** One item for the whole party (the bee path's route notebook). */
  z.object({ kind: z.literal('perParty'), amount: cents }),
]);
export type Pricing = z.infer<typeof pricingSchema>;

/** Who may book together, beyond the price: the largest party and whether a child must come. */
export const admissionSchema = z.object({
  maxParty: z.number().int().positive(),
  /** The little ones' visit is for children: at least one child under 10 comes. */
  childRequired: z.boolean(),
});
export type Admission = z.infer<typeof admissionSchema>;

/** GET /api/visits/tours: one tour, its texts in the request's language. */
export const tourSchema = z.object({
  slug: tourSlugSchema,
  name: z.string(),
  summary: z.string(),
  audience: z.string(),
  guided: z.boolean(),
  /** null for a self-guided walk done at one's own pace. */
  durationMinutes: z.number().int().positive().nullable(),
  distanceKm: z.number().positive().nullable(),
  /** Public price per person of a scheduled visit (cents), shown when bookings follow other rules. */
  publicPrice: cents.nullable(),
  pricing: pricingSchema,
  admission: admissionSchema,
  /** Days of notice a booking needs (15 for the private field visit). */
  leadDays: z.number().int().nonnegative(),
  /** Youngest age admitted, when the tour is not for everyone (shown; children under 10 follow pricing). */
  minAge: z.number().int().positive().nullable(),
  /** Seats of a slot. */
  capacity: z.number().int().positive(),
  /** A private visit: one booking takes the whole slot, whatever the party's size. */
  exclusive: z.boolean(),
});
export type Tour = z.infer<typeof tourSchema>;
export const toursResponseSchema = z.object({ tours: z.array(tourSchema) });
export type ToursResponse = z.infer<typeof toursResponseSchema>;

/** A calendar day, YYYY-MM-DD (Paris time). */
export const isoDateSchema = z.iso.date();
/** Longest range one slots call may ask for. */
export const SLOTS_MAX_DAYS = 92;

/** GET /api/visits/tours/{slug}/slots query; from defaults to today, to to from + 31 days. */
export const slotsQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotSchema = z.object({
  id: z.number().int(),
  tour: tourSlugSchema,
  /** ISO 8601 instants (UTC); the slot's day and time are Paris time. */
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int().nonnegative(),
  seats_left: z.number().int().nonnegative(),
  /** false when the slot is within the tour's lead time or started: shown, not bookable. */
  bookable: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotsResponseSchema = z.object({
  tour: tourSlugSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

const name = z.string().trim().min(1).max(100);
export const bookingContactSchema = z.object({ firstname: name, lastname: name, email: emailSchema, phone: phoneSchema });
export type BookingContact = z.infer<typeof bookingContactSchema>;

/**
 * POST /api/visits/bookings. The contact is required from an anonymous visitor; a logged-in
 * customer's profile fills what they leave out. `lang` is the language of the confirmation mail.
 */
export const bookingRequestSchema = z.object({
  tour: tourSlugSchema,
  slot_id: idSchema,
  party: partySchema,
  contact: bookingContactSchema.optional(),
  lang: langSchema.optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * held: seats taken for BOOKING_HOLD_MINUTES while the visitor pays; awaiting_payment: bank
 * transfer chosen, seats kept; confirmed: paid by card, or to pay at the shop on the day;
 * cancelled: by the visitor (seats given back); expired: the hold ran out unpaid.
 */
export const BOOKING_STATUSES = ['held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One line of a price; `key` names its text (booking.lines.*); unit and amount in cents. */
export const QUOTE_LINE_KEYS = ['adult', 'child', 'flat', 'person', 'notebook'] as const;
export const quoteLineSchema = z.object({
  key: z.enum(QUOTE_LINE_KEYS),
  quantity: z.number().int().nonnegative(),
  unit: cents,
  amount: cents,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** none: nothing was paid; due: paid by card and cancelled, the shop refunds it; refunded: done. */
export const REFUND_STATUSES = ['none', 'due', 'refunded'] as const;

export const bookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  tour: z.object({ slug: tourSlugSchema, name: z.string() }),
  slot: z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string() }),
  party: partySchema,
  /** Seats taken: the party's size, or the whole slot for a private visit. */
  seats: z.number().int().nonnegative(),
  lines: z.array(quoteLineSchema),
  amount_cents: cents,
  /** The same amount in euros, VAT included. */
  amount: eurosSchema,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  paid_at: z.string().nullable(),
  /** While held: when the seats go back if unpaid. */
  hold_expires_at: z.string().nullable(),
  cancellable_until: z.string(),
  /** Whether the cancel call would succeed now. */
  cancellable: z.boolean(),
  refund: z.enum(REFUND_STATUSES),
  /** As given; phone null when a logged-in customer has none in their profile and gave none. */
  contact: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string().nullable() }),
  lang: langSchema,
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The creation's answer: `token` is the visitor's key to the booking, given only once. */
export const bookingCreatedSchema = z.object({ booking: bookingSchema, token: z.string() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** Header carrying the booking's token on GET, pay, challenge and cancel. */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/** POST /api/visits/bookings/{id}/pay: the shop's sandbox card, bank transfer, or pay at the shop on the day. */
export const bookingPaymentRequestSchema = z.discriminatedUnion('method', [
  cardDetailsSchema.extend({ method: z.literal('card') }),
  z.object({ method: z.literal('transfer') }),
  z.object({ method: z.literal('shop') }),
]);
export type BookingPaymentRequest = z.infer<typeof bookingPaymentRequestSchema>;

/** POST /api/visits/bookings/{id}/challenge: the 3-D Secure-style code (123456 in the sandbox). */
export const bookingChallengeRequestSchema = z.object({
  challenge_id: z.uuid(),
  code: z.string().trim().min(1).max(12),
});
export type BookingChallengeRequest = z.infer<typeof bookingChallengeRequestSchema>;

/**
 * paid: confirmed by card; declined: `msg` says why, the hold stays, pay again; challenge: confirm
 * with challenge_id; awaiting_transfer: the booking waits for the transfer; pay_at_shop: confirmed,
 * paid on the day.
 */
export const BOOKING_PAYMENT_OUTCOMES = ['paid', 'declined', 'challenge', 'awaiting_transfer', 'pay_at_shop'] as const;
export const bookingPaymentResponseSchema = z.object({
  outcome: z.enum(BOOKING_PAYMENT_OUTCOMES),
  challenge_id: z.string().nullable(),
  msg: z.string(),
  booking: bookingSchema,
});
export type BookingPaymentResponse = z.infer<typeof bookingPaymentResponseSchema>;

/** GET /api/user/reservations: the logged-in customer's bookings, next visit first. */
export const reservationsResponseSchema = z.object({ bookings: z.array(bookingSchema) });
export type ReservationsResponse = z.infer<typeof reservationsResponseSchema>;
