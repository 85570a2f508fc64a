// Lets the browser fetch the shell's start-up scripts while main.js itself downloads. Without it,
// main.js (the federation runtime) must run before it asks for the chunks bootstrap needs and the
// shared libraries (react-dom, the router...): one more round trip on every first visit.
//
// Adds to index.html a <link rel="preload" as="script"> for each chunk of the entry's dynamic
// import of './bootstrap' and for the chunks holding the shell's own copy of each shared library
// that code uses at start (what the federation runtime would load once main.js runs: the shell
// loads first, so its copies are the ones chosen).
//
// At low priority, as main.js itself (a deferred script) is: all of them are needed together, and
// over HTTP/1.1 (six connections per origin) the inline script's remotes.json and the page's
// remote manifest, which start a longer chain, then go first instead of queueing behind them
// (a product page's photo 1 s sooner under Lighthouse's slow 4G).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** Chunks of a module's async blocks (where a provided shared library's code sits). */
function blockChunks(chunkGraph, module) {
  return (module.blocks || []).flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/**
 * Files to preload: the chunks of the chunk group(s) created by `request` from the entry, and,
 * for every shared library consumed in them (and in turn by those libraries), the chunks of the
 * shell's provided copy, which the runtime picks (the consumer's fallback is another chunk with
 * the same code, used only when nothing is provided).
 */
function startupFiles(compilation, request) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const groups = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === request && origin.module?.resource?.includes('/src/index.')),
  );
  const chunks = new Set();
  const queue = groups.flatMap((group) => group.chunks);
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule' || module.options.eager) continue;
      const provider = provided.get(module.options.shareKey);
      queue.push(...(provider ? blockChunks(chunkGraph, provider) : blockChunks(chunkGraph, module)));
    }
  }
  const files = [];
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  return [...new Set(files)].sort();
}

class StartupPreloadPlugin {
  /** @param {{ request?: string }} [options] the entry's dynamic import to follow */
  constructor({ request = './bootstrap' } = {}) {
    this.request = request;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const files = startupFiles(compilation, this.request);
        if (files.length === 0) throw new Error(`${NAME}: found no chunk for import('${this.request}') in src/index`);
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
