import { POINTS_REASONS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { oneOf } from '../db/one-of.js';
import { orders } from '../orders/schema.js';

/** Every move of a customer's points; users.points stays the balance the basket reads and locks. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The shop's reason for an adjustment, shown to the customer. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_id_idx').on(t.userId),
    check('points_ledger_reason_known', oneOf(t.reason, POINTS_REASONS)),
    check('points_ledger_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);
