// robots.txt (scripts/lib/robots.mjs): what it disallows comes from the route table's `public` flag
// (shared-contracts/src/routes.ts), so a new private route cannot be left out of it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { privatePrefixes, robotsTxt } from './lib/robots.mjs';
import { loadRouteTable } from './lib/routes.mjs';

const { ROUTES } = await tsImport('../shared-contracts/src/routes.ts', import.meta.url);

/** A path the route opens: each parameter or splat given a value. */
const sample = (path) =>
  path
    .replace(/\/:[^/]+\?$/, '')
    .replace(/:[^/]+/g, 'x')
    .replace(/\*$/, 'x');
const disallows = (robots, path) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));

test('every private route of the route table is disallowed, with and without its parameters', () => {
  const robots = robotsTxt('https://www.nougaterie.example', ROUTES);
  for (const route of ROUTES.filter((r) => !r.public)) {
    assert.ok(disallows(robots, sample(route.path)), `${route.path} is private: robots.txt must disallow it`);
    assert.ok(disallows(robots, route.path.replace(/\/[:*].*$/, '')), `${route.path}`);
  }
});

test('no public route is disallowed', () => {
  const robots = robotsTxt('https://www.nougaterie.example', ROUTES);
  for (const route of ROUTES.filter((r) => r.public)) {
    assert.equal(disallows(robots, sample(route.path)), false, `${route.path} is public`);
  }
});

test('a private route added to the table is disallowed; a shorter prefix covers those below it', () => {
  const routes = [
    { path: '/', public: true },
    { path: '/boutique/:slug', public: true },
    { path: '/compte', public: false },
    { path: '/compte/commandes/:id', public: false },
    { path: '/cadeaux/:code?', public: false },
    { path: '/gestion/*', public: false },
  ];
  assert.deepEqual(privatePrefixes(routes), ['/compte', '/cadeaux', '/gestion']);
});

test("the Sitemap line names the public address; the servers read the same table (contracts' build or sources)", async () => {
  const robots = robotsTxt('https://www.nougaterie.example', await loadRouteTable());
  assert.equal(robots, robotsTxt('https://www.nougaterie.example', ROUTES));
  assert.match(robots, /^User-agent: \*\nAllow: \/\n(Disallow: \/\S+\n)+\nSitemap: https:\/\/www\.nougaterie\.example\/sitemap\.xml\n$/);
});
