// The shell's index.html as built (tooling/frame-prerender.cjs): the frame of both languages,
// its styles, and the inline script that picks one before the first paint, allowed by the hash
// written beside it; the script run here on a stand-in of the page decides as the app does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { buildIfMissing } from './lib/nginx-site.mjs';
import { REMOTES_INLINE_ID, ROOT } from './lib/site.mjs';
import { dataSlot } from './lib/static-server.mjs';

const require = createRequire(import.meta.url);
const { FRAME_END, HASHES_FILE, RENDER_WHOLE_FRAME, injectFrame, inlineScripts, scriptHash } = require('../tooling/frame-prerender.cjs');

const dist = path.join(ROOT, 'shell/dist');
buildIfMissing(['shell']);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fr = JSON.parse(readFileSync(path.join(ROOT, 'shell/src/i18n/fr.json'), 'utf8'));
const en = JSON.parse(readFileSync(path.join(ROOT, 'shell/src/i18n/en.json'), 'utf8'));
const wordmark = (lang) => JSON.parse(readFileSync(path.join(ROOT, `shell/src/i18n/fallback/${lang}.json`), 'utf8')).app.wordmarkBottom;

/** One frame ("fr", "order-en"...): from its opening tag to the next frame or the end of #root. */
function frameOf(name) {
  const start = html.search(new RegExp(`<div data-frame="?${name}"?[ >]`));
  assert.ok(start > 0, `index.html holds the ${name} frame`);
  const next = html.indexOf('<div data-frame', start + 1);
  return html.slice(start, next > 0 ? next : html.indexOf('<noscript', start));
}

