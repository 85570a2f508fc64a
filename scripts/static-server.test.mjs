// The cache, compression, CORS and fallback rules of the front ends' static servers.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { IMMUTABLE, REVALIDATE, startStaticServer } from './lib/static-server.mjs';

const big = `console.log(${JSON.stringify('nougat '.repeat(2000))});\n`;

/** fetch() adds Cache-Control: no-cache to conditional requests, which forbids a 304: use http. */
function revalidate(url, etag) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
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
    for (const url of ['/', '/boutique/panier', '/mon-compte/mes-commandes?x=1', '/page-inconnue']) {
      const res = await fetch(`${server.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.match(await res.text(), /<title>shell<\/title>/);
      assert.equal(res.headers.get('cache-control'), REVALIDATE);
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
