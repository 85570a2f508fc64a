import * as shared from './index.js';
import * as rules from './rules/index.js';

// `@nougaterie/contracts` is one copy per page, shared by the federation whole (every name it
// exports is in every page's bytes); `@nougaterie/contracts/rules` is bundled by each front end,
// cut to the rules it uses. A rule exported from both would ride the shared copy again.
it('keeps the pure rules out of the shared entry', () => {
  const both = Object.keys(rules).filter((name) => name in shared);
  expect(Object.keys(rules).length).toBeGreaterThan(50);
  expect(both).toEqual([]);
});

// The phone rule holds the library it loaded: a copy per front end would leave the shared
// phoneSchema checking the number's shape only, whatever a form had loaded.
it('keeps the stateful phone rule, and what checks with it, in the shared entry only', () => {
  for (const name of ['loadPhoneRule', 'isValidPhone', 'invalidAddressFields', 'addressFieldMessage']) {
    expect(shared).toHaveProperty(name);
    expect(rules).not.toHaveProperty(name);
  }
});

// The shared entry's address checks read the shipping countries: one copy in it, which the front
// ends use too, rather than a second bundled beside it on every page (shared-ui's country list).
it('keeps the shipping countries in the shared entry only', () => {
  for (const name of ['DEFAULT_COUNTRY', 'SHIPPING_COUNTRIES', 'countryCode', 'countryName', 'countryOptions']) {
    expect(shared).toHaveProperty(name);
    expect(rules).not.toHaveProperty(name);
  }
});
