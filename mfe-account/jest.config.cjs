const { jestConfig } = require('../tooling/jest.cjs');

const config = jestConfig({ dir: __dirname });
// Form tests type key by key; on a busy two-core machine they need more than jest's 5 s.
module.exports = { ...config, setupFiles: ['<rootDir>/src/test/polyfills.cjs'], testTimeout: 15000 };
