import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { PAYMENT_METHODS } from './basket.js';
import { eurosSchema, idSchema, langSchema } from './common.js';
import { emailSchema } from './email.js';
import { cardDetailsSchema } from './payment.js';
import { phoneSchema } from './site.js';

/**
 * The tours seeded from SPEC §9, in the order /nougatourisme shows them. The slug is also the
 * tour's anchor on that page (SPEC §2 spells 'tous-petits'). Tours are data: the api may serve
 * others, so a tour's slug is any slug, not only these.
 */
export const TOUR_SLUGS = [
  'le-parcours-gourmand',
  'la-visite-des-champs',
  'la-visite-des-champs-privee',
  'la-visite-des-tous-petits',
  'le-sentier-des-abeilles',
  'endurante',
] as const;
export const tourSlugSchema = lazy(() => z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(80)));
export type TourSlug = z.infer<typeof tourSlugSchema>;

/** How long seats stay held while the visitor pays, and how late a visitor may cancel. */
export const BOOKING_HOLD_MINUTES = 15;
export const BOOKING_CANCEL_HOURS = 48;

/** Who comes. 'children' are under 10 years old: the only split the price and age rules need. */
export const partySchema = lazy(() =>
  z.object({
    adults: z.number().check(z.int(), z.gte(0), z.lte(99)),
    children: z.number().check(z.int(), z.gte(0), z.lte(99)),
  }),
);
export type Party = z.infer<typeof partySchema>;

const cents = lazy(() => z.number().check(z.int(), z.nonnegative()));

/** A band of party sizes sharing one rule: a flat amount for the party or an amount per person (cents). */
export const priceBandSchema = lazy(() =>
  z.object({
    min: z.number().check(z.int(), z.positive()),
    max: z.number().check(z.int(), z.positive()),
    amount: cents,
    per: z.enum(['party', 'person']),
  }),
);
export type PriceBand = z.infer<typeof priceBandSchema>;

/** Tour prices, in cents, VAT included. */
export const pricingSchema = lazy(() =>
  z.discriminatedUnion('kind', [
    /** `child` is the price under 10 years old; null when children under 10 are not admitted. */
    z.object({ kind: z.literal('perPerson'), adult: cents, child: z.nullable(cents) }),
    /** Party sizes outside every band are refused. */
    z.object({ kind: z.literal('bands'), bands: z.array(priceBandSchema).check(z.minLength(1)) }),
    /** One item for the whole party (the bee path's route notebook). */
    z.object({ kind: z.literal('perParty'), amount: cents }),
  ]),
);
export type Pricing = z.infer<typeof pricingSchema>;

/** Who may book together, beyond the price: the largest party and whether a child must come. */
export const admissionSchema = lazy(() =>
  z.object({
    maxParty: z.number().check(z.int(), z.positive()),
    /** The little ones' visit is for children: at least one child under 10 comes. */
    childRequired: z.boolean(),
  }),
);
export type Admission = z.infer<typeof admissionSchema>;

/** GET /api/visits/tours: one tour, its texts in the request's language. */
export const tourSchema = lazy(() =>
  z.object({
    slug: tourSlugSchema,
    name: z.string(),
    summary: z.string(),
    audience: z.string(),
    guided: z.boolean(),
    /** null for a self-guided walk done at one's own pace. */
    durationMinutes: z.nullable(z.number().check(z.int(), z.positive())),
    distanceKm: z.nullable(z.number().check(z.positive())),
    /** Public price per person of a scheduled visit (cents), shown when bookings follow other rules. */
    publicPrice: z.nullable(cents),
    pricing: pricingSchema,
    admission: admissionSchema,
    /** Days of notice a booking needs (15 for the private field visit). */
    leadDays: z.number().check(z.int(), z.nonnegative()),
    /** Youngest age admitted, when the tour is not for everyone (shown; children under 10 follow pricing). */
    minAge: z.nullable(z.number().check(z.int(), z.positive())),
    /** Seats of a slot. */
    capacity: z.number().check(z.int(), z.positive()),
    /** A private visit: one booking takes the whole slot, whatever the party's size. */
    exclusive: z.boolean(),
  }),
);
export type Tour = z.infer<typeof tourSchema>;
export const toursResponseSchema = lazy(() => z.object({ tours: z.array(tourSchema) }));
export type ToursResponse = z.infer<typeof toursResponseSchema>;

/** A calendar day, YYYY-MM-DD (Paris time). */
export const isoDateSchema = lazy(() => z.iso.date());
/** Longest range one slots call may ask for. */
export const SLOTS_MAX_DAYS = 92;

