// Puts the shell's frames (the default layout's header and footer and the checkout steps' narrow
// frame, each with the page placeholder and the first-visit consent banner, in each language) into
// index.html at build time, so the first paint happens once the HTML is parsed instead of after
// the app's JavaScript has run. The frame is rendered by the shell's own components, compiled for
// Node (frameConfig in tooling/webpack.cjs) by this plugin before each run of the browser build.
//
// index.html thus gets an inline script, the start-up script (shell/src/frame/boot/frameBoot.ts:
// it picks the visitor's language, hides the consent banner of a visitor who already chose and
// starts the page's remote), compiled by this plugin too (frameBootConfig in tooling/webpack.cjs).
// Its hash, taken from index.html as shipped, is written to dist/csp-script-hashes.txt, which the
// nginx image adds to script-src (docker/nginx/site-entrypoint.sh).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FramePrerenderPlugin';
const ROOT_DIV = '<div id="root"></div>';
/**
 * Holds the first paint until every frame is parsed: a page drawn while its HTML was still arriving
 * showed a frame cut short (the wordmark's first line alone, a shop menu without its basket, the
 * banner's title without all its text), which the rest of it then moved (CLS 0.003-0.16). The link
 * names an empty element after the frames, the last child of #root (which the app's first render
 * empties): Chromium lets the page render as soon as an element of that id is in it, so naming
 * #root itself would hold nothing.
 */
const FRAME_END = '<div id="frame-end" hidden></div>';
const RENDER_WHOLE_FRAME = '<link rel="expect" href="#frame-end" blocking="render">';
/** The file beside index.html listing the CSP sources of its inline scripts. */
const HASHES_FILE = 'csp-script-hashes.txt';

/** The contents of a page's inline scripts (those without src; not data blocks, which never run). */
const inlineScripts = (html) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc\s*=/i.test(attrs) && !/\stype\s*=\s*["']?application\/json/i.test(attrs))
    .map(([, , body]) => body);

const scriptHash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * index.html with the frame: the script first in <head> (it must run before the body is parsed),
 * after the data blocks it reads; the styles before </head>, then the link holding the first paint
 * until the frames are whole; the frames in #root, followed by the element that link waits for.
 * @param {string} html
 * @param {{ styles: string, script: string, data?: string, root: string }} frame
 */
function injectFrame(html, frame) {
  if (!html.includes(ROOT_DIV)) throw new Error(`${NAME}: index.html has no ${ROOT_DIV}`);
  if (frame.script.includes('</script')) throw new Error(`${NAME}: the inline script may not hold </script`);
  return html
    .replace(/<head>/, () => `<head>${frame.data ?? ''}<script>${frame.script}</script>`)
    .replace('</head>', () => `${frame.styles}${RENDER_WHOLE_FRAME}</head>`)
    .replace(ROOT_DIV, () => `<div id="root">${frame.root}${FRAME_END}</div>`);
}

class FramePrerenderPlugin {
  /**
   * @param {object} options
   * @param {object} options.config  webpack configuration of the frame's Node build
   * @param {string} options.bundle  the file it writes, exporting prerenderFrame()
   * @param {(frame: { earlyStart?: boolean }) => object} options.boot  webpack configuration of the
   *   start-up script, for these options
   * @param {{ earlyStart?: boolean }} [options.frame]  prerenderFrame()'s and the start-up script's
   *   options (the monolith has no remote to start early)
   */
  constructor({ config, bundle, boot, frame = {} }) {
    this.config = config;
    this.bundle = bundle;
    this.boot = boot;
    this.frame = frame;
  }

  /** The same plugin with other prerenderFrame() options. */
  withFrameOptions(frame) {
    return new FramePrerenderPlugin({ config: this.config, bundle: this.bundle, boot: this.boot, frame: { ...this.frame, ...frame } });
  }

  /** The file the start-up script's build writes. */
  bootFile() {
    const { output } = this.boot(this.frame);
    return path.join(output.path, output.filename);
  }

  /** The frame's Node build and the start-up script's browser build, on their own compilers. */
  buildFrame(webpack) {
    return new Promise((resolve, reject) => {
      const child = webpack([this.config, this.boot(this.frame)]);
      child.run((error, stats) => {
        child.close(() => {
          if (error) reject(error);
          else if (stats.hasErrors()) reject(new Error(`${NAME}: the frame's build failed\n${stats.toString('errors-only')}`));
          else resolve();
        });
      });
    });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.beforeRun.tapPromise(NAME, () => this.buildFrame(compiler.webpack));
    compiler.hooks.watchRun.tapPromise(NAME, () => this.buildFrame(compiler.webpack));
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        // A fresh copy each build (a watching compiler rebuilds the bundle first).
        delete require.cache[require.resolve(this.bundle)];
        const frame = require(this.bundle).prerenderFrame(this.frame);
        data.html = injectFrame(data.html, { ...frame, script: readFileSync(this.bootFile(), 'utf8').trim() });
        return data;
      });
      // Hashed as shipped: after the minimizers have had index.html.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const page = compilation.getAsset('index.html');
        if (!page) return;
        const hashes = inlineScripts(page.source.source().toString()).map(scriptHash);
        compilation.emitAsset(HASHES_FILE, new sources.RawSource(`${hashes.join(' ')}\n`));
      });
    });
  }
}

module.exports = { FramePrerenderPlugin, injectFrame, inlineScripts, scriptHash, HASHES_FILE, RENDER_WHOLE_FRAME, FRAME_END };
