const { createConfig, createStandaloneConfig } = require('../tooling/webpack.cjs');

module.exports = [
  createConfig({
    dir: __dirname,
    name: 'visits',
    exposes: { './routes': './src/routes.tsx' },
  }),
  // <nougat-visites>, the booking for partner sites: dist/visits-widget.js (see README).
  createStandaloneConfig({
    dir: __dirname,
    name: 'widget',
    entry: { 'visits-widget': './src/widget/index.ts' },
    after: 'visits',
  }),
];
