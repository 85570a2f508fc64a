// Which paths the servers of the shell answer as pages (200) or as missing pages (404, SPEC §8):
// scripts/lib/routes.mjs, read from the contracts' route table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { isKnownPage, loadRouteTable, nginxPageMap, SLUG_MAX, SLUG_PATTERN } from './lib/routes.mjs';

const contracts = await tsImport('../shared-contracts/src/index.ts', import.meta.url);
const table = await loadRouteTable();

const PAGES = [
  '/',
  '/boutique',
  '/boutique/',
  '/boutique/nougats',
  '/BOUTIQUE/thes-tisanes-bio/',
  '/boutique/panier',
  '/boutique/recapitulatif/42',
  '/boutique/nougats/nougat-noir-croquant',
  // A product is reachable under any range; only the api knows its ranges.
  '/boutique/gourmandises/nougat-noir-croquant',
  '/boutique/une-gamme/nougat-noir-croquant',
  '/mon-compte/mes-commandes',
  '/sign/reset-password/AbC123',
  '/visites/le-parcours-gourmand',
  '/la-nougaterie',
  // The back office routes the rest of the path itself (the route table's /gestion/*).
  '/gestion',
  '/gestion/',
  '/gestion/commandes/NSD-2026-000042',
  '/Gestion/inscription/AbC123/',
];
const MISSING = [
  '/page-inconnue',
  '/cette-page-n-existe-pas',
  '/mon-compte/inconnu',
  '/la-nougaterie/plus',
  '/boutique/gamme-inconnue',
  '/boutique/Nougats',
  '/boutique/nougats/Nougat-Noir',
  '/boutique/nougats/nougat--noir',
  `/boutique/nougats/${'a'.repeat(SLUG_MAX + 1)}`,
  '/boutique/nougats/nougat-noir/plus',
  '/gestionnaire',
];

test('a path is a page when a route of the contracts matches it, with a known category and well-formed slugs', () => {
  for (const path of PAGES) assert.equal(isKnownPage(table, path), true, path);
  for (const path of MISSING) assert.equal(isKnownPage(table, path), false, path);
  // Encoded as a browser may send it.
  assert.equal(isKnownPage(table, '/boutique/n%6Fugats'), true);
  assert.equal(isKnownPage(table, '/boutique/nougats/%E9'), false);
});

test("the route is the one the app opens (contracts' routeOf), and every category of the contracts is a page", () => {
  for (const path of [...PAGES, ...MISSING]) {
    const found = contracts.routeOf(path);
    // Only the catalogue's category and product pages have parameters known ahead.
    if (!found) assert.equal(isKnownPage(table, path), false, path);
    else if (!['category', 'product'].includes(found.route.page)) assert.equal(isKnownPage(table, path), true, path);
  }
  assert.equal(contracts.routeOf('/page-inconnue'), undefined);
  for (const slug of contracts.CATEGORY_SLUGS) assert.equal(isKnownPage(table, `/boutique/${slug}`), true, slug);
});

test("a product's slug is checked as the api checks it (contracts' slugSchema)", () => {
  for (const slug of [
    'nougat-noir',
    'a',
    'a1-b2',
    'a'.repeat(SLUG_MAX),
    'a'.repeat(SLUG_MAX + 1),
    'Nougat',
    'nougat-',
    '-nougat',
    'a--b',
    'nougat_noir',
    'é',
  ]) {
    const shaped = slug.length <= SLUG_MAX && new RegExp(`^${SLUG_PATTERN}$`).test(slug);
    assert.equal(shaped, contracts.slugSchema.safeParse(slug).success, slug);
  }
});

test("nginx's map has a line per route, unknown paths at 0", () => {
  const map = nginxPageMap(table);
  assert.match(map, /map \$uri \$site_page \{\n {4}default 0;/);
  assert.equal(map.match(/ 1;$/gm).length, contracts.ROUTES.length);
  assert.ok(map.includes(contracts.CATEGORY_SLUGS.join('|')));
});
