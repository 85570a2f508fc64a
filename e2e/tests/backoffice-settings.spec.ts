import { expect, test, type Page } from '@playwright/test';
import { STAFF_TEXT, totp } from '../support/backoffice';
import { CHECKOUT_TEXT } from '../support/checkout';
import { area, expectNoHorizontalOverflow, refuseCookies } from '../support/site';
import { startStaffSite, type StaffSite } from '../support/staff-site';

// Issue #22 (Back office II): an owner renames a category and changes the free-shipping threshold
// in the back office; the shop's menu, the category page and the basket's "free shipping from"
// follow within 2 s, without a new build. On a site of its own (support/staff-site.ts).

const SHOTS = process.env.E2E_SHOTS_DIR;
const RENAMED = { fr: 'Nougats de fête', en: 'Festive nougats' };
const FRANCO = 200;

let site: StaffSite;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startStaffSite();
});
test.afterAll(async () => {
  // Its api writes its embedded database on close: slow on a busy machine.
  test.setTimeout(120_000);
  await site?.close();
});

async function enrolOwner(desk: Page) {
  await desk.goto(site.ownerLink);
  const secret = (await desk.locator('main code').textContent())!.replace(/\s/g, '');
  await desk.getByLabel(STAFF_TEXT.enrol.name).fill('Claire Reynaud');
  await desk.getByLabel(STAFF_TEXT.enrol.password).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.confirm).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.code).fill(totp(secret));
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.submit }).click();
  await desk.getByLabel(STAFF_TEXT.enrol.saved).check();
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.continue }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

/** Polls a public call until `seen` holds, and answers how long that took after `since`. */
async function shownWithin(url: string, seen: (body: string) => boolean, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(url, { headers: { 'accept-language': 'fr' } })).text();
    if (seen(body)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`${url} did not change within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an owner renames a category and changes franco: the shop follows within 2 s', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site.url, locale: 'fr-FR', viewport: { width: 375, height: 900 } })).newPage();
  await enrolOwner(desk);

  // The categories page, from the menu.
  await desk.goto('/gestion/categories');
  await expect(desk.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
  await expectNoHorizontalOverflow(desk);
  const card = desk.locator('li', { hasText: /\/boutique\/nougats-gourmands\b/ });
  await card.getByLabel('Nom en français').fill(RENAMED.fr);
  await card.getByLabel('Nom en anglais').fill(RENAMED.en);
  await card.getByRole('button', { name: /^Monter/ }).click();
  await shoot(desk, 'categories-fr');
  await desk.getByRole('button', { name: 'Enregistrer les catégories' }).click();
  await expect(desk.getByText('Catégories enregistrées : la boutique les montre dans les 2 secondes.')).toBeVisible();
  const renamedAt = Date.now();
  const categoryUrl = `${site.apiUrl}/api/shop/category/nougats-gourmands`;
  expect(await shownWithin(categoryUrl, (body) => body.includes(RENAMED.fr), renamedAt)).toBeLessThan(2_000);

  // The money settings: free shipping from 200 €.
  await desk.goto('/gestion/reglages');
  const money = desk.getByRole('region', { name: 'Livraison offerte et fidélité' });
  const franco = money.getByLabel('Livraison offerte dès (€ d’achats, France métropolitaine)');
  await expect(franco).toHaveValue('90');
  await franco.fill(String(FRANCO));
  await money.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(money.getByText('Livraison offerte et fidélité enregistrées.')).toBeVisible();
  const savedAt = Date.now();
  expect(await shownWithin(`${site.apiUrl}/api/utilities/settings`, (body) => JSON.parse(body).franco_port === FRANCO, savedAt)).toBeLessThan(2_000);
  await shoot(desk, 'settings-fr');

  // The shopper: the shop's categories, the category page, the basket.
  const shopper = await (await browser.newContext({ baseURL: site.url, locale: 'fr-FR' })).newPage();
  await shopper.goto('/boutique');
  await refuseCookies(shopper);
  const catalog = area(shopper, 'catalog');
  const nav = catalog.getByRole('navigation', { name: 'Nos gammes' });
  await expect(nav.getByRole('link', { name: RENAMED.fr })).toBeVisible();
  // Moved up: first of the nougats now.
  const names = await nav.getByRole('link').allTextContents();
  expect(names.indexOf(RENAMED.fr)).toBeLessThan(names.indexOf('Nougats traditionnels'));

  await shopper.goto('/boutique/nougats-gourmands');
  await expect(catalog.getByRole('heading', { level: 1, name: RENAMED.fr })).toBeVisible();
  const page = (await (await fetch(categoryUrl)).json()) as { products: { name: string; prices: { price_to_display: number } }[] };
  const first = page.products[0];
  await catalog.getByRole('button', { name: CHECKOUT_TEXT.fr.add }).first().click();
  const modal = shopper.getByRole('dialog', { name: CHECKOUT_TEXT.fr.basket });
  await modal.getByRole('button', { name: CHECKOUT_TEXT.fr.order, exact: true }).click();
  await expect(shopper).toHaveURL(/\/boutique\/panier$/);
  const remaining = (FRANCO - first.prices.price_to_display).toFixed(2).replace('.', ',');
  await expect(shopper.getByText(/^Plus que .* pour profiter de la livraison offerte$/)).toHaveText(
    new RegExp(`^Plus que ${remaining.replace(',', ',')}\\s€ pour profiter de la livraison offerte$`),
  );

  // English: the owner's pages and the shop's name.
  const english = await (await browser.newContext({ baseURL: site.url, locale: 'en-GB' })).newPage();
  await english.goto('/boutique/nougats-gourmands?lang=en');
  await refuseCookies(english);
  await expect(area(english, 'catalog').getByRole('heading', { level: 1, name: RENAMED.en })).toBeVisible();
  // The owner's pages in English too.
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.getByRole('button', { name: 'English' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Free shipping and loyalty' })).toBeVisible();
  await shoot(desk, 'settings-en');
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.getByRole('link', { name: 'Categories' }).click();
  await expect(desk.getByRole('heading', { level: 3, name: /^Festive nougats|^Nougats de fête/ })).toBeVisible();
  await shoot(desk, 'categories-en');
});
