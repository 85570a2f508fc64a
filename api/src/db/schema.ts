import {
  ADDRESS_FIELDS,
  BASKET_STATUSES,
  CARRIERS,
  ADDRESS_PREFIXES,
  DISCOUNT_KINDS,
  LANGS,
  ORDER_STATUSES,
  POINTS_REASONS,
  PAYMENT_METHODS,
  SHIPPING_KINDS,
  type AddressField,
  type RelayPoint,
} from '@nougaterie/contracts';
import { PAYMENT_ROW_STATUSES_ALL } from '@nougaterie/contracts/admin';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tourBookings } from '../tours/schema.js';
import { oneOf } from './one-of.js';

/** Money is stored in integer cents, VAT included; euros only appear at the api's edges. */

/** One row (id 1): typed columns keep each setting checked by the database. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    fideliteFromCents: integer('fidelite_from_cents').notNull(),
    francoPortCents: integer('franco_port_cents').notNull(),
    pointValueCents: integer('point_value_cents').notNull(),
    /** How long unpaid orders hold their stock before they cancel themselves (back office settings). */
    cardPaymentExpiryMinutes: integer('card_payment_expiry_minutes').notNull().default(60),
    transferReminderDays: integer('transfer_reminder_days').notNull().default(5),
    transferExpiryDays: integer('transfer_expiry_days').notNull().default(10),
    /** While true every shopper page shows the maintenance page (SPEC §8 guard); the back office stays open. */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_fidelite_from_positive', sql`${t.fideliteFromCents} > 0`),
    check('settings_amounts_nonnegative', sql`${t.francoPortCents} >= 0 AND ${t.pointValueCents} >= 0`),
    check(
      'settings_expiry_positive',
      sql`${t.cardPaymentExpiryMinutes} > 0 AND ${t.transferReminderDays} > 0 AND ${t.transferExpiryDays} > ${t.transferReminderDays}`,
    ),
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
    /** At or below it the product shows in the back office's low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
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
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_id_idx').on(t.categoryId),
  ],
);

/**
 * The search reads columns generated from these ones and their indexes, kept out of this file:
 * see drizzle/0001_catalogue_search.sql (the functions) and 0008_search_columns.sql (the columns).
 */

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
    check('users_lang_known', oneOf(t.lang, LANGS)),
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

/**
 * The customer's address book beyond the default delivery and billing addresses kept on `users`
 * (SPEC §4's prefixed fields): the parents' house, the office... chosen at checkout. Same ten
 * fields, checked by the same rule; `label` is the customer's own name for it.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(field).notNull().default('')])) as Record<AddressField, ReturnType<typeof text>>),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_user_id_idx').on(t.userId)],
);
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

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
    check('stock_alerts_lang_known', oneOf(t.lang, LANGS)),
  ],
);

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
    uniqueIndex('baskets_one_open_per_user').on(t.userId).where(sql`${t.status} = 'open' AND ${t.userId} IS NOT NULL`),
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
  (t) => [
    uniqueIndex('basket_lines_basket_product_unique').on(t.basketId, t.productId),
    check('basket_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_challenge_id_unique').on(t.challengeId),
    // However many clicks, an order is paid once.
    uniqueIndex('payments_one_paid_per_order').on(t.orderId).where(sql`${t.status} = 'paid'`),
    index('payments_booking_id_idx').on(t.bookingId),
    uniqueIndex('payments_one_paid_per_booking').on(t.bookingId).where(sql`${t.status} = 'paid'`),
    check('payments_one_payer', sql`(${t.orderId} IS NULL) <> (${t.bookingId} IS NULL)`),
    check('payments_status_known', oneOf(t.status, PAYMENT_ROW_STATUSES)),
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    // One attempt with the processor at a time per order or booking.
    uniqueIndex('payments_one_pending_per_order').on(t.orderId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_one_pending_per_booking').on(t.bookingId).where(sql`${t.status} = 'pending'`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type BasketRow = typeof baskets.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Password reset links: only the SHA-256 of the token is kept; a token opens one reset, within its hour. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reset_tokens_token_hash_unique').on(t.tokenHash), index('reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Fixed-window counters of the rate limits (login, reset), in the database so that every api
 * replica counts the same attempts. The key names the limit and who it limits (an IP, an e-mail).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

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

// The showcase's tables live beside their routes; drizzle-kit reads them through here.
export * from '../contact/schema.js';
export * from '../pro/schema.js';
export * from '../tours/schema.js';
export * from '../admin/schema.js';
export * from '../invoices/schema.js';
