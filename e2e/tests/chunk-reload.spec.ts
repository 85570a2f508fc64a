import { expect, test, type Page } from '@playwright/test';
import { SITE_PORTS } from '../support/ports';
import { area } from '../support/site';

const KEY = 'nougaterie:chunk-reload-at';
/** The hashed chunks of the visits remote (its exposed pages): their loss is a chunk load error. */
const VISITS_CHUNK = new RegExp(`^http://localhost:${SITE_PORTS.visits}/.*\\.[0-9a-f]{8}\\.js$`);

/** Counts full page loads of this tab, across reloads. */
async function countLoads(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    sessionStorage.setItem('e2e:loads', String(Number(sessionStorage.getItem('e2e:loads') ?? 0) + 1));
  });
  return async () => page.evaluate(() => Number(sessionStorage.getItem('e2e:loads')));
}

async function breakVisitsChunks(page: Page) {
  await page.route(VISITS_CHUNK, (route) => route.abort('connectionrefused'));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/la-nougaterie');
});

test('a failed chunk load reloads the page once, and not again within the minute', async ({ page }) => {
  const loads = await countLoads(page);
  await breakVisitsChunks(page);
  const before = Date.now();

  await page.goto('/nougatourisme');
  // First failure: one reload. Second failure (the reloaded page): the fallback instead.
  await expect(area(page, 'visits').getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  expect(await loads()).toBe(2);
  const stamp = Number(await page.evaluate((key) => localStorage.getItem(key), KEY));
  expect(stamp).toBeGreaterThanOrEqual(before - 1000);
  expect(stamp).toBeLessThanOrEqual(Date.now());

  await page.waitForTimeout(1500);
  expect(await loads()).toBe(2);
});

test('no reload when the last forced one was less than a minute ago', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 30_000)), KEY);
  const loads = await countLoads(page);
  await breakVisitsChunks(page);

  await page.goto('/nougatourisme');
  await expect(area(page, 'visits').getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  expect(await loads()).toBe(1);
});

test('a reload is allowed again once the minute has passed', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 61_000)), KEY);
  const loads = await countLoads(page);
  await breakVisitsChunks(page);

  await page.goto('/nougatourisme');
  await expect(area(page, 'visits').getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  expect(await loads()).toBe(2);
});
