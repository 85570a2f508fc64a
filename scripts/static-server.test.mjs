// The cache, compression, CORS and fallback rules of the front ends' static servers.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REMOTES_INLINE_ID, ROOT } from './lib/site.mjs';
import { dataSlot, IMMUTABLE, REVALIDATE, startStaticServer } from './lib/static-server.mjs';

const big = `console.log(${JSON.stringify('nougat '.repeat(2000))});\n`;

/** fetch() adds Cache-Control: no-cache to conditional requests, which forbids a 304: use http. */
function revalidate(url, etag) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
}

function fixture(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

describe('a remote', () => {
  let dir;
  let server;
  before(async () => {
    dir = fixture({
      'remoteEntry.js': big,
      'mf-manifest.json': '{"id":"visits"}',
      '540.ddd72792.js': big,
      'logo.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    server = await startStaticServer({ name: 'visits', root: dir, port: 0, cors: true });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('hashed chunks and assets are cached forever', async () => {
    for (const file of ['540.ddd72792.js', 'logo.0a1b2c3d.svg']) {
      const res = await fetch(`${server.url}/${file}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), IMMUTABLE);
    }
  });

  test('remoteEntry.js and mf-manifest.json are revalidated, cheaply through ETag', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await fetch(`${server.url}/${file}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), REVALIDATE);
      const etag = res.headers.get('etag');
      assert.ok(etag);
      assert.equal(await revalidate(`${server.url}/${file}`, etag), 304);
    }
  });

  test('files can be read from another origin, and are never sniffed', async () => {
    const res = await fetch(`${server.url}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(res.headers.get('content-type'), /application\/json/);
  });

  test('compresses with brotli or gzip as the client asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(res.headers.get('content-encoding'), encoding);
      assert.equal(await res.text(), big);
    }
  });

  test('an unknown file or route is a 404', async () => {
    for (const url of ['/nope.js', '/boutique/panier']) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });
});

describe('the shell', () => {
  let dir;
  let server;
  const runtime = { apiUrl: 'http://localhost:4000', remotes: { visits: 'http://localhost:3004/mf-manifest.json' } };
  before(async () => {
    dir = fixture({ 'index.html': '<!doctype html><title>shell</title>', 'main.js': big });
    server = await startStaticServer({ name: 'shell', root: dir, port: 0, spa: true, json: { '/remotes.json': runtime } });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('every client-side route answers index.html with status 200, revalidated', async () => {
    for (const url of ['/', '/boutique/panier', '/mon-compte/mes-commandes?x=1', '/boutique/nougats', '/boutique/nougats/nougat-noir?lang=en']) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.match(await res.text(), /<title>shell<\/title>/);
      assert.equal(res.headers.get('cache-control'), REVALIDATE);
    }
  });

  test('a path no route matches, an unknown category or a malformed slug answers index.html with status 404 (SPEC §8)', async () => {
    for (const url of ['/page-inconnue', '/mon-compte/inconnu?x=1', '/boutique/gamme-inconnue', '/boutique/nougats/Nougat-Noir']) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 404, url);
      assert.match(res.headers.get('content-type'), /^text\/html/);
      assert.match(await res.text(), /<title>shell<\/title>/, `${url}: the page, which shows the error page`);
      assert.equal(res.headers.get('cache-control'), REVALIDATE);
      assert.equal(res.headers.get('etag'), null);
    }
  });

  test('main.js is revalidated and a missing file is a 404, not the page', async () => {
    assert.equal((await fetch(`${server.url}/main.js`)).headers.get('cache-control'), REVALIDATE);
    assert.equal((await fetch(`${server.url}/missing.4f3e2d1c.js`)).status, 404);
  });

  test('remotes.json comes from the server configuration, revalidated with ETag', async () => {
    const res = await fetch(`${server.url}/remotes.json`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), runtime);
    assert.equal(res.headers.get('cache-control'), REVALIDATE);
    assert.equal(await revalidate(`${server.url}/remotes.json`, res.headers.get('etag')), 304);
  });
});

describe("the shell, remotes.json written into its page (npm start's)", () => {
  let dir;
  let server;
  const slot = dataSlot(REMOTES_INLINE_ID);
  const runtime = { apiUrl: 'http://localhost:4000', remotes: { catalog: 'http://localhost:3001/mf-manifest.json?</script>' } };
  const page = (head) => `<!doctype html><html><head>${head}<script>var a=1</script></head><body>${'<p>nougat</p>'.repeat(200)}</body></html>`;
  before(async () => {
    dir = fixture({ 'index.html': page(slot), 'main.js': big });
    server = await startStaticServer({ name: 'shell', root: dir, port: 0, spa: true, inline: { [REMOTES_INLINE_ID]: runtime } });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const filledBlock = (html) => new RegExp(`<script type=application/json id=${REMOTES_INLINE_ID}>(.*?)</script>`).exec(html)?.[1];

  test('every route answers the page with the block filled, nothing in it able to close it', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/boutique/panier', 200],
      ['/page-inconnue?x=1', 404],
    ]) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, status, url);
      assert.match(res.headers.get('content-type'), /^text\/html/);
      assert.equal(res.headers.get('cache-control'), REVALIDATE);
      const html = await res.text();
      assert.deepEqual(JSON.parse(filledBlock(html)), runtime, url);
      assert.equal(html.match(/<\/script>/g).length, 2, `${url}: the value's </script> is escaped`);
      assert.equal(html.replace(/id=nougaterie-remotes>.*?<\/script>/, 'id=nougaterie-remotes></script>'), page(slot));
    }
  });

  test('the page is revalidated by an ETag of what is sent, and compressed', async () => {
    const res = await fetch(`${server.url}/boutique/panier`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(await revalidate(`${server.url}/boutique/panier`, res.headers.get('etag')), 304);
    assert.equal(await revalidate(`${server.url}/`, '"an-older-page"'), 200);
  });

  test('a deploy that replaces index.html is served at once; a page without the block is left as it is', async () => {
    writeFileSync(path.join(dir, 'index.html'), page('<meta name="x">'));
    const html = await (await fetch(`${server.url}/boutique`)).text();
    assert.equal(html, page('<meta name="x">'));
    writeFileSync(path.join(dir, 'index.html'), page(slot));
  });
});

test("the servers' data block is the one the shell's inline script reads", () => {
  const source = readFileSync(path.join(ROOT, 'shell/src/config/remotesJson.ts'), 'utf8');
  assert.match(source, new RegExp(`REMOTES_INLINE_ID = '${REMOTES_INLINE_ID}'`));
  assert.match(source, /REMOTES_INLINE_SLOT = `<script type=application\/json id=\$\{REMOTES_INLINE_ID\}><\/script>`/);
});
