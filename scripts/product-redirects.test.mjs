// A renamed product's old page answers a 301 from the shell's server (npm start's), read from the
// api's list of old slugs kept in memory: scripts/lib/product-redirects.mjs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { productRedirects, REDIRECT_CACHE_CONTROL } from './lib/product-redirects.mjs';
import { loadRouteTable } from './lib/routes.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const table = await loadRouteTable();

/** A stand-in for the api's GET /api/shop/product-redirects, counting its calls. */
async function fakeApi() {
  const state = { redirects: { 'nougat-ancien': 'nougat-nouveau' }, calls: 0, down: false };
  const server = http.createServer((req, res) => {
    state.calls += 1;
    if (state.down || req.url !== '/api/shop/product-redirects') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ redirects: state.redirects }));
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  return { state, url: `http://localhost:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** No redirect followed: the 301 itself. */
const visit = (url) => fetch(url, { redirect: 'manual' });

describe("the shell's server and a renamed product's old page", () => {
  let api;
  let dir;
  let server;
  let clock;
  let redirects;
  before(async () => {
    api = await fakeApi();
    dir = mkdtempSync(path.join(os.tmpdir(), 'product-redirects-test-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Nougaterie</title>');
    clock = 0;
    redirects = productRedirects({ apiUrl: api.url, table, refreshMs: 30_000, now: () => clock });
    await redirects.refresh();
    server = await startStaticServer({
      name: 'shell',
      root: dir,
      port: 0,
      spa: true,
      redirect: { locate: redirects.locate, cacheControl: REDIRECT_CACHE_CONTROL },
    });
  });
  after(async () => {
    await server.close();
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers 301 to the new slug under the same category, the query kept, for a while only', async () => {
    for (const [from, to] of [
      ['/boutique/nougats/nougat-ancien', '/boutique/nougats/nougat-nouveau'],
      ['/boutique/gourmandises/nougat-ancien/?lang=en&utm_source=x', '/boutique/gourmandises/nougat-nouveau?lang=en&utm_source=x'],
    ]) {
      const res = await visit(`${server.url}${from}`);
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.get('location'), to);
      assert.equal(res.headers.get('cache-control'), REDIRECT_CACHE_CONTROL);
    }
  });

  test('serves the page itself for any other product, any other route, and a non-GET', async () => {
    for (const url of ['/boutique/nougats/nougat-nouveau', '/boutique/nougats', '/boutique/recapitulatif/nougat-ancien']) {
      const res = await visit(`${server.url}${url}`);
      assert.equal(res.status, 200, url);
    }
    // A category slug equal to an old product slug is not a product page.
    assert.equal((await visit(`${server.url}/boutique/nougat-ancien`)).status, 404);
    assert.equal((await fetch(`${server.url}/boutique/nougats/nougat-ancien`, { method: 'POST', redirect: 'manual' })).status, 404);
  });

  test('asks the api again once the map is old, never holding a page for it, and keeps the last map while the api is down', async () => {
    const calls = api.state.calls;
    api.state.redirects = { 'nougat-nouveau': 'nougat-2026', 'nougat-ancien': 'nougat-2026' };
    // Still fresh: the page is answered from the map in memory, the api not asked.
    assert.equal((await visit(`${server.url}/boutique/nougats/nougat-ancien`)).headers.get('location'), '/boutique/nougats/nougat-nouveau');
    assert.equal(api.state.calls, calls);
    clock += 30_000;
    // This answer comes from the old map; the new one is fetched beside it.
    assert.equal((await visit(`${server.url}/boutique/nougats/nougat-ancien`)).headers.get('location'), '/boutique/nougats/nougat-nouveau');
    await redirects.refresh();
    assert.equal(api.state.calls, calls + 1);
    assert.equal((await visit(`${server.url}/boutique/nougats/nougat-nouveau`)).headers.get('location'), '/boutique/nougats/nougat-2026');

    api.state.down = true;
    clock += 30_000;
    await visit(`${server.url}/boutique/nougats/nougat-ancien`);
    await redirects.refresh();
    assert.equal((await visit(`${server.url}/boutique/nougats/nougat-ancien`)).headers.get('location'), '/boutique/nougats/nougat-2026');
    api.state.down = false;
  });
});

test('an api that cannot be reached gives no redirect and throws nothing', async () => {
  const redirects = productRedirects({ apiUrl: 'http://localhost:9', table });
  await redirects.refresh();
  assert.equal(redirects.locate('/boutique/nougats/nougat-ancien'), null);
});
