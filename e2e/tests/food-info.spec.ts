import { expect, test } from '@playwright/test';
import { area, refuseCookies } from '../support/site';

// Issue #23: a food's page shows its mandatory information before purchase (regulation (EU)
// 1169/2011 art. 9 and 14), in both languages.
const WORDS = {
  fr: {
    section: 'Informations sur le produit',
    ingredients: /Amandes 30 %, miel de lavande 25 %, sucre/,
    bold: ['Amandes', 'pistaches', 'blanc d’œuf'],
    allergens: 'œufs, fruits à coque',
    table: 'Déclaration nutritionnelle pour 100 g',
    energy: ['Énergie', '1 846 kJ / 440 kcal'],
    fat: ['Matières grasses', '17,5 g'],
    maker: /SARL Nougaterie de Saint-Didier, place de l'Église, 84210 Saint-Didier/,
  },
  en: {
    section: 'Product information',
    ingredients: /Almonds 30 %, lavender honey 25 %, sugar/,
    bold: ['Almonds', 'pistachios', 'egg white'],
    allergens: 'eggs, nuts',
    table: 'Nutrition declaration per 100 g',
    energy: ['Energy', '1,846 kJ / 440 kcal'],
    fat: ['Fat', '17.5 g'],
    maker: /SARL Nougaterie de Saint-Didier, place de l'Église, 84210 Saint-Didier/,
  },
} as const;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];

  test(`a product page shows ingredients, allergens and nutrition (${lang})`, async ({ page }) => {
    await page.goto(`/boutique/nougats-traditionnels/nougat-blanc-tendre-miel-de-lavande${lang === 'en' ? '?lang=en' : ''}`);
    await refuseCookies(page);
    const catalog = area(page, 'catalog');
    // Below the buy box, a region named by its heading; its body comes with it into view.
    const section = catalog.getByRole('region', { name: w.section });
    await section.getByRole('heading', { level: 2, name: w.section }).scrollIntoViewIfNeeded();
    const table = section.getByRole('table', { name: w.table });
    await expect(table).toBeVisible();

    await expect(section.locator('p').first()).toHaveText(w.ingredients);
    expect(await section.locator('p strong').allTextContents()).toEqual(w.bold);
    const value = (term: RegExp) => section.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(plain(await value(lang === 'fr' ? /^Allergènes/ : /^Allergens/).innerText())).toBe(w.allergens);
    // Egg white and nuts are in it already: no other traces to fear.
    await expect(value(/traces/)).toHaveCount(0);
    await expect(value(lang === 'fr' ? /^Fabricant/ : /^Made by/)).toHaveText(w.maker);

    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    expect(rows.map((cells) => cells.map(plain))).toContainEqual([...w.energy]);
    expect(rows.map((cells) => cells.map(plain))).toContainEqual([...w.fat]);
    expect(rows).toHaveLength(7);
  });
}

test('a range filters sans gluten and sans lait, traces included, kept in the address', async ({ page }) => {
  await page.goto('/boutique/gourmandises?sans=gluten');
  await refuseCookies(page);
  const catalog = area(page, 'catalog');
  await expect(catalog.getByRole('checkbox', { name: 'Sans gluten' })).toBeChecked();
  await expect(catalog.getByRole('link', { name: /Calissons de Provence/ }).first()).toBeVisible();
  await expect(catalog.getByRole('link', { name: /Sablés à la lavande/ })).toHaveCount(0);
  await catalog.getByRole('checkbox', { name: 'Sans lait' }).click();
  await expect(page).toHaveURL(/sans=gluten(%2C|,)milk/);
  await expect(catalog.getByRole('link', { name: /Tablette de chocolat au lait/ })).toHaveCount(0);
  await expect(catalog.getByRole('checkbox', { name: 'Sans lait' })).toBeFocused();
});
