import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Money is stored in integer cents, VAT included; euros only appear at the api's edges. */

/** One row (id 1): typed columns keep each setting checked by the database. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    fideliteFromCents: integer('fidelite_from_cents').notNull(),
    francoPortCents: integer('franco_port_cents').notNull(),
    pointValueCents: integer('point_value_cents').notNull(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_fidelite_from_positive', sql`${t.fideliteFromCents} > 0`),
    check('settings_amounts_nonnegative', sql`${t.francoPortCents} >= 0 AND ${t.pointValueCents} >= 0`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    discountPercent: integer('discount_percent'),
    /** Basis points: 550 is the 5.5 % food rate, 2000 the 20 % standard rate. */
    vatRate: integer('vat_rate').notNull(),
    weightG: integer('weight_g').notNull(),
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** A path under the api (e.g. /media/products/x.svg) or an absolute URL. */
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_discount_range', sql`${t.discountPercent} IS NULL OR (${t.discountPercent} > 0 AND ${t.discountPercent} < 100)`),
    check('products_vat_rate_range', sql`${t.vatRate} >= 0 AND ${t.vatRate} <= 10000`),
    check('products_weight_nonnegative', sql`${t.weightG} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    index('products_featured_idx').on(t.featured),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 0 marks the product's main category (breadcrumbs, illustration colours). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_id_idx').on(t.categoryId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
