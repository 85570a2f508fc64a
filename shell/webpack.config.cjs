const { createConfig } = require('../tooling/webpack.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, frame: './src/frame/server.tsx' });
