const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  exposes: {
    './routes': './src/routes.tsx',
    './BasketModal': './src/basket/BasketModal.tsx',
  },
});
