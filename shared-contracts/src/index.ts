export * from './schemas/index.js';
export * from './bus.js';
export * from './remote.js';
export * from './routes.js';
export * from './store/index.js';
export * from './api/index.js';
export * from './cookies.js';
export * from './rules/index.js';
