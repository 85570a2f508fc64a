const path = require('node:path');
const { jestConfig } = require('../tooling/jest.cjs');

const base = jestConfig({ dir: __dirname });

module.exports = {
  ...base,
  // react-router 7 reads TextEncoder at import time, which jsdom does not provide.
  setupFiles: [...(base.setupFiles || []), path.join(__dirname, 'src/test/polyfills.cjs')],
};
