// One webpack + Module Federation configuration for the shell and every remote, so that the
// list of shared singletons and the cache-friendly file names cannot drift between teams.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { FramePrerenderPlugin } = require('./frame-prerender.cjs');
const contractsPkg = require('../shared-contracts/package.json');
const uiPkg = require('../shared-ui/package.json');

/**
 * Libraries shared through a re-export of the names the front ends use (tooling/shared/<name>.mjs):
 * a shared library reaches the browser whole, since the provider cannot know what another build
 * will import, so the re-export lets webpack drop the rest. scripts/shared-facades.test.mjs keeps
 * each list in step with the imports; a front end needing another name adds it there, and the
 * shell is rebuilt with it before that front end ships.
 */
const FACADES = {
  // react-router's declarative mode (<BrowserRouter>, <Routes>, links and hooks): 15 KB gzip instead of 61.
  'react-router-dom': { file: 'react-router-dom.mjs', version: require('react-router-dom/package.json').version },
  'react-i18next': { file: 'react-i18next.mjs', version: require('react-i18next/package.json').version },
  'styled-components': { file: 'styled-components.mjs', version: require('styled-components/package.json').version },
};
const facade = (name) => ({ import: path.join(__dirname, 'shared', FACADES[name].file), version: FACADES[name].version });

/**
 * Each facade's whole library under another name (a request for the library's own name would be
 * taken for the shared module itself), and react-router's production build.
 */
const packageFolder = (name) => path.dirname(require.resolve(`${name}/package.json`));
const WHOLE_LIBRARIES = {
  'nougaterie-whole-react-i18next$': path.join(packageFolder('react-i18next'), 'dist/es/index.js'),
  'nougaterie-whole-styled-components$': path.join(packageFolder('styled-components'), 'dist/styled-components.browser.esm.js'),
  // react-router's package exports name only its development build (remix-run/react-router#12532,
  // #14102): its dev warnings would ship and run. The production build is the same code with them off.
  'react-router$': path.join(packageFolder('react-router'), 'dist/production/index.mjs'),
};

/**
 * Libraries of which exactly one copy may reach the browser. rxjs and axios are not among them:
 * only contracts uses them at run time (the bus, the session store, the api client; the front ends
 * take rxjs's values from contracts and import axios for its types alone, which eslint.config.mjs
 * enforces), so they ride in contracts' one copy, cut to what it uses, rather than shared whole.
 */
function sharedSingletons(appDir) {
  const appPkg = require(path.join(appDir, 'package.json'));
  const deps = appPkg.dependencies || {};
  const single = (name, version) => ({ singleton: true, requiredVersion: version || deps[name] });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // react-router-dom re-exports react-router: sharing its declarative mode alone shares both.
    'react-router-dom': { ...single('react-router-dom'), ...facade('react-router-dom') },
    i18next: single('i18next'),
    'react-i18next': { ...single('react-i18next'), ...facade('react-i18next') },
    'styled-components': { ...single('styled-components'), ...facade('styled-components') },
    '@nougaterie/contracts': { singleton: true, requiredVersion: `^${contractsPkg.version}` },
    '@nougaterie/ui': { singleton: true, requiredVersion: `^${uiPkg.version}` },
  };
}

/**
 * Libraries several front ends use on one page (the forms of the shell and of a remote): shared,
 * so the page loads one copy, whichever front end brings it first. Not singletons: each form
 * keeps its own state, and two versions could live side by side.
 */
function sharedLibraries(appDir) {
  const deps = require(path.join(appDir, 'package.json')).dependencies || {};
  // Stated: react-final-form's dist/ holds a package.json without a version, which the plugin reads.
  const shared = (name) => ({ requiredVersion: deps[name], version: require(`${name}/package.json`).version });
  return Object.fromEntries(['final-form', 'react-final-form'].filter((name) => deps[name]).map((name) => [name, shared(name)]));
}

/**
 * mf-manifest.json's metaData.contractsVersion: the @nougaterie/contracts version built against;
 * and metaData.early, the remote's early script and the pages it serves, if any (contracts' early.ts).
 */
