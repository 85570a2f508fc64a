import { BASKET_STATUSES, type RelayPoint } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { products } from '../catalog/schema.js';
import { addressColumns } from '../db/address-columns.js';
import { oneOf } from '../db/one-of.js';
import { discountCodes } from '../discounts/schema.js';
import { shippingMethods } from '../shipping/schema.js';

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BASKET_STATUSES }).notNull().default('open'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    pointsUsed: integer('points_used').notNull().default(0),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    /** A copy of the chosen relay point: the provider's list may change, the parcel's address must not. */
    relayPoint: jsonb('relay_point').$type<RelayPoint>(),
    /** A few words slipped into the parcel; copied to the order. */
    giftMessage: text('gift_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...addressColumns(),
  },
  (t) => [
    check('baskets_status_known', oneOf(t.status, BASKET_STATUSES)),
    check('baskets_points_nonnegative', sql`${t.pointsUsed} >= 0`),
    // One open basket per customer: two tabs adding at once cannot split it in two.
    uniqueIndex('baskets_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'open' AND ${t.userId} IS NOT NULL`),
  ],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('basket_lines_basket_product_unique').on(t.basketId, t.productId), check('basket_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export type BasketRow = typeof baskets.$inferSelect;
