import { expect, test } from '@playwright/test';
import { startSecondSite } from '../support/second-site';
import { area, expectRemoteContent, switchLanguage } from '../support/site';

// These tests stop one remote's server for real, so they use a second copy of the front ends
// (other ports) and leave the site that the other tests use alone.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startSecondSite>>;

test.beforeAll(async () => {
  site = await startSecondSite();
});

test.afterAll(async () => {
  await site?.close();
});

test('with the visits server stopped, its area falls back and the rest keeps working', async ({ page }) => {
  await site.stop('visits');
  await page.goto(`${site.url}/nougatourisme`);

  const fallback = area(page, 'visits').getByTestId('remote-fallback');
  // The shell retries a few times before giving up.
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(area(page, 'visits').getByTestId('remote-retry')).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').last()).toBeVisible();
  const french = await fallback.innerText();

  await switchLanguage(page, 'en');
  await expect(fallback).not.toHaveText(french);
  await switchLanguage(page, 'fr');

  await page.goto(`${site.url}/sign/login`);
  await expectRemoteContent(page, 'account');
  await page.goto(`${site.url}/`);
  await expectRemoteContent(page, 'catalog');
});

test('the retry button brings the area back once its server is up again', async ({ page }) => {
  await site.stop('visits');
  await page.goto(`${site.url}/nougatourisme`);
  await expect(area(page, 'visits').getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });

  await site.start('visits');
  await area(page, 'visits').getByTestId('remote-retry').click();
  await expectRemoteContent(page, 'visits');
});
