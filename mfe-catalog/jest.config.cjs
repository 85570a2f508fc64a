const path = require('node:path');
const { jestConfig } = require('../tooling/jest.cjs');

module.exports = {
  ...jestConfig({ dir: __dirname }),
  setupFiles: [path.join(__dirname, '../shared-ui/src/testing/jsdom-polyfills.cjs')],
};
