const { jestConfig } = require('../tooling/jest.cjs');

module.exports = jestConfig({ dir: __dirname });
