const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'visits',
  exposes: { './routes': './src/routes.tsx' },
});
