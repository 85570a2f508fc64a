// The front-end images' nginx configuration for real: Debian's nginx runs the sites that
// docker/nginx/site-entrypoint.sh renders from the image's templates, serving the built shell and
// remotes, and plain HTTP requests check what a browser and a CDN would see.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildIfMissing, freePorts, get, NGINX, startSite, tempDir } from './lib/nginx-site.mjs';
import { robotsTxt } from './lib/robots.mjs';
import { loadRouteTable } from './lib/routes.mjs';
import { REMOTES, REMOTES_INLINE_ID, ROOT, siteConfig } from './lib/site.mjs';
import { dataSlot, IMMUTABLE, REVALIDATE } from './lib/static-server.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const dist = (pkg) => path.join(ROOT, pkg, 'dist');
const distFiles = (pkg) => readdirSync(dist(pkg));
const WIDGET = `customElements.define('nougat-visites', class extends HTMLElement {});\n`;
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.nougaterie.example/</loc></url></urlset>\n';

describe(
  'nginx serving the built front ends',
  { skip: !existsSync(NGINX) && `no nginx at ${NGINX} (Debian: apt-get install nginx-light; .ci/run installs it)` },
  () => {
    const sites = {};
    let api;
    let env;
    let widgetRoot;

    before(async () => {
      buildIfMissing(['shell', ...Object.values(REMOTES)]);
      const [shellPort, apiPort, widgetPort, ...remotePorts] = await freePorts(3 + Object.keys(REMOTES).length);
      // The api's sitemap, with headers of its own that the shell must not pass on.
      api = http.createServer((req, res) => {
        if (req.url !== '/api/sitemap.xml') return res.writeHead(404).end();
        res.writeHead(200, {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'content-security-policy': "default-src 'none'",
          'x-frame-options': 'DENY',
        });
        res.end(SITEMAP);
      });
      await new Promise((resolve) => api.listen(apiPort, '127.0.0.1', resolve));

      const remoteNames = Object.keys(REMOTES);
      for (const [i, name] of remoteNames.entries()) {
        sites[name] = await startSite({ kind: 'remote', root: dist(REMOTES[name]), port: remotePorts[i] });
      }
      env = {
        SHELL_URL: 'https://www.nougaterie.example',
        API_URL: 'https://api.nougaterie.example',
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
        ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, sites[name].url])),
      };
      sites.shell = await startSite({ kind: 'shell', root: dist('shell'), port: shellPort, env });
      // A remote that ships the booking widget, whether or not mfe-visits' build has it today.
      widgetRoot = tempDir('nginx-widget-');
      writeFileSync(path.join(widgetRoot, 'visits-widget.js'), WIDGET);
      writeFileSync(path.join(widgetRoot, '915.0a1b2c3d.js'), WIDGET);
      sites.widget = await startSite({ kind: 'remote', root: widgetRoot, port: widgetPort, env });
    });

    after(async () => {
      await Promise.all(Object.values(sites).map((site) => site.stop()));
      for (const site of Object.values(sites)) rmSync(path.dirname(site.out), { recursive: true, force: true });
      await new Promise((resolve) => (api ? api.close(resolve) : resolve()));
      if (widgetRoot) rmSync(widgetRoot, { recursive: true, force: true });
    });

    const sitesAndFolders = () => [['shell', 'shell'], ...Object.entries(REMOTES)];

    test('content-hashed chunks are cached for a year, on the shell and every remote', async () => {
      for (const [name, pkg] of sitesAndFolders()) {
        const chunk = distFiles(pkg).find((f) => HASHED.test(f) && f.endsWith('.js'));
        assert.ok(chunk, `${pkg} has a hashed chunk`);
        const res = await get(`${sites[name].url}/${chunk}`);
        assert.equal(res.status, 200, `${name}/${chunk}`);
        assert.equal(res.headers['cache-control'], IMMUTABLE, `${name}/${chunk}`);
        assert.match(res.headers['content-type'], /^application\/javascript/);
      }
    });

    test('what a deploy replaces in place is revalidated, cheaply through ETag', async () => {
      // Not the page, which nginx rewrites (below).
      const revalidated = [
        ['shell', '/main.js'],
        ['shell', '/remotes.json'],
        ['shell', '/robots.txt'],
        ...Object.keys(REMOTES).flatMap((name) => [
          [name, '/remoteEntry.js'],
          [name, '/mf-manifest.json'],
        ]),
        // Every other unhashed script (the visits widget's visits-widget.js among them).
        ...sitesAndFolders().flatMap(([name, pkg]) =>
          distFiles(pkg)
            .filter((f) => f.endsWith('.js') && !HASHED.test(f))
            .map((f) => [name, `/${f}`]),
        ),
      ];
      for (const [name, file] of revalidated) {
        const res = await get(`${sites[name].url}${file}`);
        assert.equal(res.status, 200, `${name}${file}`);
        assert.equal(res.headers['cache-control'], REVALIDATE, `${name}${file}`);
        assert.ok(res.headers.etag, `${name}${file} has an ETag`);
        const again = await get(`${sites[name].url}${file}`, { 'if-none-match': res.headers.etag });
        assert.equal(again.status, 304, `${name}${file} answers 304 to its ETag`);
      }
    });

    test('the page carries the security headers, its policy allowing the remotes and the api', async () => {
      const res = await get(`${sites.shell.url}/`);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      const csp = res.headers['content-security-policy'];
      const directive = (name) =>
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .find(([n]) => n === name)
          ?.slice(1) ?? [];
      for (const name of Object.keys(REMOTES)) {
        assert.ok(directive('script-src').includes(sites[name].url), `script-src allows ${name}`);
        assert.ok(directive('connect-src').includes(sites[name].url), `connect-src allows ${name}`);
      }
      assert.ok(directive('connect-src').includes(env.API_URL));
      assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
      // A remote's files are read by other origins: no page policy there, but never sniffed.
      const remote = await get(`${sites.visits.url}/remoteEntry.js`);
      assert.equal(remote.headers['x-content-type-options'], 'nosniff');
    });

    /** The page as served, its remotes.json block put back empty, and what the block held. */
    const servedPage = (body) => {
      const html = body.toString();
      const slot = dataSlot(REMOTES_INLINE_ID);
      const filled = new RegExp(`${slot.replace('></script>', '>')}(.*?)</script>`).exec(html);
      assert.ok(filled, `the page holds ${slot} filled`);
      return { page: html.replace(filled[0], slot), inline: JSON.parse(filled[1]) };
    };

    test('client-side routes answer the page itself, with remotes.json in it and no validator', async () => {
      const page = readFileSync(path.join(dist('shell'), 'index.html'), 'utf8');
      for (const route of ['/', '/index.html', '/boutique/nougats', '/mon-compte/mon-espace', '/legal/mentions-legales', '/visites/']) {
        const res = await get(`${sites.shell.url}${route}`);
        assert.equal(res.status, 200, route);
        assert.match(res.headers['content-type'], /^text\/html/, route);
        assert.equal(res.headers['cache-control'], REVALIDATE, route);
        const served = servedPage(res.body);
        assert.equal(served.page, page, `${route} is index.html`);
        assert.deepEqual(served.inline, siteConfig(env).runtime, `${route}: remotes.json's content`);
        // A restart with other addresses must never answer 304 to the page holding the old ones.
        assert.equal(res.headers.etag, undefined, route);
        assert.equal(res.headers['last-modified'], undefined, route);
      }
    });

    test('a missing file is a 404, never the page, and is not cached for a year', async () => {
      const misses = [
        ['shell', '/540.0badc0de.js'],
        ['shell', '/assets/logo.0badc0de.svg'],
        ['shell', '/favicon.ico'],
        ['shell', '/.build-stamp'],
        ['catalog', '/540.0badc0de.js'],
        ['visits', '/'],
        ['visits', '/nougatourisme'],
      ];
      for (const [name, file] of misses) {
        const res = await get(`${sites[name].url}${file}`);
        assert.equal(res.status, 404, `${name}${file}`);
        assert.ok(!res.body.includes('<div id=root>'), `${name}${file} is not the page`);
        assert.notEqual(res.headers['cache-control'], IMMUTABLE, `${name}${file}`);
      }
    });

    test('remotes may be read from any origin (the shell, partner sites); the shell may not', async () => {
      const origin = { origin: 'https://partenaire.example' };
      for (const name of Object.keys(REMOTES)) {
        const chunk = distFiles(REMOTES[name]).find((f) => HASHED.test(f));
        for (const file of ['/mf-manifest.json', '/remoteEntry.js', `/${chunk}`]) {
          const res = await get(`${sites[name].url}${file}`, origin);
          assert.equal(res.headers['access-control-allow-origin'], '*', `${name}${file}`);
          assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', `${name}${file}`);
        }
      }
      assert.equal((await get(`${sites.shell.url}/main.js`, origin)).headers['access-control-allow-origin'], undefined);
    });

    test('scripts and JSON are compressed for browsers that accept gzip', async () => {
      for (const [name, file] of [
        ['shell', '/main.js'],
        ['catalog', '/remoteEntry.js'],
        ['catalog', '/mf-manifest.json'],
      ]) {
        const res = await get(`${sites[name].url}${file}`, { 'accept-encoding': 'gzip' });
        assert.equal(res.headers['content-encoding'], 'gzip', `${name}${file}`);
        assert.match(res.headers.vary ?? '', /Accept-Encoding/i);
        const plain = await get(`${sites[name].url}${file}`);
        assert.equal(plain.headers['content-encoding'], undefined);
        assert.ok(res.body.length < plain.body.length / 2, `${name}${file} shrinks`);
      }
    });

    test('remotes.json is written from environment: every remote where it runs, the api', async () => {
      const res = await get(`${sites.shell.url}/remotes.json`);
      assert.match(res.headers['content-type'], /^application\/json/);
      const runtime = JSON.parse(res.body.toString());
      assert.deepEqual(runtime, siteConfig(env).runtime);
      for (const name of Object.keys(REMOTES)) {
        const manifest = await get(runtime.remotes[name]);
        assert.equal(manifest.status, 200, `${name}'s manifest answers where remotes.json says`);
      }
    });

    test("robots.txt names the public sitemap, which is the api's", async () => {
      const robots = await get(`${sites.shell.url}/robots.txt`);
      assert.match(robots.headers['content-type'], /^text\/plain/);
      assert.equal(robots.body.toString(), robotsTxt(env.SHELL_URL, await loadRouteTable()));

      const sitemap = await get(`${sites.shell.url}/sitemap.xml`);
      assert.equal(sitemap.status, 200);
      assert.equal(sitemap.body.toString(), SITEMAP);
      assert.match(sitemap.headers['content-type'], /^application\/xml/);
      // The shop's headers, not the api's.
      assert.equal(sitemap.headers['cache-control'], REVALIDATE);
      assert.equal(sitemap.headers['x-frame-options'], undefined);
      assert.doesNotMatch(sitemap.headers['content-security-policy'], /default-src 'none'/);
    });

    test("the booking widget, its chunks and its settings load on partners' pages", async () => {
      const partner = { origin: 'https://office-de-tourisme.example' };
      const settings = await get(`${sites.widget.url}/visits-widget.json`, partner);
      assert.equal(settings.status, 200);
      assert.deepEqual(JSON.parse(settings.body.toString()), { apiUrl: env.API_URL, siteUrl: env.SHELL_URL });
      for (const [file, cacheControl] of [
        ['/visits-widget.json', REVALIDATE],
        ['/visits-widget.js', REVALIDATE],
        ['/915.0a1b2c3d.js', IMMUTABLE],
      ]) {
        const res = await get(`${sites.widget.url}${file}`, partner);
        assert.equal(res.status, 200, file);
        assert.equal(res.headers['cache-control'], cacheControl, file);
        assert.equal(res.headers['access-control-allow-origin'], '*', file);
      }
      assert.equal((await get(`${sites.catalog.url}/visits-widget.json`)).status, 404, 'only where the widget is');
    });

    test('the health check answers on every site', async () => {
      for (const site of Object.values(sites)) assert.equal((await get(`${site.url}/healthz`)).status, 200);
    });
  },
);
