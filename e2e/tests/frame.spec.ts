import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_PORTS } from '../support/ports';
import { expectRemoteContent } from '../support/site';

// index.html holds the shell's frame, prerendered at build time (tooling/frame-prerender.cjs):
// the header, the page placeholder and the first-visit consent banner show as the HTML is parsed,
// in the visitor's language, and the app then takes the page over without moving anything.

const CONSENT = 'nougaterie-consent';
const decided = () => JSON.stringify({ version: 1, date: new Date().toISOString(), purposes: { audience: false, marketing: false } });

/** Nothing but index.html's own inline script runs: the app's scripts never arrive. */
async function withoutAppScripts(page: Page) {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
}

test.describe('before any script has run', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

    test('the page shows the header, the placeholder and the consent banner, in French, with working links', async ({ page }) => {
      await page.goto('/boutique/nougats');
      const header = page.locator('header').filter({ visible: true });
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('link', { name: /Nougaterie de Saint-Didier/ })).toHaveAttribute('href', '/');
      await expect(header.getByPlaceholder('Nougat noir, coffret cadeau, etc…')).toBeVisible();
      await expect(header.getByTestId('basket-button')).toBeVisible();
      await expect(page.getByTestId('remote-loading').filter({ visible: true })).toHaveCount(1);
      const banner = page.getByTestId('consent-banner').filter({ visible: true });
      await expect(banner.getByRole('heading', { name: 'Vos choix en matière de cookies' })).toBeVisible();
      await header.getByRole('link', { name: /Nougaterie de Saint-Didier/ }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('the frame is in the language of ?lang=, else of the saved choice, alone in the page', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root > [data-frame]')).toHaveCount(1);
    await expect(page.getByPlaceholder('Black nougat, gift box, etc…')).toBeVisible();
    await expect(page.getByTestId('consent-banner').getByRole('heading', { name: 'Your cookie choices' })).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/boutique');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  test("once the page is parsed, while the app's code is still on its way, only the shown frame is left: its ids are the only ones", async ({ page }) => {
    // main.js held: DOMContentLoaded, which waits for this deferred script, does not come.
    await page.route(/\/main\.js$/, () => undefined);
    await page.goto('/boutique/nougats?lang=en', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'interactive');
    await expect(page.locator('#root > [data-frame]')).toHaveCount(1);
    for (const id of ['main', 'main-menu']) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    // The skip link leads to the English frame's main, the one on screen.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeVisible();
  });

  test("refusing on the banner before the app has arrived is kept: the app's banner does not ask again", async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/boutique/nougats');
    const banner = page.getByTestId('consent-banner').filter({ visible: true });
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toHaveCount(0);
    const saved = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown, CONSENT);
    expect(saved).toMatchObject({ version: 1, purposes: { audience: false, marketing: false } });

    await page.unroute(/\.js(\?.*)?$/);
    await page.reload();
    await expectRemoteContent(page, 'catalog');
    await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('a visitor who already chose sees no consent banner; the back office shows no frame', async ({ page }) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT, decided()]);
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(page.locator('header').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await page.goto('/gestion/commandes');
    await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
  });

  for (const { path, width } of [
    { path: '/boutique/nougats', width: 375 },
    { path: '/boutique/panier', width: 1280 },
  ]) {
    test(`a page whose HTML arrives in pieces is drawn only once its frame is whole: nothing moves (${path}, ${width} px)`, async ({ page, request }) => {
      // The page as the site serves it, sent by a server of the test's own in three parts, with a
      // pause after the first line of the shown frame's wordmark and another in the middle of its
      // banner's text. A first paint in a pause drew the wordmark or the banner cut short, which the
      // rest of it then moved.
      const html = await (await request.get(path)).text();
      const frame = html.search(new RegExp(`<div data-frame="?${path === '/boutique/panier' ? 'order-fr' : 'fr'}"?[ >]`));
      const wordmark = html.indexOf('>Nougaterie<', frame) + '>Nougaterie'.length;
      const banner = html.indexOf('<p>', html.indexOf('consent-banner', frame)) + 60;
      expect(frame > 0 && wordmark > frame && banner > wordmark).toBe(true);
      const server: Server = createServer((_, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, wordmark));
        setTimeout(() => response.write(html.slice(wordmark, banner)), 600);
        setTimeout(() => response.end(html.slice(banner)), 1200);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        await page.setViewportSize({ width, height: 812 });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as unknown as { value: number }).value))).observe({
            type: 'layout-shift',
            buffered: true,
          });
        });
        await withoutAppScripts(page);
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
        await expect(page.getByTestId('consent-banner').filter({ visible: true })).toHaveCount(1);
        // Two frames later, every shift since the first paint is counted.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
      } finally {
        server.close();
      }
    });
  }

  for (const lang of ['fr', 'en'] as const) {
    test(`the checkout steps show their own narrow frame, in the visitor's language (${lang})`, async ({ page }) => {
      const texts = {
        fr: { back: 'Revenir à la boutique', banner: 'Vos choix en matière de cookies' },
        en: { back: 'Back to the shop', banner: 'Your cookie choices' },
      }[lang];
      await withoutAppScripts(page);
      await page.goto(`/boutique/panier${lang === 'en' ? '?lang=en' : ''}`);
      await expect(page.locator('#root > [data-frame]')).toHaveCount(1);
      await expect(page.locator('#root > [data-frame]')).toHaveAttribute('data-frame', `order-${lang}`);
      const header = page.locator('header').filter({ visible: true });
      await expect(header.getByRole('link', { name: /Nougaterie de Saint-Didier/ })).toHaveAttribute('href', '/');
      // Nothing that leads away from the order: no search, no menus, no basket button.
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(page.getByTestId('basket-button')).toHaveCount(0);
      await expect(page.getByTestId('remote-loading').filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: texts.back })).toHaveAttribute('href', '/boutique');
      await expect(page.getByTestId('consent-banner').getByRole('heading', { name: texts.banner })).toBeVisible();
    });
  }
});

