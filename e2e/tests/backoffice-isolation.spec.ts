import { expect, test, type BrowserContext } from '@playwright/test';
import { PAGES } from '../../scripts/bench/pages.mjs';
import { apiUrl, SITE_PORTS, siteUrl, type RemoteName } from '../support/ports';
import { expectRemoteContent, refuseCookies } from '../support/site';

// The back office is registered with the shell like any remote (remotes.json), yet a shopper's
// page must not fetch a byte of it, nor open a connection to its origin: its code, texts and
// customers' screens are the staff's only. Every page the bench measures (scripts/bench/pages.mjs),
// one test each.
const backofficeOrigin = `http://localhost:${SITE_PORTS.backoffice}`;

/** What the context asked of the back office's origin, as it happens. */
function watchBackoffice(context: BrowserContext) {
  const touched: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin === backofficeOrigin) touched.push(`${request.url()} from ${request.frame().url()}`);
  });
  return touched;
}

for (const shopPage of PAGES) {
  test(`${shopPage.name} (${shopPage.path}) fetches nothing from the back office's origin`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const touched = watchBackoffice(context);
      const cookies = shopPage.cookies ? await shopPage.cookies({ apiUrl }) : {};
      await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl })));
      const page = await context.newPage();
      await page.goto(shopPage.path);
      await expectRemoteContent(page, shopPage.remote as RemoteName);
      await refuseCookies(page);
      // Pointing at the page's links prefetches the remotes they lead to (useLinkPrefetch).
      for (const link of await page.locator('header a[href^="/"]').filter({ visible: true }).all()) await link.hover();
      await page.waitForLoadState('networkidle');
      const connections = await page.locator(`head link[href^="${backofficeOrigin}"]`).count();
      expect(connections, `${shopPage.path} preconnects or preloads the back office`).toBe(0);
      expect(touched).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the same watch sees the back office where it belongs', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const touched = watchBackoffice(context);
    const page = await context.newPage();
    await page.goto('/gestion');
    await expect.poll(() => touched.some((url) => url.startsWith(`${backofficeOrigin}/mf-manifest.json`))).toBe(true);
  } finally {
    await context.close();
  }
});
