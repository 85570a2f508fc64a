// `npm run test:unit`: every front-end and contracts unit suite (the api has its own, see api/).
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-visits',
    '<rootDir>/mfe-backoffice',
  ],
  // A global option: the projects' own testTimeout (tooling/jest.cjs) is ignored when they run from here.
  testTimeout: 15000,
};
