const { createConfig, createStandaloneConfig } = require('../tooling/webpack.cjs');

module.exports = [
  createConfig({
    dir: __dirname,
    name: 'catalog',
    exposes: {
      './routes': './src/routes.tsx',
      './FeaturedProducts': './src/featured/FeaturedProducts.tsx',
    },
    // index.html's inline script loads it on these pages, before the app (contracts' early.ts).
    early: require('./src/early/early.json'),
  }),
  // A product page's first screen painted before the app's code has arrived: dist/early.js.
  createStandaloneConfig({
    dir: __dirname,
    name: 'early',
    entry: { early: './src/early/index.ts' },
    after: 'catalog',
  }),
];
