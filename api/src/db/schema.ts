import { ADDRESS_FIELDS, ADDRESS_PREFIXES, type AddressField } from '@nougaterie/contracts';
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
  uniqueIndex,
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

/** Search indexes are SQL functions over these columns: see drizzle/0001_catalogue_search.sql. */

type AddressColumnName = `${(typeof ADDRESS_PREFIXES)[keyof typeof ADDRESS_PREFIXES]}${AddressField}`;

/** The 20 prefixed address columns of SPEC §3, keyed by their column names so rows map to the contract as they are. */
function addressColumns() {
  const column = () => text();
  const names = Object.values(ADDRESS_PREFIXES).flatMap((prefix) => ADDRESS_FIELDS.map((field) => `${prefix}${field}`));
  return Object.fromEntries(names.map((name) => [name, column()])) as Record<AddressColumnName, ReturnType<typeof column>>;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    lang: text('lang').notNull().default('fr'),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...addressColumns(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Stored lower-case, so the unique index is also case-insensitive.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_lang_known', sql`${t.lang} IN ('fr', 'en')`),
    check('users_points_nonnegative', sql`${t.points} >= 0`),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is stored, so a leaked table opens no session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash), index('access_tokens_user_id_idx').on(t.userId)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_id_idx').on(t.productId)],
);

/** 'Tell me when it is back': one request per product and e-mail, whatever its case. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The notification is written in the language the shopper used. */
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_email_unique').on(t.productId, sql`lower(${t.email})`),
    check('stock_alerts_lang_known', sql`${t.lang} IN ('fr', 'en')`),
  ],
);