/** GET /api/visits/tours/{slug}/slots query; from defaults to today, to to from + 31 days. */
export const slotsQuerySchema = lazy(() => z.object({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) }));
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    tour: tourSlugSchema,
    /** ISO 8601 instants (UTC); the slot's day and time are Paris time. */
    starts_at: z.string(),
    ends_at: z.string(),
    capacity: z.number().check(z.int(), z.nonnegative()),
    seats_left: z.number().check(z.int(), z.nonnegative()),
    /** false when the slot is within the tour's lead time or started: shown, not bookable. */
    bookable: z.boolean(),
  }),
);
export type Slot = z.infer<typeof slotSchema>;
export const slotsResponseSchema = lazy(() =>
  z.object({
    tour: tourSlugSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    slots: z.array(slotSchema),
  }),
);
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

const name = lazy(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
export const bookingContactSchema = lazy(() => z.object({ firstname: name, lastname: name, email: emailSchema, phone: phoneSchema }));
export type BookingContact = z.infer<typeof bookingContactSchema>;

/**
 * POST /api/visits/bookings. The contact is required from an anonymous visitor; a logged-in
 * customer's profile fills what they leave out. `lang` is the language of the confirmation mail.
 */
export const bookingRequestSchema = lazy(() =>
  z.object({
    tour: tourSlugSchema,
    slot_id: idSchema,
    party: partySchema,
    contact: z.optional(bookingContactSchema),
    lang: z.optional(langSchema),
    payment_method: z.optional(z.enum(PAYMENT_METHODS)),
  }),
);
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
export const quoteLineSchema = lazy(() =>
  z.object({
    key: z.enum(QUOTE_LINE_KEYS),
    quantity: z.number().check(z.int(), z.nonnegative()),
    unit: cents,
    amount: cents,
  }),
);
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** none: nothing was paid; due: paid by card and cancelled, the shop refunds it; refunded: done. */
export const REFUND_STATUSES = ['none', 'due', 'refunded'] as const;

export const bookingSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    tour: z.object({ slug: tourSlugSchema, name: z.string() }),
    slot: z.object({ id: z.number().check(z.int()), starts_at: z.string(), ends_at: z.string() }),
    party: partySchema,
    /** Seats taken: the party's size, or the whole slot for a private visit. */
    seats: z.number().check(z.int(), z.nonnegative()),
    lines: z.array(quoteLineSchema),
    amount_cents: cents,
    /** The same amount in euros, VAT included. */
    amount: eurosSchema,
    payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
    paid_at: z.nullable(z.string()),
    /** While held: when the seats go back if unpaid. */
    hold_expires_at: z.nullable(z.string()),
    cancellable_until: z.string(),
    /** Whether the cancel call would succeed now. */
    cancellable: z.boolean(),
    refund: z.enum(REFUND_STATUSES),
    /** As given; phone null when a logged-in customer has none in their profile and gave none. */
    contact: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
    lang: langSchema,
    created_at: z.string(),
  }),
);
export type Booking = z.infer<typeof bookingSchema>;

/** The creation's answer: `token` is the visitor's key to the booking, given only once. */
export const bookingCreatedSchema = lazy(() => z.object({ booking: bookingSchema, token: z.string() }));
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** Header carrying the booking's token on GET, pay, challenge and cancel. */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/** POST /api/visits/bookings/{id}/pay: the shop's sandbox card, bank transfer, or pay at the shop on the day. */
export const bookingPaymentRequestSchema = lazy(() =>
  z.discriminatedUnion('method', [
    z.extend(cardDetailsSchema, { method: z.literal('card') }),
    z.object({ method: z.literal('transfer') }),
    z.object({ method: z.literal('shop') }),
  ]),
);
export type BookingPaymentRequest = z.infer<typeof bookingPaymentRequestSchema>;

/** POST /api/visits/bookings/{id}/challenge: the 3-D Secure-style code (123456 in the sandbox). */
export const bookingChallengeRequestSchema = lazy(() =>
  z.object({
    challenge_id: z.uuid(),
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
  }),
);
export type BookingChallengeRequest = z.infer<typeof bookingChallengeRequestSchema>;

/**
 * paid: confirmed by card; declined: `msg` says why, the hold stays, pay again; challenge: confirm
 * with challenge_id; awaiting_transfer: the booking waits for the transfer; pay_at_shop: confirmed,
 * paid on the day.
 */
export const BOOKING_PAYMENT_OUTCOMES = ['paid', 'declined', 'challenge', 'awaiting_transfer', 'pay_at_shop'] as const;
export const bookingPaymentResponseSchema = lazy(() =>
  z.object({
    outcome: z.enum(BOOKING_PAYMENT_OUTCOMES),
    challenge_id: z.nullable(z.string()),
    msg: z.string(),
    booking: bookingSchema,
  }),
);
export type BookingPaymentResponse = z.infer<typeof bookingPaymentResponseSchema>;

/** GET /api/user/reservations: the logged-in customer's bookings, next visit first. */
export const reservationsResponseSchema = lazy(() => z.object({ bookings: z.array(bookingSchema) }));
export type ReservationsResponse = z.infer<typeof reservationsResponseSchema>;
