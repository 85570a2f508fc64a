// Test helpers for every front end; never imported by application code, so never bundled.
export * from './fixtures.js';
export * from './fakeStore.js';
export * from './fakeApi.js';
export * from './fakeContext.js';
export * from './i18n.js';
export * from './render.js';
