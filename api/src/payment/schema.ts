import { PAYMENT_METHODS } from '@nougaterie/contracts';
import { PAYMENT_ROW_STATUSES_ALL } from '@nougaterie/contracts/admin';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/one-of.js';
import { orders } from '../orders/schema.js';
import { tourBookings } from '../tours/schema.js';
import { hostedSessions } from './hosted/schema.js';

/**
 * Payment attempts, of an order or of a tour booking (exactly one of the two). A card is never
 * stored: only its brand and last four digits.
 */
/**
 * A card attempt is written `pending` (committed) before the processor is asked, then settled:
 * `paid`, `declined`, `challenge` (the bank asks for its code), or `failed` (the processor never
 * took it: an attempt found abandoned and unknown to the processor).
 */
export const PAYMENT_ROW_STATUSES = PAYMENT_ROW_STATUSES_ALL;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references((): AnyPgColumn => tourBookings.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Sent to the processor with the charge: asking twice with it charges once. */
    idempotencyKey: uuid('idempotency_key'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    challengeId: uuid('challenge_id'),
    /**
     * A card paid on the provider's hosted page (issue #24): its session, whose provider and
     * payment id a refund names. Null for the older card calls (their key is idempotencyKey).
     */
    hostedSessionId: integer('hosted_session_id').references((): AnyPgColumn => hostedSessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_challenge_id_unique').on(t.challengeId),
    // A hosted session pays once: however many notifications, one payment row.
    uniqueIndex('payments_hosted_session_unique').on(t.hostedSessionId),
    // However many clicks, an order is paid once.
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    index('payments_booking_id_idx').on(t.bookingId),
    uniqueIndex('payments_one_paid_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'paid'`),
    check('payments_one_payer', sql`(${t.orderId} IS NULL) <> (${t.bookingId} IS NULL)`),
    check('payments_status_known', oneOf(t.status, PAYMENT_ROW_STATUSES)),
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    // One attempt with the processor at a time per order or booking.
    uniqueIndex('payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_one_pending_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