function stateContractsVersion(stats, early) {
  stats.metaData.contractsVersion = contractsPkg.version;
  if (early) stats.metaData.early = early;
  return stats;
}

/**
 * axios without its fetch adapter: in a browser it always takes xhr, first in its default list
 * (defaults/index.js), and the site never names another, so the fetch adapter is dead weight
 * (about 4 KB gzip on every page). tooling/axios-no-fetch.mjs takes its place.
 */
function axiosWithoutFetch() {
  const webpack = require('webpack');
  return new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'axios-no-fetch.mjs'));
}

/** How every front end finds its modules: TypeScript sources, the shared packages from source. */
const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // No 'require': one file per package whether imported or required (the federation runtime,
  // required and imported, would come twice), and the ES module builds of axios and rxjs.
  conditionNames: ['nougaterie-source', 'browser', 'import', 'module', 'es2015', 'default'],
  alias: WHOLE_LIBRARIES,
};

function moduleRules(production) {
  return [
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
    // A library's stylesheet as text, injected by the component that needs it (the relay map).
    { resourceQuery: /raw/, type: 'asset/source' },
  ];
}

/**
 * The libraries every page runs, as the shell provides them: one chunk instead of one per library.
 * Split apart, each was compressed alone and fetched on its own; they change together (a library
 * upgrade), rarely, and the shell's own code and contracts stay out, so a deploy of ours does not
 * make a returning visitor fetch them again.
 */
const PAGE_LIBRARIES = {
  // The libraries, and the facades through which three of them are shared (FACADES).
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless)|tslib|shallowequal)|tooling[\\/]shared)[\\/]/,
  chunks: 'async',
  name: 'libraries',
  enforce: true,
};

/**
 * @param {object} o
 * @param {string} o.dir       the package folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name      federation name (shell, catalog, checkout, account, visits)
 * @param {Record<string,string>} [o.exposes]  exposed modules of a remote
 * @param {boolean} [o.host]   true for the shell
 * @param {object} [o.extra]   extra webpack options merged at the top level
 * @param {string} [o.frame]   the shell: the frame's server entry, prerendered into index.html
 * @param {{ file: string, pages: string[] }} [o.early]  a remote's early script (its file in dist/) and the
 *   pages (ids of the route table) it serves, named in mf-manifest.json
 */
function createConfig({ dir, name, exposes, host = false, frame, early, extraPlugins = [], extraEntries = {} }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      // Lets a standalone build of the same package wait for this one (createStandaloneConfig's `after`).
      name,
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
      resolve: RESOLVE,
      module: { rules: moduleRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: { ...sharedSingletons(dir), ...sharedLibraries(dir) },
          shareStrategy: 'loaded-first',
          // One federation runtime for the page: the shell's, which remotes use instead of
          // bringing their own copy (about 18 KB gzip per remoteEntry.js). A remote thus needs a
          // shell built with this setting.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser-only runtime: drops the federation runtime's Node.js code paths. A remote
            // loads no other remote (only the shell does): its remoteEntry.js leaves out the
            // remote-loading code too.
            optimization: { target: 'web', ...(host ? {} : { disableRemote: true }) },
          },
          // The shell reads this from mf-manifest.json and refuses a remote of another major
          // version before running any of its code (shell/src/federation/contractsVersion.ts).
          manifest: { additionalData: ({ stats }) => stateContractsVersion(stats, early) },
          dts: false,
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
              new StartupPreloadPlugin(),
              ...(frame
                ? [
                    new FramePrerenderPlugin({
                      config: frameConfig({ dir, entry: frame, production }),
                      bundle: frameBundle(dir),
                      boot: (options) => frameBootConfig({ dir, ...options }),
                    }),
                  ]
                : []),
            ]
          : []),
        axiosWithoutFetch(),
        ...extraPlugins,
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(host ? { splitChunks: { cacheGroups: { pageLibraries: PAGE_LIBRARIES } } } : {}),
      },
    };
  };
}

