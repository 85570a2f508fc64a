import { SHIPPING_KINDS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/one-of.js';

/** Shipping methods and their prices are reference data written by the migrations. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: SHIPPING_KINDS }).notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [check('shipping_methods_kind_known', oneOf(t.kind, SHIPPING_KINDS))],
);

/** Price of a method for a zone, up to a weight (grams); the lightest band that holds the parcel applies. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    maxWeightG: integer('max_weight_g').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.methodId, t.zone, t.maxWeightG] }),
    check('shipping_rates_price_nonnegative', sql`${t.priceCents} >= 0 AND ${t.maxWeightG} > 0`),
  ],
);

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
