const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  exposes: { './routes': './src/routes.tsx' },
});
