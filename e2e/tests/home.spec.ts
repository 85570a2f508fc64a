import { expect, test } from '@playwright/test';
import { switchLanguage } from '../support/site';

const PLACEHOLDER_FR = 'Nougat noir, coffret cadeau, etc…';
const SEARCH_URL = /\/boutique\?search=nougat(\+|%20)noir$/;

test.describe('home page', () => {
  test('is in French by default, with the logo and the search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const header = page.locator('header').first();
    await expect(
      header
        .locator('a[href="/"]')
        .filter({ has: page.locator('img, svg') })
        .first(),
    ).toBeVisible();
    const search = page.locator('input[name="search"]').filter({ visible: true }).first();
    await expect(search).toHaveAttribute('placeholder', PLACEHOLDER_FR);
    await expect(page.getByRole('button', { name: 'Je recherche' }).filter({ visible: true }).first()).toBeVisible();
  });

  test('names its icon (the almond of the logo) in the page itself: no request for it, none that fails', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    // Chromium asks for /favicon.ico once the page has loaded when the page names no icon.
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  test('the header comes loose as the page scrolls without moving what lies under it', async ({ page }) => {
    await page.goto('/boutique/nougats');
    await expect(page.getByRole('article').first()).toBeVisible();
    const header = page.locator('header[data-sticky]');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    // The header left the flow: its place is kept, so the browser has nothing to compensate for
    // (a jump of the header's height would move a button away from under the visitor's finger).
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('Enter in the search box goes to the shop with the query', async ({ page }) => {
    await page.goto('/');
    // The app's box, as below.
    await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
    const search = page.locator('input[name="search"]').filter({ visible: true }).first();
    await search.fill('nougat noir');
    await search.press('Enter');
    await expect(page).toHaveURL(SEARCH_URL);
  });

  test("the 'Je recherche' button goes to the shop with the query", async ({ page }) => {
    await page.goto('/');
    // The app's box (frame.spec covers the frame's): typed into the frame's as the app replaces it,
    // Playwright's fill could land in the removed box.
    await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
    await page.locator('input[name="search"]').filter({ visible: true }).first().fill('nougat noir');
    await page.getByRole('button', { name: 'Je recherche' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(SEARCH_URL);
  });

  test('switching to English translates the page and survives a reload', async ({ page }) => {
    await page.goto('/');
    const search = page.locator('input[name="search"]').filter({ visible: true }).first();
    await switchLanguage(page, 'en');
    await expect(search).not.toHaveAttribute('placeholder', PLACEHOLDER_FR);
    await expect(page.getByRole('button', { name: 'Je recherche' })).toHaveCount(0);
    const englishPlaceholder = await search.getAttribute('placeholder');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('input[name="search"]').filter({ visible: true }).first()).toHaveAttribute('placeholder', englishPlaceholder!);

    await switchLanguage(page, 'fr');
    await expect(page.locator('input[name="search"]').filter({ visible: true }).first()).toHaveAttribute('placeholder', PLACEHOLDER_FR);
  });
});
