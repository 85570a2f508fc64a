import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageJavaScript } from '../../scripts/bench/browser.mjs';
import { PAGES } from '../../scripts/bench/pages.mjs';
import { apiUrl, siteUrl } from '../support/ports';

// The deterministic half of `npm run bench`: the JavaScript each page loads, against the
// ceilings of bench/budget.json (times are measured by the bench only).
const budget = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budget.json'), 'utf8')) as {
  bytes: { ceilingsKb: Record<string, number> };
};

test.describe('JavaScript per page stays within bench/budget.json', () => {
  for (const benchPage of PAGES) {
    test(`${benchPage.name} (${benchPage.path})`, async ({ browser }) => {
      // scripts/bench/browser.mjs's measure (plain JavaScript, read untyped).
      const measured = (await pageJavaScript(browser, benchPage, { shellUrl: siteUrl, apiUrl })) as { gzip: number; files: { gzip: number; url: string }[] };
      const kb = Math.round((measured.gzip / 1024) * 10) / 10;
      const files = measured.files.map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${f.url}`).join('\n');
      expect(kb, `gzip KB of the scripts of ${benchPage.path}:\n${files}`).toBeLessThanOrEqual(budget.bytes.ceilingsKb[benchPage.name]);
    });
  }
});

/** Sum of the layout shifts of the page so far, as Lighthouse's CLS counts them without input. */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.describe('a remote page does not push the footer out of a phone screen when it arrives', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const route of ['/', '/boutique/nougats']) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main [data-remote="catalog"]').getByTestId('remote-loading')).toHaveCount(0, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toBeLessThan(0.1);
    });
  }
});

// tooling/startup-preload.cjs: index.html announces the shell's start-up scripts, so they download
// alongside main.js instead of after it has run. A preload nobody uses would waste the visitor's
// bandwidth; a start-up script left out would cost a round trip.
test('index.html preloads the scripts the shell starts with, and only those', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(`${siteUrl}/`)) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('main [data-remote="catalog"]').getByTestId('remote-loading')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The shell's own (the inline script also preloads the page's remote's code, from its origin).
  const preloaded = await page.locator('head link[rel="preload"][as="script"]').evaluateAll(
    (links, origin) =>
      links
        .map((link) => new URL((link as HTMLLinkElement).href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname),
    siteUrl,
  );
  // The libraries every page runs (react-dom, the router, i18next...: one chunk, PAGE_LIBRARIES in
  // tooling/webpack.cjs), contracts and its libraries, shared-ui, the shell's own start.
  expect(preloaded, 'the libraries every page runs, in one chunk').toContainEqual(expect.stringMatching(/^\/libraries\.[0-9a-f]{8}\.js$/));
  expect(preloaded.length, 'the libraries, contracts, shared-ui, the shell').toBeGreaterThanOrEqual(4);
  // At low priority, as main.js is: over HTTP/1.1 they would otherwise hold back remotes.json and
  // the page's remote manifest, which the inline script asks for.
  const priorities = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll(
      (links, origin) => links.filter((link) => new URL((link as HTMLLinkElement).href).origin === origin).map((link) => link.getAttribute('fetchpriority')),
      siteUrl,
    );
  expect(new Set(priorities)).toEqual(new Set(['low']));
  expect(
    preloaded.filter((file) => !requested.includes(file)),
    'preloaded but never used',
  ).toEqual([]);
  // What main.js asked for on its own: the shell's texts in the visitor's language (chosen at run time).
  const unannounced = requested.filter((file) => file !== '/main.js' && !preloaded.includes(file));
  expect(unannounced.length, `scripts of the shell's start that index.html did not announce: ${unannounced.join(', ')}`).toBeLessThanOrEqual(1);
});
