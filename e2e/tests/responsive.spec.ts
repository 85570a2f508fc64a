import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, switchLanguage } from '../support/site';

const PAGES = ['/', '/boutique', '/nougatourisme', '/sign/login', '/boutique/panier', '/la-nougaterie', '/page-perdue'];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path}: header and footer visible, nothing overflows`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('header').first()).toBeVisible();
        await expect(page.locator('footer').last()).toBeVisible();
        await expectNoHorizontalOverflow(page);
      });
    }
  });
}

for (const width of [375, 1280]) {
  test(`a product card's name lines up with its price and button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/boutique/nougats');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const left = async (selector: string) => (await card.locator(selector).first().boundingBox())!.x;
    // The category page's own rule for its section headings once pulled the name to the card's edge.
    expect(Math.abs((await left('h2')) - (await left('button')))).toBeLessThanOrEqual(1);
  });
}

for (const width of [375, 1280]) {
  test(`a product card's basket button holds its label on one line at ${width} px, in French and English`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/boutique/nougats');
    for (const lang of ['fr', 'en'] as const) {
      if (lang === 'en') await switchLanguage(page, 'en');
      const button = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: lang === 'fr' ? 'Ajouter au panier' : 'Add to basket' });
      await expect(button).toBeVisible();
      // One line of text: as tall as the button's 44 px minimum, no taller (a wrapped label is ~60 px).
      const box = (await button.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(48);
      // Nothing of the label spills out of the button.
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
}
