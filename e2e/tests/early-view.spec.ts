import { expect, test, type Page, type Route } from '@playwright/test';
import { registerCustomer } from '../support/account';
import { SITE_PORTS, apiUrl, siteUrl } from '../support/ports';
import { area, expectRemoteContent } from '../support/site';

const PRODUCT = '/boutique/nougats/nougat-noir-croquant';
const catalogOrigin = `http://localhost:${SITE_PORTS.catalog}`;

/** Holds the requests of `pattern` until released: the app's code (main.js) or the early script. */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} not on screen`);
  return Object.fromEntries(Object.entries(rect).map(([k, v]) => [k, Math.round(v)]));
};

for (const { width, lang, heading } of [
  { width: 375, lang: 'fr', heading: 'Nougat noir croquant' },
  { width: 1280, lang: 'en', heading: 'Crunchy black nougat' },
]) {
  test(`a product page shows its photo, title and price before the app's code, where the page then shows them (${width} px, ${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Whether anything but the page (a loading placeholder: no heading) ever replaced the early view.
    await page.addInitScript(() => {
      const w = window as unknown as { viewSeen?: boolean; placeholderAfterView?: boolean; shifts: number };
      // Layout shifts, as CLS counts them: the view replacing the frame's placeholder, then the page the view.
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('[data-early-view]')) w.viewSeen = true;
        else if (w.viewSeen && !document.querySelector('main h1')) w.placeholderAfterView = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The product page's code (the catalogue's chunks but those the early start fetches) is held
    // until the test lets it go: the page's placeholder shows meanwhile.
    const pageCodeHeld: Route[] = [];
    const pageCode = new RegExp(`^${catalogOrigin}/(?!remoteEntry\\.js|early\\.js|__federation_expose_)[^/]+\\.js$`);
    await page.route(pageCode, (route) => void pageCodeHeld.push(route));
    const release = await hold(page, /\/main\.js$/);
    // Not waiting for 'load' (nor DOMContentLoaded, which waits for the deferred main.js).
    await page.goto(`${PRODUCT}${lang === 'en' ? '?lang=en' : ''}`, { waitUntil: 'commit' });

    const view = page.locator(`main [data-early-view="${PRODUCT}"]`);
    await expect(view.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(view.getByRole('img', { name: heading })).toHaveJSProperty('complete', true);
    await expect(view.getByText(lang === 'en' ? '€7.50' : '7,50 €')).toBeVisible();
    await expect(view.getByRole('link', { name: lang === 'en' ? 'Shop' : 'Boutique' })).toHaveAttribute('href', '/boutique');
    const early = { photo: await box(page, `main [data-early-view] img`), title: await box(page, 'main [data-early-view] h1') };

    await release();
    // The app has started (its first render replaced the frame's header with its own), while the
    // page's placeholder shows the view, in the same place.
    await expect(page.locator('#root > [data-frame]')).toHaveCount(0);
    await expect.poll(() => pageCodeHeld.length).toBeGreaterThan(0);
    const held = page.locator('main [data-early-holder]');
    await expect(held.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await box(page, 'main [data-early-holder] h1')).toEqual(early.title);
    await page.unroute(pageCode);
    await Promise.all(pageCodeHeld.map((route) => route.continue()));

    await expectRemoteContent(page, 'catalog');
    const product = area(page, 'catalog');
    await expect(product.getByRole('button', { name: lang === 'en' ? 'Add to basket' : 'Ajouter au panier' }).first()).toBeVisible();
    await expect(page.locator('[data-early-view]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Same place, same size: the page replaced the view without a jump...
    expect({ photo: await box(page, 'main section img'), title: await box(page, 'main h1') }).toEqual(early);
    // ...and without a placeholder in between...
    expect(await page.evaluate(() => (window as unknown as { placeholderAfterView?: boolean }).placeholderAfterView ?? false)).toBe(false);
    // ...and nothing moved on the way (the page area kept its place when the view replaced the
    // frame's placeholder, whose top margin once collapsed through it: 0.02-0.025).
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.005);
  });
}

