/**
 * The database's tables, for drizzle-kit (drizzle.config.ts) and the query client: each feature
 * keeps its tables in its own schema.ts beside its code; this index defines none.
 *
 * Money is stored in integer cents, VAT included; euros only appear at the api's edges.
 */
export * from '../settings/schema.js';
export * from '../catalog/schema.js';
export * from '../auth/schema.js';
export * from '../favourites/schema.js';
export * from '../user/schema.js';
export * from '../alerts/schema.js';
export * from '../discounts/schema.js';
export * from '../shipping/schema.js';
export * from '../basket/schema.js';
export * from '../orders/schema.js';
export * from '../payment/schema.js';
export * from '../payment/hosted/schema.js';
export * from '../reset/schema.js';
export * from '../ratelimit/schema.js';
export * from '../points/schema.js';
export * from '../contact/schema.js';
export * from '../pro/schema.js';
export * from '../tours/schema.js';
export * from '../admin/schema.js';
export * from '../invoices/schema.js';
export * from '../food-info/schema.js';
export * from '../photos/schema.js';
export * from '../shop-identity/schema.js';
