import { HOSTED_PAYMENT_KINDS, HOSTED_SESSION_STATUSES } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/one-of.js';
import { orders } from '../../orders/schema.js';
import { tourBookings } from '../../tours/schema.js';

/**
 * A payment page opened at a provider (issue #24) for an order or a booking (exactly one), for the
 * amount the server computed. Only a verified notification moves it to paid; paid is final.
 */
export const hostedSessions = pgTable(
  'hosted_sessions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's own id of the session (Stripe: cs_…). */
    sessionId: text('session_id').notNull(),
    kind: text('kind', { enum: HOSTED_PAYMENT_KINDS }).notNull(),
    /** The order's or booking's reference, as sent in the session's metadata. */
    reference: text('reference').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references((): AnyPgColumn => tourBookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: HOSTED_SESSION_STATUSES }).notNull().default('open'),
    /** The provider's payment once paid (Stripe: pi_…), which a refund names. */
    paymentId: text('payment_id'),
    /** The order and its attempt: a double click or a retry asks for (and finds) the same session. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's page, given again to a second click. */
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hosted_sessions_provider_session_unique').on(t.provider, t.sessionId),
    uniqueIndex('hosted_sessions_idempotency_key_unique').on(t.idempotencyKey),
    index('hosted_sessions_order_id_idx').on(t.orderId),
    index('hosted_sessions_booking_id_idx').on(t.bookingId),
    // However many notifications, an order or a booking is paid by one session.
    uniqueIndex('hosted_sessions_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex('hosted_sessions_one_paid_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'paid'`),
    check('hosted_sessions_one_payer', sql`(${t.orderId} IS NULL) <> (${t.bookingId} IS NULL)`),
    check('hosted_sessions_kind_matches', sql`(${t.kind} = 'order') = (${t.orderId} IS NOT NULL)`),
    check('hosted_sessions_kind_known', oneOf(t.kind, HOSTED_PAYMENT_KINDS)),
    check('hosted_sessions_status_known', oneOf(t.status, HOSTED_SESSION_STATUSES)),
    check('hosted_sessions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export type HostedSessionRow = typeof hostedSessions.$inferSelect;

/** What the api did with a verified notification; a duplicate is one whose (provider, event id) is already here. */
export const PAYMENT_EVENT_OUTCOMES = ['applied', 'ignored', 'refused'] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** Every verified notification, once: the provider's retries and replays find their row and change nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** paid, pending, failed, expired, or the provider's own type of an ignored event. */
    type: text('type').notNull(),
    /** The provider's session id, when the event names one. */
    sessionId: text('session_id'),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    /** Why it was ignored or refused (amount_mismatch, currency_mismatch, already_paid…). */
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_session_idx').on(t.provider, t.sessionId),
    check('payment_events_outcome_known', oneOf(t.outcome, PAYMENT_EVENT_OUTCOMES)),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