/** Layout shifts (as CLS counts them) from the first paint until the app has replaced the frame, and a moment after. */
async function shiftsUntilTakeover(page: Page) {
  await expect(page.locator('#root > [data-frame]')).toHaveCount(0, { timeout: 20_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const entries = (window as unknown as { __shifts: { value: number; hadRecentInput: boolean }[] }).__shifts;
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }),
        );
      }),
  );
}

/** Where the shown frame's header, wordmark and consent banner are: boxes as JSON, to compare with the app's. */
const BOXES = ['header', 'header a[href="/"][aria-label]', '[data-testid="consent-banner"]'];

test.describe('the app takes the page over', () => {
  for (const { path, remote, width, lang } of [
    { path: '/boutique/nougats', remote: 'catalog', width: 375, lang: 'fr' },
    { path: '/boutique/nougats', remote: 'catalog', width: 375, lang: 'en' },
    { path: '/boutique/nougats', remote: 'catalog', width: 1280, lang: 'fr' },
    { path: '/boutique/panier', remote: 'checkout', width: 375, lang: 'fr' },
    { path: '/boutique/panier', remote: 'checkout', width: 375, lang: 'en' },
    { path: '/boutique/panier', remote: 'checkout', width: 1280, lang: 'fr' },
    { path: '/boutique/panier', remote: 'checkout', width: 1280, lang: 'en' },
  ] as const) {
    test(`${path}: without an error or a layout shift (${width} px, ${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.addInitScript((selectors) => {
        const shifts: PerformanceEntry[] = [];
        (window as unknown as { __shifts: PerformanceEntry[] }).__shifts = shifts;
        new PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
        // Where the frame's header, wordmark and banner are, once index.html is parsed (the app's scripts run later).
        document.addEventListener('DOMContentLoaded', () => {
          const frame = [...document.querySelectorAll('#root > [data-frame]')].find((node) => node.getBoundingClientRect().height > 0);
          (window as unknown as { frameBoxes?: string[] }).frameBoxes = selectors.map((selector) =>
            JSON.stringify(frame?.querySelector(selector)?.getBoundingClientRect()),
          );
        });
      }, BOXES);
      // The page's remote waits until the app has taken over: what is measured is the takeover
      // alone, not the page's content arriving in the same moment.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`http://localhost:${SITE_PORTS[remote]}/**`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${path}${lang === 'en' ? '?lang=en' : ''}`);
      expect(await shiftsUntilTakeover(page)).toBeLessThanOrEqual(0.01);
      const [frameBoxes, appBoxes] = await page.evaluate(
        (selectors) => [
          (window as unknown as { frameBoxes?: string[] }).frameBoxes,
          selectors.map((selector) => JSON.stringify(document.querySelector(`#root ${selector}`)?.getBoundingClientRect())),
        ],
        BOXES,
      );
      expect(frameBoxes, 'the frame was on the page when index.html was parsed').toBeDefined();
      expect(frameBoxes?.every(Boolean), `the frame holds ${BOXES.join(', ')}`).toBe(true);
      // The header, the wordmark and the banner where the frame drew them, to the fraction of a pixel.
      expect(appBoxes).toEqual(frameBoxes);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('consent-banner')).toHaveCount(1);
      release();
      await expectRemoteContent(page, remote);
      expect(errors).toEqual([]);
    });
  }
});
