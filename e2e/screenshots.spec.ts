// `npm run screenshots -w e2e`: full-page PNGs of the main pages, in both languages and at both
// reference widths, into e2e/screenshots/ (git-ignored) for people to look at.
import path from 'node:path';
import { test } from '@playwright/test';
import { startPartnerSite } from './support/partner-site';
import { switchLanguage } from './support/site';

const PAGES: Record<string, string> = {
  home: '/',
  shop: '/boutique',
  search: '/boutique?search=nougat',
  basket: '/boutique/panier',
  tours: '/nougatourisme',
  visits: '/visites',
  booking: '/visites/le-parcours-gourmand',
  login: '/sign/login',
  history: '/la-nougaterie',
  'practical-info': '/infos-pratiques',
  'not-found': '/page-perdue',
};

for (const lang of ['fr', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await switchLanguage(page, lang);
      for (const [name, url] of Object.entries(PAGES)) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: path.join(__dirname, 'screenshots', `${name}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
}

// The booking widget on the example partner page, served from its own origin.
for (const lang of ['fr', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`widget ${lang} at ${width} px`, async ({ page }) => {
      const partner = await startPartnerSite();
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(partner.url);
        if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
        await page.locator('nougat-visites').getByRole('grid').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(__dirname, 'screenshots', `widget-${lang}-${width}.png`), fullPage: true });
      } finally {
        await partner.close();
      }
    });
  }
}
