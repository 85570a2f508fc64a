import { expect, test } from '@playwright/test';
import { enrolOwner, shoot, shownWithin } from '../support/backoffice';
import { CHECKOUT_TEXT } from '../support/checkout';
import { area, expectNoHorizontalOverflow, refuseCookies } from '../support/site';
import { staffSiteOfFile } from '../support/staff-site';

// Issue #22 (Back office II): an owner renames a category and changes the free-shipping threshold
// in the back office; the shop's menu, the category page and the basket's "free shipping from"
// follow within 2 s, without a new build. On a site of its own (support/staff-site.ts).

const RENAMED = { fr: 'Nougats de fête', en: 'Festive nougats' };
const FRANCO = 200;

const site = staffSiteOfFile();

test('an owner renames a category and changes franco: the shop follows within 2 s', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR', viewport: { width: 375, height: 900 } })).newPage();
  await enrolOwner(desk, site().ownerLink);

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
  const categoryUrl = `${site().apiUrl}/api/shop/category/nougats-gourmands`;
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
  expect(
    await shownWithin(`${site().apiUrl}/api/utilities/settings`, (body) => (JSON.parse(body) as { franco_port: number }).franco_port === FRANCO, savedAt),
  ).toBeLessThan(2_000);
  await shoot(desk, 'settings-fr');

  // The shopper: the shop's categories, the category page, the basket.
  const shopper = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
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
  const english = await (await browser.newContext({ baseURL: site().url, locale: 'en-GB' })).newPage();
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