describe('index.html', () => {
  test('holds the header, the page placeholder and the consent banner in French and in English', () => {
    for (const [lang, texts] of [
      ['fr', fr],
      ['en', en],
    ]) {
      const frame = frameOf(lang);
      assert.match(frame, /<header[\s>]/, `${lang}: the header`);
      assert.ok(frame.includes(texts.search.placeholder.replace(/'/g, '&#x27;')) || frame.includes(texts.search.placeholder), `${lang}: the search box`);
      assert.ok(frame.includes(texts.consent.title), `${lang}: the consent banner`);
      assert.match(frame, /data-testid="?consent-banner/);
      assert.match(frame, /data-testid="?basket-button/);
      assert.match(frame, /data-testid="?remote-loading/);
      assert.match(frame, /href="?\/boutique"?[\s>]/, `${lang}: real links`);
    }
    assert.ok(!frameOf('fr').includes(en.consent.title) && !frameOf('en').includes(fr.consent.title));
  });

  test("holds the checkout steps' narrow frame in French and in English: the wordmark, one way back to the shop, the placeholder and the banner", () => {
    for (const [lang, texts] of [
      ['fr', fr],
      ['en', en],
    ]) {
      const frame = frameOf(`order-${lang}`);
      assert.match(frame, /<header[\s>]/, `${lang}: the header`);
      assert.ok(frame.includes(wordmark(lang)), `${lang}: the wordmark`);
      assert.ok(frame.includes(texts.footer.backToShop), `${lang}: the way back to the shop`);
      assert.ok(frame.includes(texts.consent.title), `${lang}: the consent banner`);
      assert.match(frame, /data-testid="?remote-loading/);
      assert.doesNotMatch(frame, /data-testid="?basket-button|name="?search/, `${lang}: nothing that leads away from the order`);
    }
  });

  test('inlines the styles of every class the frame uses', () => {
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join('\n');
    const classes = new Set([...frameOf('fr').matchAll(/class="([^"]+)"/g)].flatMap(([, list]) => list.split(/\s+/)));
    const styled = [...classes].filter((name) => !name.startsWith('sc-') && name !== 'visually-hidden');
    assert.ok(styled.length > 20, 'the frame is styled by its components');
    for (const name of styled) assert.ok(css.includes(`.${name}`), `a rule for .${name}`);
    assert.match(css, /body\{[^}]*margin:0/, 'the global styles');
  });

  test('holds its first paint until every frame is parsed: none is drawn cut short', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<link rel="?expect"? href="?#frame-end"? blocking="?render"?>/);
    // The element it waits for comes after the last frame, inside #root, alone of its id.
    const end = html.search(/<div id="?frame-end"?[\s>]/);
    assert.ok(end > html.lastIndexOf('<div data-frame'), 'after every frame');
    assert.ok(html.indexOf('<noscript', end) > end && !html.slice(end, html.indexOf('<noscript', end)).includes('data-frame'), 'the last in #root');
    assert.equal((html.match(/id="?frame-end"?[\s>]/g) ?? []).length, 1);
  });

  test('allows its one inline script by the hash written beside it', () => {
    const scripts = inlineScripts(html);
    assert.equal(scripts.length, 1);
    assert.equal(readFileSync(path.join(dist, HASHES_FILE), 'utf8').trim(), scriptHash(scripts[0]));
    assert.ok(html.indexOf('<script>') < html.indexOf('<div id'), 'it runs before the body is parsed');
  });

  test('keeps its inline script, in every page, small: compiled from shell/src/frame/boot, without zod, rxjs or React', () => {
    const [script] = inlineScripts(html);
    // 3.2 KB gzip when it was first compiled from its module (the hand-written one it replaced: 2.9 KB).
    assert.ok(gzipSync(script).length <= 3_500, `${gzipSync(script).length} bytes gzip`);
    assert.doesNotMatch(script, /\$ZodType|BehaviorSubject|react\.element/, 'no library came along with a rule');
  });

  test("holds remotes.json's empty data block, as the servers fill it, before the script that reads it", () => {
    const slot = dataSlot(REMOTES_INLINE_ID);
    assert.ok(html.includes(slot), `index.html holds ${slot}`);
    assert.ok(html.indexOf(slot) < html.indexOf('<script>'));
    const nginx = readFileSync(path.join(ROOT, 'docker/nginx/shell.conf'), 'utf8');
    assert.ok(nginx.includes(`sub_filter '${slot}'`), 'nginx fills the same block');
  });
});

/** Runs the page's inline script on a stand-in document; returns what it wrote on <html> and what it removed. */
function runScript({ search = '', pathname = '/', storage = {}, throwingStorage = false } = {}) {
  const attributes = {};
  const listeners = {};
  const frames = ['fr', 'en', 'order-fr', 'order-en'].map((name) => ({ name, removed: false, banner: { removed: false } }));
  const documentElement = { lang: '', setAttribute: (name, value) => (attributes[name] = value) };
  const document = {
    documentElement,
    readyState: 'loading',
    addEventListener: (type, listener) => (listeners[type] = listener),
    querySelectorAll: () =>
      frames.map((frame) => ({
        getAttribute: () => frame.name,
        remove: () => (frame.removed = true),
        querySelector: () => ({ remove: () => (frame.banner.removed = true) }),
      })),
  };
  const localStorage = {
    getItem(key) {
      if (throwingStorage) throw new Error('SecurityError');
      return storage[key] ?? null;
    },
  };
  const window = { location: { search, pathname }, localStorage, setTimeout: () => 0 };
  // A browser's globals are its window's properties: localStorage is both.
  vm.runInNewContext(inlineScripts(html)[0], { window, document, localStorage, URLSearchParams, JSON, Date });
  // The page parsed: readyState becomes "interactive" (DOMContentLoaded comes after the deferred scripts).
  document.readyState = 'interactive';
  listeners.readystatechange();
  return {
    lang: documentElement.lang,
    frame: attributes['data-frame'],
    decided: attributes['data-consent'] === 'decided',
    kept: frames.filter((f) => !f.removed).map((f) => f.name),
    bannerRemoved: frames.some((f) => !f.removed && f.banner.removed),
  };
}

const choice = (daysAgo, version = 1) =>
  JSON.stringify({ version, date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(), purposes: { audience: true, marketing: false } });

describe("index.html's inline script", () => {
  test('picks the language as the app does: ?lang=, then the saved choice, then French', () => {
    assert.deepEqual([runScript().lang, runScript().kept], ['fr', ['fr']]);
    assert.equal(runScript({ search: '?lang=en' }).lang, 'en');
    assert.deepEqual(runScript({ search: '?lang=en', storage: { lang: 'fr' } }).kept, ['en']);
    assert.equal(runScript({ storage: { lang: 'en' } }).lang, 'en');
    assert.equal(runScript({ search: '?lang=de', storage: { lang: 'en' } }).lang, 'en');
    assert.equal(runScript({ storage: { lang: 'de' } }).lang, 'fr');
    assert.equal(runScript({ throwingStorage: true }).lang, 'fr');
  });

  test('hides the consent banner from a visitor whose choice still holds', () => {
    assert.equal(runScript().decided, false);
    const decided = runScript({ storage: { 'nougaterie-consent': choice(3) } });
    assert.equal(decided.decided, true);
    assert.equal(decided.bannerRemoved, true);
    assert.equal(runScript({ storage: { 'nougaterie-consent': choice(200) } }).decided, false, 'older than six months');
    assert.equal(runScript({ storage: { 'nougaterie-consent': choice(3, 0) } }).decided, false, 'an older version');
    assert.equal(runScript({ storage: { 'nougaterie-consent': '{not json' } }).decided, false);
  });

  test("shows the checkout's frame on the order layout's pages, alone; none on the pages of a layout without one (maintenance, back office)", () => {
    for (const pathname of ['/boutique/panier', '/boutique/livraison/', '/Boutique/Paiement', '/boutique/recapitulatif/12']) {
      assert.deepEqual([pathname, runScript({ pathname }).kept], [pathname, ['order-fr']]);
      assert.deepEqual([pathname, runScript({ pathname, search: '?lang=en' }).kept], [pathname, ['order-en']]);
    }
    for (const pathname of ['/maintenance', '/gestion/commandes']) {
      const result = runScript({ pathname });
      assert.equal(result.frame, 'none', pathname);
      assert.deepEqual(result.kept, [], pathname);
    }
    for (const pathname of ['/', '/boutique/nougats', '/boutique/nougats/nougat-noir', '/mon-compte']) {
      assert.equal(runScript({ pathname }).frame, 'fr', pathname);
    }
  });
});

describe('injectFrame', () => {
  const page = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
  test('puts the script first in <head>, the styles and the hold on the first paint last, the frames in #root', () => {
    const out = injectFrame(page, { script: 'var a=1', styles: '<style>b{}</style>', root: '<div data-frame="fr">x</div>' });
    assert.equal(
      out,
      `<!doctype html><html><head><script>var a=1</script><title>t</title><style>b{}</style>${RENDER_WHOLE_FRAME}</head><body><div id="root"><div data-frame="fr">x</div>${FRAME_END}</div></body></html>`,
    );
  });
  test('puts the data blocks before the script', () => {
    const out = injectFrame(page, { data: '<script type=application/json id=x></script>', script: 'var a=1', styles: '', root: '' });
    assert.match(out, /<head><script type=application\/json id=x><\/script><script>var a=1<\/script><title>/);
    assert.deepEqual(inlineScripts(out), ['var a=1'], 'a data block is not a script the CSP must allow');
  });
  test('refuses a page without an empty #root', () => {
    assert.throws(() => injectFrame('<html><head></head><body></body></html>', { script: '', styles: '', root: '' }), /no <div id="root">/);
  });
});
