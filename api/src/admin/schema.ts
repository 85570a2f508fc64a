import { INBOX_KINDS, ORDER_EVENT_KINDS, STAFF_ROLES } from '@nougaterie/contracts/admin';
import { ORDER_STATUSES } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/one-of.js';
import { orders } from '../orders/schema.js';
import { payments } from '../payment/schema.js';

/**
 * The shop's staff: not customers (no basket, no points), each with a password and an
 * authenticator app (TOTP). An invited member has no password until they enrol with the link.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash'),
    /** base32 TOTP secret; kept in the database like the password hash, never sent after enrolment. */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30 s step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of the one-time enrolment link's token. */
    enrolTokenHash: text('enrol_token_hash'),
    enrolExpiresAt: timestamp('enrol_expires_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    invitedBy: integer('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(t.email),
    uniqueIndex('staff_enrol_token_hash_unique').on(t.enrolTokenHash),
    check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', oneOf(t.role, STAFF_ROLES)),
  ],
);

/** Opaque bearer tokens of staff sessions (12 h), only their SHA-256 kept; revocable one by one or all. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash), index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/** Ten per member, given at enrolment; each opens one login when the phone is lost. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_id_idx').on(t.staffId), uniqueIndex('staff_recovery_codes_hash_unique').on(t.staffId, t.codeHash)],
);

/** Every write of the back office: who, when, what, before → after. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** null: the shop's own jobs (an unpaid order cancelled when its time ran out). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_target_idx').on(t.target)],
);

/** An order's history: state changes, mails queued, refunds, payments recorded by the shop. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }),
    detail: text('detail'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId), check('order_events_kind_known', oneOf(t.kind, ORDER_EVENT_KINDS))],
);

/** Money given back on an order, through the payment provider for a card, by hand otherwise. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The provider's id of the refund; null for a transfer or cash given back by hand. */
    providerRef: text('provider_ref'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_id_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * The answers the back office mailed to a contact message or a professional request (the
 * inbox), kept with the message: what was written, by whom, when. Never edited.
 */
export const inboxAnswers = pgTable(
  'inbox_answers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    messageId: integer('message_id').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_answers_message_idx').on(t.kind, t.messageId),
    check('inbox_answers_kind_known', sql.raw(`"kind" IN (${INBOX_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
