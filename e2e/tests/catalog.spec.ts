import { expect, test, type Page } from '@playwright/test';
import { area, refuseCookies, switchLanguage } from '../support/site';

const WORDS = {
  fr: {
    query: 'nougat noir',
    found: /\/boutique\?search=nougat(\+|%20)noir/,
    search: 'Je recherche',
    add: 'Ajouter au panier',
    basket: 'MON PANIER',
    close: 'FERMER',
    vat: 'TVA incluse',
  },
  en: {
    query: 'black nougat',
    found: /\/boutique\?search=black(\+|%20)nougat/,
    search: 'Search',
    add: 'Add to basket',
    basket: 'MY BASKET',
    close: 'CLOSE',
    vat: 'VAT included',
  },
} as const;

async function searchFromHeader(page: Page, query: string, button: string) {
  await page.locator('input[name="search"]').filter({ visible: true }).first().fill(query);
  await page.getByRole('button', { name: button, exact: true }).filter({ visible: true }).first().click();
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`home → search '${w.query}' → product → basket count 1 (${lang})`, async ({ page }) => {
    await page.goto('/');
    await refuseCookies(page);
    if (lang === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('basket-count')).toHaveText('0');

    await searchFromHeader(page, w.query, w.search);
    await expect(page).toHaveURL(w.found);
    const results = area(page, 'catalog');
    // The ranking puts the black nougats first, whatever their number.
    const first = results.locator('a[href^="/boutique/"][href*="nougat-noir"]').first();
    await expect(first).toBeVisible();
    await first.click();

    await expect(page).toHaveURL(/\/boutique\/[a-z0-9-]+\/[a-z0-9-]*nougat-noir[a-z0-9-]*$/);
    await expect(results.getByRole('heading', { level: 1 })).toContainText(lang === 'fr' ? /nougat noir/i : /black nougat/i);
    await expect(results.getByText(w.vat)).toBeVisible();
    await expect(page).toHaveTitle(/Nougaterie de Saint-Didier/);

    // The product's own button comes before those of the similar products.
    await results.getByRole('button', { name: w.add }).first().click();
    const modal = page.getByRole('dialog', { name: w.basket });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: w.close, exact: true }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });
}

test('an unknown product shows the 404 error page', async ({ page }) => {
  await page.goto('/boutique/nougats/ce-produit-n-existe-pas');
  await expect(page.getByTestId('error-status')).toHaveText('404');
});

test('a ?lang=en link (the hreflang alternate) opens the page in English', async ({ page }) => {
  await page.goto('/boutique?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /lang=fr/);
  // It is the visitor's choice from then on, for the pages they open next.
  await page.goto('/nougatourisme');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
