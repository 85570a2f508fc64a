import { BOOKING_STATUSES, LANGS, PAYMENT_METHODS, REFUND_STATUSES, type Pricing, type QuoteLine } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { oneOf } from '../db/one-of.js';

/**
 * A season of a tour's weekly timetable: from and to are MM-DD (inclusive, Paris time; a season
 * may run over the new year), weekdays 1 (Monday) to 7, times HH:MM. `minutes` is how long a slot
 * lasts when the tour has no duration (a self-guided walk open for a time window).
 */
export interface TourSeason {
  from: string;
  to: string;
  weekdays: number[];
  times: string[];
  minutes?: number;
}

/** The tours and their rules, as data: a new tour or price is a row, not code. */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    summaryFr: text('summary_fr').notNull(),
    summaryEn: text('summary_en').notNull(),
    audienceFr: text('audience_fr').notNull(),
    audienceEn: text('audience_en').notNull(),
    guided: boolean('guided').notNull(),
    durationMinutes: integer('duration_minutes'),
    distanceM: integer('distance_m'),
    publicPriceCents: integer('public_price_cents'),
    pricing: jsonb('pricing').$type<Pricing>().notNull(),
    maxParty: integer('max_party').notNull(),
    childRequired: boolean('child_required').notNull().default(false),
    leadDays: integer('lead_days').notNull().default(0),
    minAge: integer('min_age'),
    capacity: integer('capacity').notNull(),
    exclusive: boolean('exclusive').notNull().default(false),
    schedule: jsonb('schedule').$type<TourSeason[]>().notNull(),
  },
  (t) => [
    uniqueIndex('tours_slug_unique').on(t.slug),
    check('tours_capacity_positive', sql`${t.capacity} > 0 AND ${t.maxParty} > 0`),
    check('tours_lead_days_nonnegative', sql`${t.leadDays} >= 0`),
  ],
);

/** Dated slots, generated from the tours' schedules; seats left are counted from the bookings. */
export const tourSlots = pgTable(
  'tour_slots',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /**
     * When staff closed the slot (a guide ill, the workshop shut): a closed slot is neither shown
     * nor booked, and its bookings were moved or cancelled first. null: open. Reopening clears it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // Generating the same days again (each start, each replica, each day) adds nothing.
    uniqueIndex('tour_slots_tour_starts_unique').on(t.tourId, t.startsAt),
    index('tour_slots_starts_at_idx').on(t.startsAt),
    check('tour_slots_capacity_nonnegative', sql`${t.capacity} >= 0`),
    check('tour_slots_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: serial('id').primaryKey(),
    /** NSD-V-<year>-<id on 6 digits>. */
    reference: text('reference').notNull(),
    /** SHA-256 of the secret given to the visitor at creation: the table alone opens no booking. */
    tokenHash: text('token_hash').notNull(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'restrict' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => tourSlots.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    seats: integer('seats').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refund: text('refund', { enum: REFUND_STATUSES }).notNull().default('none'),
    /** The status the visitor was last written about: each mail leaves once, however many clicks. */
    mailedStatus: text('mailed_status', { enum: BOOKING_STATUSES }),
    contactFirstname: text('contact_firstname').notNull(),
    contactLastname: text('contact_lastname').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tour_bookings_reference_unique').on(t.reference),
    uniqueIndex('tour_bookings_token_hash_unique').on(t.tokenHash),
    index('tour_bookings_slot_status_idx').on(t.slotId, t.status),
    index('tour_bookings_user_id_idx').on(t.userId),
    index('tour_bookings_held_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    check('tour_bookings_status_known', oneOf(t.status, BOOKING_STATUSES)),
    check('tour_bookings_refund_known', oneOf(t.refund, REFUND_STATUSES)),
    check('tour_bookings_party', sql`${t.adults} >= 1 AND ${t.children} >= 0 AND ${t.seats} >= ${t.adults} + ${t.children}`),
    check('tour_bookings_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('tour_bookings_lang_known', oneOf(t.lang, LANGS)),
  ],
);

export type TourRow = typeof tours.$inferSelect;
export type TourSlotRow = typeof tourSlots.$inferSelect;
export type TourBookingRow = typeof tourBookings.$inferSelect;
