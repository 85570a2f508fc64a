import { expect, test, type Page } from '@playwright/test';
import { SITE_PORTS } from '../support/ports';
import { expectRemoteContent, refuseCookies } from '../support/site';

const visitsOrigin = `http://localhost:${SITE_PORTS.visits}`;
const checkoutOrigin = `http://localhost:${SITE_PORTS.checkout}`;

/** Paths fetched from a remote's origin, in the order the requests started. */
function requestsTo(page: Page, origin: string) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const visitsRequests = (page: Page) => requestsTo(page, visitsOrigin);

test("the page's own remote is fetched while the shell starts, not after it has rendered", async ({ page }) => {
  // When the shell first renders into #root (replacing the frame index.html holds), relative to the page's time origin.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const first = document.getElementById('root')?.firstElementChild;
      if (!first || first.hasAttribute('data-frame')) return;
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

test("index.html's inline script asks for the page's remote while the app's code still downloads, and nothing twice", async ({ page }) => {
  const catalogOrigin = `http://localhost:${SITE_PORTS.catalog}`;
  const fetched = requestsTo(page, catalogOrigin);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/boutique/nougats/nougat-noir-croquant');
  await expectRemoteContent(page, 'catalog');
  await page.waitForLoadState('networkidle');

  // Its remoteEntry.js and pages' code, named in the manifest, announced from <head>...
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links, origin) => links.map((link) => (link as HTMLLinkElement).href).filter((href) => href.startsWith(origin)), catalogOrigin);
  expect(preloaded.map((href) => new URL(href).pathname)).toEqual([
    // A product page's early script, asked for with the manifest.
    '/early.js',
    '/remoteEntry.js',
    expect.stringMatching(/^\/__federation_expose_routes\./),
  ]);
  // ...and each downloaded once: the app took the inline script's manifest and the preloaded scripts.
  expect(fetched.filter((path) => path === '/mf-manifest.json')).toHaveLength(1);
  expect(fetched.filter((path) => path === '/remoteEntry.js')).toHaveLength(1);
  expect(fetched.filter((path) => path.startsWith('/__federation_expose_routes.'))).toHaveLength(1);
  expect(fetched.filter((path) => path === '/early.js')).toHaveLength(1);
  // remotes.json came in the page (the shell's server writes it there): nobody asked for it.
  const remotesJson = await page.evaluate(() => performance.getEntriesByName(new URL('/remotes.json', location.href).href).length);
  expect(remotesJson).toBe(0);
  expect(warnings).toEqual([]);
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

test.describe('the basket panel', () => {
  const BASKET = /^(MON PANIER|MY BASKET)$/;

  test('is not fetched with the page; pointing at the basket button fetches it, and the click opens it', async ({ page }) => {
    const fetched = requestsTo(page, checkoutOrigin);
    await page.goto('/');
    await refuseCookies(page);
    await expectRemoteContent(page, 'catalog');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    const button = page.getByTestId('basket-button');
    await button.hover();
    await expect
      .poll(() => fetched)
      .toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js', expect.stringMatching(/^\/__federation_expose_BasketModal\./)]));
    await button.click();
    await expect(page.getByRole('dialog', { name: BASKET })).toBeVisible();
  });

  test('opens on the first click even when nothing announced it (no hover, no focus)', async ({ page }) => {
    const fetched = requestsTo(page, checkoutOrigin);
    await page.goto('/la-nougaterie');
    await refuseCookies(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    // A click event alone: the panel's code starts loading on it, and the panel opens once there.
    await page.getByTestId('basket-button').dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: BASKET });
    await expect(dialog).toBeVisible();
    expect(fetched).toEqual(expect.arrayContaining(['/remoteEntry.js']));
    // The shell's stand-in panel has handed over to mfe-checkout's: one dialog.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
