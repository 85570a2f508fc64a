// One webpack + Module Federation configuration for the shell and every remote, so that the
// list of shared singletons and the cache-friendly file names cannot drift between teams.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const contractsPkg = require('../shared-contracts/package.json');
const uiPkg = require('../shared-ui/package.json');

/** Libraries of which exactly one copy may reach the browser. */
function sharedSingletons(appDir) {
  const appPkg = require(path.join(appDir, 'package.json'));
  const deps = appPkg.dependencies || {};
  const single = (name, version) => ({ singleton: true, requiredVersion: version || deps[name] });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router-dom': single('react-router-dom'),
    'react-router': single('react-router-dom'),
    rxjs: single('rxjs'),
    i18next: single('i18next'),
    'react-i18next': single('react-i18next'),
    'styled-components': single('styled-components'),
    axios: single('axios'),
    '@nougaterie/contracts': { singleton: true, requiredVersion: `^${contractsPkg.version}` },
    '@nougaterie/ui': { singleton: true, requiredVersion: `^${uiPkg.version}` },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir       the package folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name      federation name (shell, catalog, checkout, account, visits)
 * @param {Record<string,string>} [o.exposes]  exposed modules of a remote
 * @param {boolean} [o.host]   true for the shell
 * @param {object} [o.extra]   extra webpack options merged at the top level
 */
function createConfig({ dir, name, exposes, host = false, extraPlugins = [], extraEntries = {} }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's only entry is its remoteEntry.js (added by the plugin), plus any standalone bundle.
      entry: host ? { main: './src/index.ts' } : { ...extraEntries },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The federation runtime cannot hash entry names; entries are served no-cache, chunks forever.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['nougaterie-source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...extraPlugins,
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    };
  };
}

module.exports = { createConfig, sharedSingletons };
