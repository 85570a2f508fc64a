/**
 * Opening hours of the Saint-Didier shop and tea room: the one table lives in contracts
 * (rules/shop-hours.ts), so that the api's mails ("your order is ready at the shop") word the same
 * hours as the magasin and infos-pratiques pages, which both render it. Texts name each season by its id.
 */
export { SHOP_OPENING_SEASONS as OPENING_SEASONS } from '@nougaterie/contracts/rules';

/** Monday first, as a French week is read. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
