const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  exposes: {
    './routes': './src/routes.tsx',
    './FeaturedProducts': './src/featured/FeaturedProducts.tsx',
  },
});
