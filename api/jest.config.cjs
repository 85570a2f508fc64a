const { jestConfig } = require('../tooling/jest.cjs');

module.exports = {
  ...jestConfig({ dir: __dirname, environment: 'node' }),
  // fastify's inject (light-my-request) requires cookie 2, which is ESM only: Node 20 loads it
  // natively, jest's module runtime does not, so it goes through the TypeScript transform.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  // A fresh PGlite runs initdb in WebAssembly: seconds (over ten on a busy 2-core machine), not milliseconds.
  testTimeout: 180_000,
};
