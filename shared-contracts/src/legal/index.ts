export * from './terms.js';
export * from '../rules/closures.js';
