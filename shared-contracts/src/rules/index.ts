export * from './address.js';
export * from './discount.js';
export * from './loyalty.js';
export * from './money.js';
export * from './shipping.js';
export * from './token.js';
export * from './redirect.js';
export * from './hours.js';
