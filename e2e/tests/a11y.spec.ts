import { expect, request as newRequest, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { CONSENT_VERSION } from '../../shared-contracts/src/consent';
import { ROUTES, routeOf, type LayoutName, type RouteDef } from '../../shared-contracts/src/routes';
import { checkModal, expectFocusVisibleOnEveryStop, expectNoAxeViolations } from '../support/a11y';
import { registerCustomer, type Customer } from '../support/account';
import { CARDS, CHECKOUT_TEXT, chooseHomeDelivery, fillInformation } from '../support/checkout';
import { onSandboxPage, payOnSandboxPage } from '../support/sandbox';
import { waitForMail } from '../support/outbox';
import { apiUrl, siteUrl } from '../support/ports';

/**
 * WCAG 2.1 AA (RGAA) on every route of the route table, in both languages, each in the state a
 * real visitor finds it in: a real category and product, a basket for the checkout steps, a
 * customer with an order, points and a booking for the account, a booking for the tour payment
 * pages. The route list is contracts' ROUTES: a new route fails the first test until this file
 * knows how to reach it, and is then checked like the others.
 *
 * One language per test: a page's check waits for its remote, and two of them in one test went
 * past the 30 s limit on a busy 2-core machine (load average 10-18), where one fits.
 */

type Lang = 'fr' | 'en';
const LANGS: Lang[] = ['fr', 'en'];

/** Every visit starts with cookies refused, as the banner would leave them (the banner has its own test). */
const CONSENT_REFUSED = { version: CONSENT_VERSION, date: new Date().toISOString(), purposes: { audience: false, marketing: false } };

/** What the routes need from the api: real slugs, and a customer with a history. */
interface ShopData {
  category: string;
  /** A discounted product: its struck-out price is on the page. */
  product: { slug: string; category: string };
  /** A sold-out product: it offers the alert form. */
  soldOut: { slug: string; category: string };
  tour: string;
}
interface CustomerData extends Customer {
  token: string;
}
interface Slot {
  id: number;
  bookable: boolean;
  seats_left: number;
}
interface Booking {
  id: number;
  token: string;
}
interface ListedProduct {
  slug: string;
  out_of_stock: boolean;
  discount: number | null;
  category: { slug: string }[];
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function loadShop(api: APIRequestContext): Promise<ShopData> {
  const { categories } = await json<{ categories: { slug: string; children: { slug: string }[] }[] }>(await api.get('/api/shop/categories'));
  const products: ListedProduct[] = [];
  for (const { slug } of categories) {
    products.push(...(await json<{ products: ListedProduct[] }>(await api.get(`/api/shop/category/${slug}`))).products);
  }
  const discounted = products.find((p) => p.discount && !p.out_of_stock);
  const soldOut = products.find((p) => p.out_of_stock);
  expect(discounted, 'a discounted product in the seed').toBeTruthy();
  expect(soldOut, 'a sold-out product in the seed').toBeTruthy();
  const { tours } = await json<{ tours: { slug: string }[] }>(await api.get('/api/visits/tours'));
  return {
    category: discounted!.category[0].slug,
    product: { slug: discounted!.slug, category: discounted!.category[0].slug },
    soldOut: { slug: soldOut!.slug, category: soldOut!.category[0].slug },
    tour: tours[0].slug,
  };
}

/** Two adults: a party every tour but the little ones' visit takes. */
const PARTY = { adults: 2, children: 0 };

async function bookableSlot(api: APIRequestContext, tour: string): Promise<number> {
  const { slots } = await json<{ slots: Slot[] }>(await api.get(`/api/visits/tours/${tour}/slots`));
  const slot = slots.find((s) => s.bookable && s.seats_left >= PARTY.adults + PARTY.children);
  expect(slot, `a bookable slot of ${tour}`).toBeTruthy();
  return slot!.id;
}

const VISITOR_CONTACT = { firstname: 'Léa', lastname: 'Roux', email: 'lea.roux@example.fr', phone: '04 90 66 00 00' };

/** A visitor's held booking, as the booking form leaves it before payment. */
async function holdBooking(api: APIRequestContext, tour: string, lang: Lang, headers: Record<string, string> = {}): Promise<Booking> {
  const slotId = await bookableSlot(api, tour);
  const body = await json<{ booking: { id: number }; token: string }>(
    await api.post('/api/visits/bookings', {
      headers,
      data: { tour, slot_id: slotId, party: PARTY, contact: VISITOR_CONTACT, lang },
    }),
  );
  return { id: body.booking.id, token: body.token };
}

async function payBooking(api: APIRequestContext, booking: Booking, data: Record<string, string>) {
  await json(await api.post(`/api/visits/bookings/${booking.id}/pay`, { headers: { 'X-Booking-Token': booking.token }, data }));
}

/** The provider's hosted page for a held booking's card, as the payment page asks for it. */
async function openHostedPage(api: APIRequestContext, booking: Booking) {
  const { url } = await json<{ url: string }>(
    await api.post(`/api/visits/bookings/${booking.id}/hosted`, { headers: { 'X-Booking-Token': booking.token }, data: {} }),
  );
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const { reference } = await json<{ reference: string }>(await api.get(`/api/payment/hosted/${sessionId}`));
  return { url, sessionId, reference };
}

/** What the tours' return page says while the bank has not answered. */
const WAITING: Record<Lang, string> = { fr: 'En attente de la réponse de la banque', en: "Waiting for the bank's answer" };

const ADDRESS = { address1: '3 chemin des Amandiers', zipcode: '84210', country: 'FR', phone: '04 90 66 00 00', city: 'Saint-Didier' };

/**
 * A customer with something on every page of the account: addresses, an order paid by card
 * (so points) and a tour booking.
 */
async function makeCustomer(api: APIRequestContext, shop: ShopData): Promise<CustomerData> {
  const customer = await registerCustomer(api, 'fr', 'a11y');
  const { access_token: token } = await json<{ access_token: string }>(
    await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const address = { ...ADDRESS, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  await json(await api.post('/api/user/addresses', { headers, data: { shipping: address, same_as_shipping: true } }));

  const { products } = await json<{ products: (ListedProduct & { id: number })[] }>(await api.get(`/api/shop/category/${shop.category}`));
  const basket = await json<{ id: string }>(
    await api.post('/api/basket/product-add', { headers, data: { item_id: products.find((p) => !p.out_of_stock)!.id, qty: 2 } }),
  );
  const prefixed = Object.fromEntries(
    Object.entries(address).flatMap(([field, value]) => [
      [`address_shipping_${field}`, value],
      [`address_billing_${field}`, value],
    ]),
  );
  await json(await api.post('/api/basket/update', { headers, data: { basketId: basket.id, ...prefixed } }));
  const { methods } = await json<{ methods: { id: number; kind: string }[] }>(
    await api.post('/api/utilities/getShippingMethodsWithRelais/', { headers, data: { basketId: basket.id } }),
  );
  await json(
    await api.post('/api/basket/shipping-edit', { headers, data: { basketId: basket.id, shipping_method_id: methods.find((m) => m.kind === 'home')!.id } }),
  );
  await json(await api.post('/api/basket/valid', { headers, data: { basketId: basket.id, method: 'card' } }));
  const paid = await json<{ status: string }>(
    await api.post('/api/payment/card', { headers, data: { basketId: basket.id, card_number: CARDS.success, expiry: '12/39', cvc: '123' } }),
  );
  expect(paid.status).toBe('paid');

  await payBooking(api, await holdBooking(api, shop.tour, 'fr', headers), { method: 'shop' });
  return { ...customer, token };
}

/** The link of a password-reset mail, as a customer who forgot their password opens it. */
async function mailedResetPath(api: APIRequestContext): Promise<string> {
  const customer = await registerCustomer(api, 'fr', 'a11y.reset');
  await json(await api.post('/api/utilities/getResetPasswordToken', { data: { email: customer.email } }));
  const mail = await waitForMail(customer.email, /mot de passe/i);
  const resetPath = /\/sign\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(resetPath, 'the reset link of the mail').toBeTruthy();
  return resetPath!;
}

const test = base.extend<{ api: APIRequestContext }, { shop: ShopData; customer: CustomerData }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const api = await newRequest.newContext({ baseURL: apiUrl });
      await use(await loadShop(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  customer: [
    async ({ shop }, use) => {
      const api = await newRequest.newContext({ baseURL: apiUrl });
      await use(await makeCustomer(api, shop));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
  api: async ({}, use) => {
    const api = await newRequest.newContext({ baseURL: apiUrl });
    await use(api);
    await api.dispose();
  },
  page: async ({ page }, use) => {
    await page.addInitScript((consent) => {
      if (!localStorage.getItem('nougaterie-consent')) localStorage.setItem('nougaterie-consent', consent);
    }, JSON.stringify(CONSENT_REFUSED));
    await use(page);
  },
});

const withLang = (path: string, lang: Lang) => (lang === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`);

/**
 * The page as its visitor reads it: the remote loaded (neither its skeleton nor its fallback),
 * the page's title heading shown, nothing still loading.
 */
async function settle(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByTestId('remote-loading')).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function visit(page: Page, path: string, lang: Lang) {
  await page.goto(withLang(path, lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await settle(page);
  await expectNoAxeViolations(page, `${path} (${lang})`);
}

/** Routes whose state comes from a journey, the account or a booking; each group has its test below. */
const isCustomerRoute = (r: RouteDef) => r.guards.includes('requiresAuth');
const isCheckoutRoute = (r: RouteDef) => r.owner === 'checkout';
const isMaintenanceRoute = (r: RouteDef) => r.guards.includes('maintenance');
/** The tour payment and outcome pages show the booking this tab holds (the return page, its card payment's). */
const BOOKING_PAGES = ['payment', 'payment-return', 'confirmation', 'thanks', 'error'];
const isBookingRoute = (r: RouteDef) => r.owner === 'visits' && BOOKING_PAGES.includes(r.page);

/** The back office: its sign-in is checked below, its pages signed in by e2e/tests/backoffice.spec.ts. */
const isStaffRoute = (r: RouteDef) => r.layout === 'staff';

const VISITOR_ROUTES = ROUTES.filter((r) => ![isCustomerRoute, isCheckoutRoute, isMaintenanceRoute, isBookingRoute, isStaffRoute].some((is) => is(r)));

/** Where a route with parameters is visited, with real values (both forms of an optional one). */
const PARAMETER_PATHS: Record<string, (shop: ShopData, api: APIRequestContext) => Promise<string[]>> = {
  '/boutique/:slug': async (shop) => [`/boutique/${shop.category}`],
  '/boutique/:slug/:slugproduct': async (shop) => [`/boutique/${shop.product.category}/${shop.product.slug}`],
  '/visites/:slug?': async (shop) => ['/visites', `/visites/${shop.tour}`],
  '/sign/reset-password/:token?': async (_shop, api) => ['/sign/reset-password', await mailedResetPath(api)],
};

/** The checkout steps in the order a purchase crosses them. */
const CHECKOUT_ORDER = ['basket', 'information', 'delivery', 'payment', 'summary', 'payment-return', 'confirmation'];

const pathOf = (page: string, owner: RouteDef['owner']) => ROUTES.find((r) => r.owner === owner && r.page === page)!.path;

test('every route of the route table is reached by a test of this file', () => {
  const unreachable = VISITOR_ROUTES.filter((r) => r.path.includes(':') && !PARAMETER_PATHS[r.path]).map((r) => r.path);
  expect(unreachable, 'routes with parameters need an entry in PARAMETER_PATHS').toEqual([]);
  expect(
    ROUTES.filter(isCheckoutRoute)
      .map((r) => r.page)
      .sort(),
    'the checkout steps the journey crosses',
  ).toEqual([...CHECKOUT_ORDER].sort());
  expect(
    ROUTES.filter(isBookingRoute)
      .map((r) => r.page)
      .sort(),
    'the tour pages the booking test covers',
  ).toEqual([...BOOKING_PAGES].sort());
  expect(ROUTES.filter(isMaintenanceRoute).map((r) => r.path)).toEqual(['/maintenance']);
  expect(ROUTES.filter(isStaffRoute).map((r) => r.path)).toEqual(['/gestion/*']);
});

// The check itself, as it runs below (in the page, violations only): it finds what it is for.
test('the axe check fails on an image without text, a nameless button and faint text', async ({ page }) => {
  await page.setContent(
    '<html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="x.png"><button></button><p style="color:#eee;background:#fff">pâle</p></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page, 'a page made to fail').then(
    () => '',
    (error: unknown) => String(error),
  );
  for (const rule of ['image-alt', 'button-name', 'color-contrast']) expect(failure).toContain(rule);
});

test.describe('axe finds no violation', () => {
  for (const route of VISITOR_ROUTES) {
    for (const lang of LANGS) {
      test(`${route.path} in ${lang}`, async ({ page, shop, api }) => {
        // The whole shop lists every product: axe alone takes about 5 s on an idle machine, and
        // twice that while the other worker runs beside it.
        if (route.path === '/boutique') test.slow();
        const paths = (await PARAMETER_PATHS[route.path]?.(shop, api)) ?? [route.path];
        for (const path of paths) await visit(page, path, lang);
      });
    }
  }

  for (const lang of LANGS) {
    test(`the 404 page in ${lang}`, async ({ page }) => {
      await page.goto(withLang('/cette-page-n-existe-pas', lang));
      await expect(page.getByTestId('error-status')).toHaveText('404');
      await settle(page);
      await expectNoAxeViolations(page, `404 (${lang})`);
    });

    test(`the consent banner of a first visit, in ${lang}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(withLang('/', lang));
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page, `home with the consent banner (${lang})`);
      await context.close();
    });

    test(`the back office's sign-in in ${lang}`, async ({ page }) => {
      await visit(page, '/gestion', lang);
    });

    test(`/maintenance in ${lang}, during a maintenance`, async ({ page }) => {
      await startMaintenance(page);
      await page.goto(withLang('/boutique', lang));
      await expect(page).toHaveURL(/\/maintenance/);
      await settle(page);
      await expectNoAxeViolations(page, `/maintenance (${lang})`);
    });
  }

  test.describe('with a customer logged in', () => {
    for (const route of ROUTES.filter(isCustomerRoute)) {
      for (const lang of LANGS) {
        test(`${route.path} in ${lang}`, async ({ page, customer }) => {
          await logIn(page, customer);
          await visit(page, route.path, lang);
          // The account's home shows the customer's space; no page sends the customer to log in.
          await expect(page).toHaveURL(new RegExp(`^${siteUrl}${route.path}(/|\\?|$)`));
        });
      }
    }
  });

  for (const lang of LANGS) {
    test(`the checkout steps of a purchase in ${lang}, and the basket modal`, async ({ page }) => {
      test.slow();
      const w = CHECKOUT_TEXT[lang];
      const step = async (page_: string) => {
        await expect(page).toHaveURL(new RegExp(`${pathOf(page_, 'checkout').replace(/\/:.*$/, '')}(\\?|$)`));
        await settle(page);
        await expectNoAxeViolations(page, `${page_} step (${lang})`);
      };
      await page.goto(withLang('/', lang));
      await settle(page);
      // An add-to-basket opens the basket modal; the header's basket button opens it again.
      await page.getByRole('button', { name: w.add }).first().click();
      const modal = page.getByRole('dialog', { name: w.basket });
      await expect(modal.getByRole('listitem')).toHaveCount(1);
      await modal.getByRole('button', { name: w.close, exact: true }).click();
      const basketButton = page.getByTestId('basket-button');
      await checkModal(page, basketButton, w.basket, new RegExp(`^${w.close}$`));
      await basketButton.click();
      await modal.getByRole('button', { name: w.order, exact: true }).click();
      await step('basket');
      // Enough of it for free delivery, whose message has colours of its own.
      const quantity = page.getByRole('spinbutton', { name: w.quantity }).first();
      await quantity.fill('12');
      await quantity.press('Tab');
      await expect(page.getByText(FREE_DELIVERY[lang], { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `basket step with free delivery (${lang})`);

      await page.getByRole('button', { name: w.next }).click();
      await step('information');
      await fillInformation(page, w);
      await step('delivery');
      await chooseHomeDelivery(page, w);
      await step('payment');
      await page.getByRole('button', { name: w.next }).click();
      await step('summary');
      await page.getByRole('checkbox', { name: w.cgv }).check();
      await page.getByRole('button', { name: w.final }).click();
      // The card is typed on the sandbox's hosted page (the api's, not one of the shop's pages).
      const { url: sandboxUrl, sessionId, reference } = await onSandboxPage(page, apiUrl);
      // The return page while the bank has not answered (the shopper came back before paying).
      await page.goto(withLang(`${pathOf('payment-return', 'checkout')}?ref=${reference}&session_id=${sessionId}`, lang));
      await step('payment-return');
      await page.goto(sandboxUrl);
      await payOnSandboxPage(page, { number: CARDS.success, lang: w.lang });
      await step('confirmation');
    });
  }

  for (const lang of LANGS) {
    test(`the tour payment and outcome pages in ${lang}, each with its booking`, async ({ page, shop, api }) => {
      // Four pages in one booking's journey: 16-17 s at load average 8-9 on 2 cores, twice that
      // busier, past the default 30 s.
      test.slow();
      const held = await holdBooking(api, shop.tour, lang);
      await page.goto(withLang('/nougatourisme', lang));
      await holdInTab(page, held);
      await visit(page, pathOf('payment', 'visits'), lang);
      await visit(page, pathOf('error', 'visits'), lang);

      // The card is paid on the provider's hosted page (the api's sandbox); the site's return page
      // waits for the bank's answer until the page is paid.
      const hosted = await openHostedPage(api, held);
      await visit(page, `${pathOf('payment-return', 'visits')}?ref=${hosted.reference}&session_id=${hosted.sessionId}`, lang);
      await expect(page.getByRole('status').filter({ hasText: WAITING[lang] })).toBeVisible();
      await page.goto(hosted.url);
      await payOnSandboxPage(page, { number: CARDS.success, lang });
      await expect(page).toHaveURL(/\/visites\/merci(\?lang=en)?$/);
      await visit(page, pathOf('thanks', 'visits'), lang);

      // The mail's link to a booking paid by bank transfer.
      const transfer = await holdBooking(api, shop.tour, lang);
      await payBooking(api, transfer, { method: 'transfer' });
      await visit(page, `${pathOf('confirmation', 'visits')}?booking=${transfer.id}&token=${transfer.token}`, lang);
      await expect(page).toHaveURL(/\/visites\/confirmation(\?lang=en)?$/);
    });
  }
});

test.describe('modals: axe with the modal open, focus trapped, Escape closes, focus goes back', () => {
  for (const lang of LANGS) {
    // The account's modals in two tests, one a page: together they took 23-25 s at load average
    // 8-9. The three of my space alone take 25-27 s at load 9-10 (an axe run and a keyboard tour
    // each), so they get a longer budget.
    test(`the account modals of my space in ${lang}`, async ({ page, customer }) => {
      test.slow();
      const w = ACCOUNT_MODALS[lang];
      await logIn(page, customer);
      await page.goto(withLang('/mon-compte/mon-espace', lang));
      await settle(page);
      await checkModal(page, page.getByRole('button', { name: w.info }), w.info, w.close);
      await checkModal(page, page.getByRole('button', { name: w.password }), w.password, w.close);
      await checkModal(page, page.getByRole('button', { name: w.deleteAccount, exact: true }), w.deleteAccount, w.close);
    });

    test(`the account modal of my addresses in ${lang}`, async ({ page, customer }) => {
      const w = ACCOUNT_MODALS[lang];
      await logIn(page, customer);
      await page.goto(withLang('/mon-compte/mes-adresses', lang));
      await settle(page);
      await checkModal(page, page.getByRole('button', { name: w.editAddresses }), w.addresses, w.close);
    });

    test(`the cookie settings, opened from the footer, in ${lang}`, async ({ page }) => {
      const w = COOKIE_SETTINGS[lang];
      await page.goto(withLang('/', lang));
      await settle(page);
      await checkModal(page, page.getByRole('contentinfo').getByRole('button', { name: w.title }), w.title, w.close);
    });

    // Its code is fetched on this first use: the shell's stand-in holds the place meanwhile, then hands over.
    test(`the basket panel opened for the first time from the header in ${lang}`, async ({ page }) => {
      const w = CHECKOUT_TEXT[lang];
      await page.goto(withLang('/', lang));
      await settle(page);
      await checkModal(page, page.getByTestId('basket-button'), w.basket, new RegExp(`^${w.close}$`));
    });

    test(`the alert form of a sold-out product in ${lang}`, async ({ page, shop }) => {
      await page.goto(withLang(`/boutique/${shop.soldOut.category}/${shop.soldOut.slug}`, lang));
      await settle(page);
      await checkModal(page, page.getByRole('button', { name: ALERT[lang].open }), ALERT[lang].title, ALERT[lang].close);
    });
  }
});

// axe cannot judge text laid over a picture: the home hero's sprigs must stay clear of its text.
test('the home hero never lays its text over its picture, whatever the width', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  const hero = page.locator('section[aria-labelledby="home-hero-title"]');
  for (const width of [375, 800, 992, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overlaps = await hero.evaluate((band) => {
      const picture = band.querySelector('[aria-hidden="true"]');
      if (!picture || getComputedStyle(picture).display === 'none') return [];
      const p = picture.getBoundingClientRect();
      return Array.from(band.querySelectorAll('h1, p, a'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < p.right && r.right > p.left && r.top < p.bottom && r.bottom > p.top;
        })
        .map((el) => el.textContent);
    });
    expect(overlaps, `text over the picture at ${width} px`).toEqual([]);
  }
});

/** The layouts' landmarks, and the skip link as a keyboard user meets it: the very first Tab. */
type Landmark = 'banner' | 'navigation' | 'main' | 'contentinfo';
const LAYOUT_PAGES: Record<LayoutName, { path: string; landmarks: Landmark[]; absent: Landmark[]; skipLink: boolean }> = {
  default: { path: '/', landmarks: ['banner', 'navigation', 'main', 'contentinfo'], absent: [], skipLink: true },
  // Checkout: the logo, the step, one way back to the shop; no menu to navigate.
  order: { path: '/boutique/panier', landmarks: ['banner', 'main', 'contentinfo'], absent: [], skipLink: true },
  // Maintenance: the page is its main content alone, with nothing before it to skip.
  empty: { path: '/maintenance', landmarks: ['main'], absent: ['banner', 'navigation', 'contentinfo'], skipLink: false },
  // The back office draws its own frame (its sign-in page: no menu before a staff member is in).
  staff: { path: '/gestion', landmarks: ['banner', 'main'], absent: ['contentinfo'], skipLink: true },
};
const SKIP = { fr: 'Aller au contenu principal', en: 'Skip to main content' };

test.describe('skip link, landmarks and visible focus of each layout', () => {
  for (const layout of Object.keys(LAYOUT_PAGES) as LayoutName[]) {
    for (const lang of LANGS) {
      test(`${layout} layout in ${lang}`, async ({ page }) => {
        const { path, landmarks, absent, skipLink } = LAYOUT_PAGES[layout];
        expect(routeOf(path)?.route.layout).toBe(layout);
        if (layout === 'empty') await startMaintenance(page);
        await page.goto(withLang(path, lang));
        await settle(page);
        for (const role of landmarks) {
          if (role === 'navigation') await expect(page.getByRole(role).first(), `a ${role} landmark in the ${layout} layout`).toBeVisible();
          else await expect(page.getByRole(role), `one ${role} landmark in the ${layout} layout`).toHaveCount(1);
        }
        for (const role of absent) await expect(page.getByRole(role), `no ${role} landmark in the ${layout} layout`).toHaveCount(0);
        // Every stop of the keyboard's tour of the page shows where the focus is.
        const stops = await expectFocusVisibleOnEveryStop(page);
        if (!skipLink) return;
        expect(stops.length).toBeGreaterThan(1);
        await page.reload();
        await settle(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: SKIP[lang] });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
        // The next Tab goes on from the main content, past the header.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('main, footer'))).toBe(true);
      });
    }
  }
});

const ACCOUNT_MODALS = {
  fr: {
    info: 'Informations personnelles',
    password: 'Changer mon mot de passe',
    editAddresses: 'Modifier mes adresses',
    addresses: 'Mes adresses',
    deleteAccount: 'Supprimer mon compte',
    close: 'Fermer',
  },
  en: {
    info: 'Personal information',
    password: 'Change my password',
    editAddresses: 'Edit my addresses',
    addresses: 'My addresses',
    deleteAccount: 'Delete my account',
    close: 'Close',
  },
} as const;
const FREE_DELIVERY = { fr: 'Livraison offerte', en: 'Free delivery' };
const COOKIE_SETTINGS = { fr: { title: 'Gestion des cookies', close: 'Fermer' }, en: { title: 'Cookie settings', close: 'Close' } };
const ALERT = {
  fr: { open: 'Me prévenir de son retour', title: /^Être prévenu du retour de/, close: 'Fermer' },
  en: { open: 'Tell me when it is back', title: /^Be told when/, close: 'Close' },
} as const;

/** Logged in as the site keeps a login: the ACCESS_TOKEN cookie the start-up sequence reads. */
async function logIn(page: Page, customer: CustomerData) {
  await page.context().addCookies([{ name: 'ACCESS_TOKEN', value: customer.token, url: siteUrl }]);
}

/** The booking this tab is paying, where the booking form keeps it. */
async function holdInTab(page: Page, booking: Booking) {
  await page.evaluate((b) => sessionStorage.setItem('nougaterie.visits.booking', JSON.stringify(b)), booking);
}

/** The api's settings say the site is under maintenance, as an operator would set them. */
async function startMaintenance(page: Page) {
  await page.route(`${apiUrl}/api/utilities/settings`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), maintenance: true } });
  });
}