test("the early script comes with the manifest, and the app starts once the view's photo is on screen", async ({ page }) => {
  // When the app first renders into #root (replacing the frame), and when the view's photo arrived.
  await page.addInitScript(() => {
    const w = window as unknown as { appRendered?: number; photoLoaded?: number };
    new MutationObserver(() => {
      const first = document.getElementById('root')?.firstElementChild;
      if (w.appRendered === undefined && first && !first.hasAttribute('data-frame')) w.appRendered = performance.now();
      const photo = document.querySelector<HTMLImageElement>('[data-early-view] img');
      if (photo && w.photoLoaded === undefined) {
        if (photo.complete) w.photoLoaded = performance.now();
        else photo.addEventListener('load', () => (w.photoLoaded ??= performance.now()), { once: true });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shop/product/nougat-noir-croquant')) productCalls.push(request.resourceType());
  });
  await page.goto(PRODUCT);
  await expectRemoteContent(page, 'catalog');
  await expect(area(page, 'catalog').getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { appRendered, photoLoaded, manifestEnd, earlyStart } = await page.evaluate((origin) => {
    const w = window as unknown as { appRendered: number; photoLoaded: number };
    const [manifest] = performance.getEntriesByName(`${origin}/mf-manifest.json`) as PerformanceResourceTiming[];
    const [early] = performance.getEntriesByName(`${origin}/early.js`) as PerformanceResourceTiming[];
    return { appRendered: w.appRendered, photoLoaded: w.photoLoaded, manifestEnd: manifest?.responseEnd, earlyStart: early?.startTime };
  }, catalogOrigin);
  // Asked for while the manifest was still on its way, not after it (one round trip less).
  expect(earlyStart).toBeLessThan(manifestEnd);
  // The app's code waited for the view's photo: the photo's requests and paint went first.
  expect(photoLoaded).toBeGreaterThan(0);
  expect(appRendered).toBeGreaterThan(photoLoaded);
  // The page took the early script's answer: the api was asked once, by that script.
  expect(productCalls).toEqual(['fetch']);
});

test("a customer's product page asks the api itself (their favourite flag), after the early view", async ({ page, request }) => {
  const customer = await registerCustomer(request, 'fr', 'early');
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: { email: customer.email, password: customer.password } });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  await page.context().addCookies([{ name: 'ACCESS_TOKEN', value: token, url: siteUrl }]);
  const productCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/shop/product/nougat-noir-croquant')) productCalls.push(call.resourceType());
  });
  await page.goto(PRODUCT);
  await expect(area(page, 'catalog').getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productCalls).toEqual(['fetch', 'xhr']);
});

test('the early script paints nothing once the app has taken over', async ({ page }) => {
  const release = await hold(page, `${catalogOrigin}/early.js`);
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  await expectRemoteContent(page, 'catalog');
  await expect(area(page, 'catalog').getByRole('heading', { level: 1, name: 'Nougat noir croquant' })).toBeVisible();
  const early = page.waitForResponse(`${catalogOrigin}/early.js`);
  await release();
  await early;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-early-view]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(area(page, 'catalog').getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
});

test('without the app (its code lost), the product page still shows the product', async ({ page }) => {
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.goto(PRODUCT);
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Nougat noir croquant' })).toBeVisible();
  await expect(page.locator('main').getByRole('img', { name: 'Nougat noir croquant' })).toHaveJSProperty('complete', true);
});

test("the catalogue's other pages do not fetch its early script", async ({ page }) => {
  const early: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${catalogOrigin}/early.js`) early.push(request.url());
  });
  for (const path of ['/', '/boutique/nougats']) {
    await page.goto(path);
    await expectRemoteContent(page, 'catalog');
    await page.waitForLoadState('networkidle');
  }
  expect(early).toEqual([]);
});
