// The back office's contracts, apart from the shop's: only mfe-backoffice and the api import them,
// so no shopper's page carries a byte of them (`@nougaterie/contracts/admin`).
export * from './api.js';
export * from './categories.js';
export * from './discount-codes.js';
export * from './food-info.js';
export * from './inbox.js';
export * from './order-flow.js';
export * from './payments.js';
export * from './photos.js';
export * from './products.js';
export * from './schemas.js';
export * from './shop-settings.js';
export * from './staff.js';
export * from './tours.js';
export * from './shop-identity.js';
