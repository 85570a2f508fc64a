const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'backoffice',
  exposes: { './routes': './src/routes.tsx' },
});
