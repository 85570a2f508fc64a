import { CARRIERS, ORDER_STATUSES, PAYMENT_METHODS, type RelayPoint } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { baskets } from '../basket/schema.js';
import { products } from '../catalog/schema.js';
import { addressColumns } from '../db/address-columns.js';
import { oneOf } from '../db/one-of.js';
import { discountCodes } from '../discounts/schema.js';

/** What the order keeps of its discount, shipping and lines: copies, so later changes never rewrite it. */
export interface OrderDiscountCopy {
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  value: number;
}
export interface OrderShippingCopy {
  id: number;
  kind: 'home' | 'relay' | 'shop';
  nameFr: string;
  nameEn: string;
  priceCents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** NSD-<year>-<id on 6 digits>: the id is drawn first so the reference is written in the same insert. */
    reference: text('reference').notNull(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The shopper's language at validation: their e-mails are written in it. */
    lang: text('lang').notNull(),
    amountProductsCents: integer('amount_products_cents').notNull(),
    amountDiscountCents: integer('amount_discount_cents').notNull(),
    amountPointsCents: integer('amount_points_cents').notNull(),
    amountShippingCents: integer('amount_shipping_cents').notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    shippingOffered: boolean('shipping_offered').notNull(),
    nbProducts: integer('nb_products').notNull(),
    pointsUsed: integer('points_used').notNull(),
    earnedPoints: integer('earned_points').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discount: jsonb('discount').$type<OrderDiscountCopy>(),
    shipping: jsonb('shipping').$type<OrderShippingCopy>().notNull(),
    relayPoint: jsonb('relay_point').$type<RelayPoint>(),
    giftMessage: text('gift_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once, in the same statement that credits the points: they can never be credited twice. */
    pointsCreditedAt: timestamp('points_credited_at', { withTimezone: true }),
    /** Set by the back office's shipped move; the shopper follows the parcel with them. */
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The transfer reminder mail was queued (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...addressColumns(),
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    // Validating a basket twice finds this row instead of making a second order.
    uniqueIndex('orders_basket_id_unique').on(t.basketId),
    index('orders_user_id_idx').on(t.userId),
    check('orders_status_known', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_known', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_amounts_nonnegative', sql`${t.amountTotalCents} >= 0 AND ${t.amountProductsCents} >= 0`),
    check('orders_carrier_known', sql`${t.carrier} IS NULL OR ${oneOf(t.carrier, CARRIERS)}`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A product once sold cannot be deleted: the shop marks it out of stock instead. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Unit prices as paid: base and after the product's own discount. */
    unitBaseCents: integer('unit_base_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** VAT included. */
    totalCents: integer('total_cents').notNull(),
    /** The product's VAT rate when ordered (basis points): the product's may change later. */
    vatRate: integer('vat_rate').notNull(),
    /** The line's share of its rate's VAT (contracts' rules/vat.ts) and the total without it. */
    vatCents: integer('vat_cents').notNull(),
    totalNetCents: integer('total_net_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_vat_adds_up', sql`${t.totalNetCents} + ${t.vatCents} = ${t.totalCents}`),
  ],
);

/** One row per order that used a code: the per-customer limits count these. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_redemptions_order_unique').on(t.orderId), index('discount_redemptions_code_user_idx').on(t.codeId, t.userId)],
);

export type OrderRow = typeof orders.$inferSelect;
