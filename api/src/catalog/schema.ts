import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    /** At or below it the product shows in the back office's low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    featured: boolean('featured').notNull().default(false),
    /** A path under the api (e.g. /media/products/x.svg) or an absolute URL. */
    image: text('image').notNull(),
    /** Off the shop (category pages, search, home, similar products, sitemap, its own page); null: on sale. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_discount_range', sql`${t.discountPercent} IS NULL OR (${t.discountPercent} > 0 AND ${t.discountPercent} < 100)`),
    check('products_vat_rate_range', sql`${t.vatRate} >= 0 AND ${t.vatRate} <= 10000`),
    check('products_weight_nonnegative', sql`${t.weightG} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
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
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_id_idx').on(t.categoryId)],
);

/**
 * A product's earlier slugs: their address answers 301 to the product's current one. Each names the
 * product, not the next slug, so a chain of renames never needs following; a slug that becomes a
 * product's own again loses its row (api/src/admin/products).
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_redirects_product_id_idx').on(t.productId)],
);

/**
 * The search reads columns generated from these ones and their indexes, kept out of this file:
 * see drizzle/0001_catalogue_search.sql (the functions) and 0008_search_columns.sql (the columns).
 */

export type CategoryRow = typeof categories.$inferSelect;

export type ProductRow = typeof products.$inferSelect;

export type ProductSlugRedirectRow = typeof productSlugRedirects.$inferSelect;
