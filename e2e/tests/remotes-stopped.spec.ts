import { expect, test, type Page } from '@playwright/test';
import { AREA_PATHS, REMOTE_NAMES, type RemoteName } from '../support/ports';
import { startSecondSite } from '../support/second-site';
import { area, expectRemoteContent, refuseCookies, switchLanguage } from '../support/site';

// Each test stops one remote's server for real, so they run on a second copy of the front ends
// (other ports), one after the other, and leave the site of the other tests alone.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startSecondSite>>;

test.beforeAll(async () => {
  site = await startSecondSite();
});

test.afterAll(async () => {
  await site?.close();
});

const FALLBACK = {
  fr: 'Cette partie du site est momentanément indisponible.',
  en: 'This part of the site is temporarily unavailable.',
};

/** Another remote's area the shopper visits meanwhile, reached by a link of the page they are on. */
const ELSEWHERE: Record<RemoteName, RemoteName> = { catalog: 'visits', checkout: 'catalog', account: 'catalog', visits: 'account' };

/** Where a shopper reading the area's page goes next, as the shop lays it out. */
const PATH_OF: Record<RemoteName, string> = { ...AREA_PATHS, catalog: '/boutique' };

/**
 * Moves inside the single-page app as a shopper does: by a link of the page when there is one,
 * else as the browser's history would, never by reloading the page.
 */
async function browse(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first();
  if (await link.count()) await link.click();
  else {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
}

for (const remote of REMOTE_NAMES) {
  test(`with ${remote} stopped mid-visit, its area falls back in both languages, the rest works, and it comes back`, async ({ page }) => {
    test.setTimeout(120_000);
    const path = PATH_OF[remote];
    // A shell page loads no remote's page: the shopper is browsing when the server goes away.
    await page.goto(`${site.url}/la-nougaterie`);
    await refuseCookies(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    await site.stop(remote);

    await browse(page, path);
    const fallback = area(page, remote).getByTestId('remote-fallback');
    // The shell retries a few times (and reloads once for a lost chunk) before giving up.
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toContainText(FALLBACK.fr);
    await expect(area(page, remote).getByTestId('remote-retry')).toBeVisible();

    // The header's language switch still works; the checkout steps have no header menu, a ?lang= link does it there.
    if (remote === 'checkout') await page.goto(`${site.url}${path}?lang=en`);
    else await switchLanguage(page, 'en');
    await expect(area(page, remote).getByTestId('remote-fallback')).toContainText(FALLBACK.en, { timeout: 30_000 });
    if (remote === 'checkout') await page.goto(`${site.url}${path}?lang=fr`);
    else await switchLanguage(page, 'fr');
    await expect(area(page, remote).getByTestId('remote-fallback')).toContainText(FALLBACK.fr, { timeout: 30_000 });

    // Outside the area the site keeps working: its frame, another remote's area, a page of the shell.
    await expect(page.locator('header').first()).toBeVisible();
    const other = ELSEWHERE[remote];
    await browse(page, PATH_OF[other]);
    await expectRemoteContent(page, other);
    await browse(page, '/infos-pratiques');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main [data-testid="remote-fallback"]')).toHaveCount(0);

    await browse(page, path);
    await expect(area(page, remote).getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
    await site.start(remote);
    await area(page, remote).getByTestId('remote-retry').click();
    await expectRemoteContent(page, remote);
  });
}

test('with checkout stopped before the basket is first opened, the basket button still answers with the fallback, whose retry brings the basket', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site.url}/la-nougaterie`);
  await refuseCookies(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await site.stop('checkout');

  // The panel opens at once and says it is loading, then gives up after the shell's tries.
  await page.getByTestId('basket-button').click();
  const panel = page.getByRole('dialog', { name: 'Panier' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('remote-fallback')).toContainText(FALLBACK.fr, { timeout: 30_000 });

  // Closed, it comes back with the next click, the fallback still in it.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.getByTestId('basket-button').click();
  await expect(panel.getByTestId('remote-fallback')).toBeVisible();

  await site.start('checkout');
  await panel.getByTestId('remote-retry').click();
  await expect(page.getByRole('dialog', { name: 'MON PANIER' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
