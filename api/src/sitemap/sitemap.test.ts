import { inSitemap, ROUTES } from '@nougaterie/contracts';
import { openTestApp, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';

describe.each(drivers)('GET /api/sitemap.xml on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  it('lists every public page, category and product on the shop address, with their languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of ROUTES.filter(inSitemap)) expect(locs).toContain(`${SITE_URL}${route.path}`);
    expect(locs).not.toContain(`${SITE_URL}/mon-compte`);
    expect(locs).not.toContain(`${SITE_URL}/boutique/panier`);
    expect(locs).toContain(`${SITE_URL}/boutique/nougats`);
    expect(locs.some((loc) => /\/boutique\/[\w-]+\/nougat-noir-croquant$/.test(loc))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/la-nougaterie?lang=en"/>`);
  });
});
