import { DISCOUNT_KINDS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/one-of.js';

/** Discount codes (upper case); `value` is a percentage for percent, cents for amount, unused for free_shipping. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull().default(0),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    /** Set by the back office: the basket refuses the code from then on; orders that used it keep it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check('discount_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_kind_known', oneOf(t.kind, DISCOUNT_KINDS)),
    check('discount_codes_percent_range', sql`${t.kind} <> 'percent' OR (${t.value} > 0 AND ${t.value} <= 100)`),
    check('discount_codes_amounts_nonnegative', sql`${t.value} >= 0 AND ${t.minAmountCents} >= 0`),
    // The last line of defence of the single-use codes: a second use fails even if a check was missed.
    check('discount_codes_uses_within_limit', sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
