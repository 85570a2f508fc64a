// The shell image's nginx site tells a page of the shop from a missing one as npm start's server
// does (scripts/lib/routes.mjs, from the contracts' route table): Debian's nginx runs the site
// site-entrypoint.sh renders, on a stand-in of the built shell (no build needed).
import assert from 'node:assert/strict';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePorts, get, NGINX, startSite, tempDir } from './lib/nginx-site.mjs';
import { isKnownPage, loadRouteTable } from './lib/routes.mjs';
import { REMOTES_INLINE_ID } from './lib/site.mjs';
import { dataSlot } from './lib/static-server.mjs';

const PAGE = `<!doctype html><html><head>${dataSlot(REMOTES_INLINE_ID)}<title>shell</title></head><body></body></html>`;

const PAGES = [
  '/',
  '/boutique',
  '/boutique/',
  '/boutique/panier',
  '/BOUTIQUE/thes-tisanes-bio/',
  '/boutique/nougats/nougat-noir-croquant',
  '/boutique/une-gamme/nougat-noir',
  '/boutique/recapitulatif/42',
  '/sign/reset-password/AbC123',
  '/visites/le-parcours-gourmand',
  '/mon-compte/mes-commandes?x=1',
  '/boutique/n%6Fugats',
  '/gestion',
  '/gestion/commandes/NSD-2026-000042',
];
const MISSING = [
  '/page-inconnue',
  '/mon-compte/inconnu?x=1',
  '/la-nougaterie/plus',
  '/boutique/gamme-inconnue',
  '/boutique/Nougats',
  '/boutique/nougats/Nougat-Noir',
  '/boutique/nougats/nougat--noir',
  `/boutique/nougats/${'a'.repeat(121)}`,
  '/boutique/nougats/nougat-noir/plus',
  '/gestionnaire',
];

describe(
  'nginx answering a missing page',
  { skip: !existsSync(NGINX) && `no nginx at ${NGINX} (Debian: apt-get install nginx-light; .ci/run installs it)` },
  () => {
    let root;
    let site;
    before(async () => {
      root = tempDir('nginx-pages-');
      writeFileSync(path.join(root, 'index.html'), PAGE);
      writeFileSync(path.join(root, 'main.js'), 'console.log(1);\n');
      const [port] = await freePorts(1);
      site = await startSite({ kind: 'shell', root, port, env: { API_URL: 'https://api.nougaterie.example' } });
    });
    after(async () => {
      await site?.stop();
      if (site) rmSync(path.dirname(site.out), { recursive: true, force: true });
      if (root) rmSync(root, { recursive: true, force: true });
    });

    test('a page of the route table answers the page with status 200', async () => {
      for (const url of PAGES) {
        const res = await get(`${site.url}${url}`);
        assert.equal(res.status, 200, url);
        assert.match(res.body.toString(), /<title>shell<\/title>/, url);
        assert.equal(res.headers['cache-control'], 'no-cache', url);
      }
    });

    test('a path no route matches, an unknown category or a malformed slug: the same page, filled, with status 404 and the policy', async () => {
      for (const url of MISSING) {
        const res = await get(`${site.url}${url}`);
        assert.equal(res.status, 404, url);
        assert.match(res.headers['content-type'], /^text\/html/, url);
        const html = res.body.toString();
        assert.match(html, /<title>shell<\/title>/, url);
        assert.ok(html.includes(`id=${REMOTES_INLINE_ID}>{`), `${url}: remotes.json's content in the page`);
        assert.ok(res.headers['content-security-policy'], `${url}: the page's policy`);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        // Nothing a cache could keep: no validator, no lifetime.
        assert.equal(res.headers.etag, undefined, url);
        assert.equal(res.headers['last-modified'], undefined, url);
        assert.equal(res.headers['cache-control'], undefined, url);
      }
    });

    test("decides as npm start's server does", async () => {
      const table = await loadRouteTable();
      for (const url of [...PAGES, ...MISSING]) {
        const res = await get(`${site.url}${url}`);
        assert.equal(res.status === 200, isKnownPage(table, url.split('?')[0]), url);
      }
    });

    test('files stay files: a missing one is a plain 404, not the page', async () => {
      assert.equal((await get(`${site.url}/main.js`)).status, 200);
      for (const url of ['/missing.4f3e2d1c.js', '/boutique/photo.png', '/.build-stamp']) {
        const res = await get(`${site.url}${url}`);
        assert.equal(res.status, 404, url);
        assert.doesNotMatch(res.body.toString(), /<title>shell<\/title>/, url);
      }
    });
  },
);