/**
 * A script for pages outside the site (mfe-visits' embeddable widget): every library bundled in,
 * no federation runtime and no share scope, so it neither needs a host nor touches whatever the
 * embedding page runs. What it needs only later (the phone rule's library, a dynamic import)
 * comes in content-hashed chunks from beside it, `<name>/` (publicPath 'auto': the script's own
 * address), under a chunk-loading global of its own: a partner's page pays at first for what the
 * widget shows first. Written into the package's dist/ next to the remote, after it (the
 * remote's build cleans dist/ first).
 * @param {object} o
 * @param {string} o.dir     the package folder
 * @param {string} o.name    this build's name, e.g. 'widget'
 * @param {Record<string,string>} o.entry  output name → source, e.g. { 'visits-widget': './src/widget/index.ts' }
 * @param {string} [o.after] name of the build that must finish first
 */
function createStandaloneConfig({ dir, name, entry, after }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      dependencies: after ? [after] : [],
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: `${name}/[name].[contenthash:8].js`,
        publicPath: 'auto',
        uniqueName: `nougaterie-${name}`,
        clean: false,
      },
      resolve: RESOLVE,
      module: { rules: moduleRules(production) },
      plugins: [axiosWithoutFetch()],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** Kept out of dist/ (never deployed) and out of the build's inputs (build.mjs skips node_modules). */
const frameBundle = (dir) => path.join(dir, 'node_modules/.cache/shell-frame/frame.cjs');

/**
 * The shell's frame compiled for Node: the same sources, the server builds of the libraries, one
 * file exporting prerenderFrame(). FramePrerenderPlugin runs this build itself before the browser
 * build, so that options given to the browser build (deploy's --output-path) leave it alone.
 * @param {object} o
 * @param {string} o.dir    the shell's folder
 * @param {string} o.entry  the frame's server entry, e.g. './src/frame/server.tsx'
 * @param {boolean} o.production
 */
function frameConfig({ dir, entry, production }) {
  return {
    name: 'shell-frame',
    target: 'node',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { frame: entry },
    devtool: false,
    output: {
      path: path.dirname(frameBundle(dir)),
      filename: path.basename(frameBundle(dir)),
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: RESOLVE.extensions,
      extensionAlias: RESOLVE.extensionAlias,
      conditionNames: ['nougaterie-source', 'node', 'import', 'module', 'require', 'default'],
    },
    module: { rules: moduleRules(production) },
    // One file (its texts and lazy pages included): it is required once, at build time.
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    // Readable beats small.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * index.html's inline start-up script (shell/src/frame/boot/frameBoot.ts) compiled for the browser:
 * one minified function run at once, without webpack's module runtime (everything is concatenated
 * into it), in its own file that FramePrerenderPlugin writes inline. Always minified, development
 * included: it is in every page, and the CSP hashes it as shipped.
 * @param {object} o
 * @param {string} o.dir  the shell's folder
 * @param {boolean} [o.earlyStart]  false in the monolith (no remote to start early): that code is left out
 */
function frameBootConfig({ dir, earlyStart = true }) {
  const webpack = require('webpack');
  // Beside the frame's bundle, not in its folder, which its build empties.
  const file = path.join(path.dirname(frameBundle(dir)), '..', 'shell-frame-boot', `boot${earlyStart ? '' : '-monolith'}.js`);
  return {
    name: 'shell-frame-boot',
    target: ['web', 'es2020'],
    mode: 'production',
    context: dir,
    entry: { boot: './src/frame/boot/index.ts' },
    devtool: false,
    output: { path: path.dirname(file), filename: path.basename(file), iife: true, clean: false },
    resolve: RESOLVE,
    module: { rules: moduleRules(true) },
    plugins: [new webpack.DefinePlugin({ FRAME_EARLY_START: JSON.stringify(earlyStart) })],
    // The script is small; a size hint would only warn about the libraries' sources it was cut from.
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, createStandaloneConfig, frameConfig, frameBootConfig, sharedSingletons, FACADES };
