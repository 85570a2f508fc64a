// Puts the shell's frame (header, page placeholder, first-visit consent banner, in each language)
// into index.html at build time, so the first paint happens as the HTML is parsed instead of after
// the app's JavaScript has run. The frame is rendered by the shell's own components, compiled for
// Node (frameConfig in tooling/webpack.cjs) by this plugin before each run of the browser build.
//
// index.html thus gets an inline script (it picks the visitor's language and hides the consent
// banner of a visitor who already chose): its hash is written to dist/csp-script-hashes.txt, which
// the nginx image adds to script-src (docker/nginx/site-entrypoint.sh).
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FramePrerenderPlugin';
const ROOT_DIV = '<div id="root"></div>';
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
 * after the data blocks it reads; the styles before </head>, the frames in #root.
 * @param {string} html
 * @param {{ styles: string, script: string, data?: string, root: string }} frame
 */
function injectFrame(html, frame) {
  if (!html.includes(ROOT_DIV)) throw new Error(`${NAME}: index.html has no ${ROOT_DIV}`);
  if (frame.script.includes('</script')) throw new Error(`${NAME}: the inline script may not hold </script`);
  return html
    .replace(/<head>/, () => `<head>${frame.data ?? ''}<script>${frame.script}</script>`)
    .replace('</head>', () => `${frame.styles}</head>`)
    .replace(ROOT_DIV, () => `<div id="root">${frame.root}</div>`);
}

class FramePrerenderPlugin {
  /**
   * @param {object} options
   * @param {object} options.config  webpack configuration of the frame's Node build
   * @param {string} options.bundle  the file it writes, exporting prerenderFrame()
   * @param {{ earlyStart?: boolean }} [options.frame]  prerenderFrame()'s options (the monolith
   *   has no remote to start early)
   */
  constructor({ config, bundle, frame = {} }) {
    this.config = config;
    this.bundle = bundle;
    this.frame = frame;
  }

  /** The same plugin with other prerenderFrame() options. */
  withFrameOptions(frame) {
    return new FramePrerenderPlugin({ config: this.config, bundle: this.bundle, frame: { ...this.frame, ...frame } });
  }

  /** The frame's Node build, on its own compiler. */
  buildFrame(webpack) {
    return new Promise((resolve, reject) => {
      const child = webpack(this.config);
      child.run((error, stats) => {
        child.close(() => {
          if (error) reject(error);
          else if (stats.hasErrors()) reject(new Error(`${NAME}: the frame's Node build failed\n${stats.toString('errors-only')}`));
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
        data.html = injectFrame(data.html, require(this.bundle).prerenderFrame(this.frame));
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

module.exports = { FramePrerenderPlugin, injectFrame, inlineScripts, scriptHash, HASHES_FILE };
