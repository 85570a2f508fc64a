import { expect, test, type Page } from '@playwright/test';
import { SITE_PORTS } from '../support/ports';
import { expectRemoteContent, refuseCookies } from '../support/site';

const visitsOrigin = `http://localhost:${SITE_PORTS.visits}`;

/** Paths fetched from the visits remote's origin, in the order the requests started. */
function visitsRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(visitsOrigin)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("the page's own remote is fetched while the shell starts, not after it has rendered", async ({ page }) => {
  // When the shell first puts something in #root, relative to the page's time origin.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstChild) return;
      (window as unknown as { firstRender: number }).firstRender = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/nougatourisme');
  await expectRemoteContent(page, 'visits');

  const { firstRender, manifestStart } = await page.evaluate((origin) => {
    const [manifest] = performance.getEntriesByName(`${origin}/mf-manifest.json`);
    return { firstRender: (window as unknown as { firstRender: number }).firstRender, manifestStart: manifest?.startTime };
  }, visitsOrigin);
  expect(manifestStart).toBeDefined();
  expect(manifestStart).toBeLessThan(firstRender);
});

test('pointing at a link to a page of a remote not yet loaded fetches that remote before the click', async ({ page }) => {
  await page.goto('/la-nougaterie');
  await refuseCookies(page);
  const fetched = visitsRequests(page);
  const link = page.locator('header').getByRole('link', { name: 'Nougatourisme' }).first();
  await expect(link).toBeVisible();
  expect(fetched).toEqual([]);

  await link.hover();
  await expect.poll(() => fetched).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

  await link.click();
  await expectRemoteContent(page, 'visits');
});
