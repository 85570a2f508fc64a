export * from './client.js';
export * from './errors.js';
export type { ApiClientOptions, RequestPhase } from './transport.js';
export type { AuthApi } from './auth.js';
export { BASKET_UPDATE_REFUSED, type BasketApi } from './basket.js';
export type { ShopApi } from './shop.js';
export type { SiteApi } from './site.js';
export type { VisitsApi } from './visits.js';
