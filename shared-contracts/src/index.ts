// The shared entry: one copy per page, which the federation shares whole (each name exported here
// is in every page's bytes). It holds what has state or must be one for the page (the session
// store, the bus, the api client and the schemas it reads answers with, the phone rule's library).
// The pure rules are `@nougaterie/contracts/rules`, which each front end bundles, cut to what it
// uses (entries.test.ts keeps them apart).
export * from './schemas/index.js';
export * from './bus.js';
export * from './remote.js';
export * from './early.js';
export * from './routes.js';
export * from './store/index.js';
export * from './api/index.js';
export * from './cookies.js';
export * from './consent.js';
export * from './firm.js';
// Stateful (the phone library, once loaded, serves every check on the page): in the shared copy.
export * from './phone.js';
export * from './address-format.js';
// The shipping countries: the two above check with them, so the shared copy holds them anyway, and
// a front end bundling its own copy (as a rule) would carry them twice on its pages.
export * from './countries.js';
