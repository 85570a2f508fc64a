// The schemas are written with zod/mini, not classic zod: every page of the site loads them, and
// mini's functions (z.optional(x), x.check(z.maxLength(n)), z.extend(a, {...})) leave out of the
// bundle what the schemas do not use, where classic zod's methods bring all of it.
export * from './common.js';
export * from './email.js';
export * from './address.js';
export * from './catalog.js';
export * from './food.js';
export * from './settings.js';
export * from './basket.js';
export * from './user.js';
export * from './order.js';
export * from './payment.js';
export * from './favourites.js';
export * from './alert.js';
export * from './account.js';
export * from './site.js';
export * from './tours.js';
export * from './shop-info.js';
