import { expect, test } from '@playwright/test';
import { PAGES } from '../../scripts/bench/pages.mjs';
import { apiUrl, SITE_PORTS, siteUrl, type RemoteName } from '../support/ports';
import { expectRemoteContent, refuseCookies } from '../support/site';

// The back office is registered with the shell like any remote (remotes.json), yet a shopper's
// page must not fetch a byte of it, nor open a connection to its origin: its code, texts and
// customers' screens are the staff's only.
const backofficeOrigin = `http://localhost:${SITE_PORTS.backoffice}`;
const SHOP_PAGES = PAGES.filter((page) => ['home', 'category', 'product', 'basket'].includes(page.name));

test("a shopper's pages fetch nothing from the back office's origin", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const touched: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin === backofficeOrigin) touched.push(`${request.url()} from ${request.frame().url()}`);
  });
  const page = await context.newPage();
  for (const shopPage of SHOP_PAGES) {
    const cookies = shopPage.cookies ? await shopPage.cookies({ apiUrl }) : {};
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl })));
    await page.goto(shopPage.path);
    await expectRemoteContent(page, shopPage.remote as RemoteName);
    if (shopPage.name === 'home') await refuseCookies(page);
    // Pointing at the page's links prefetches the remotes they lead to (useLinkPrefetch).
    for (const link of await page.locator('header a[href^="/"]').filter({ visible: true }).all()) await link.hover();
    await page.waitForLoadState('networkidle');
    const connections = await page.locator(`head link[href^="${backofficeOrigin}"]`).count();
    expect(connections, `${shopPage.path} preconnects or preloads the back office`).toBe(0);
  }
  expect(touched).toEqual([]);

  // The same watch does see the back office where it belongs.
  await page.goto('/gestion');
  await expect.poll(() => touched.some((url) => url.startsWith(`${backofficeOrigin}/mf-manifest.json`))).toBe(true);
  await context.close();
});
