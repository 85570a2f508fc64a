export * from './common.js';
export * from './address.js';
export * from './catalog.js';
export * from './settings.js';
export * from './basket.js';
export * from './user.js';
export * from './order.js';
