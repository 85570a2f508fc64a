import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from '../support/site';

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
