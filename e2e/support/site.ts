import { expect, type Page } from '@playwright/test';
import type { RemoteName } from './ports';

/** Console messages that mean two copies of a shared library reached the browser. */
export const DUPLICATE_LIBRARY = /several instances|Invalid hook call|more than one copy of React|multiple instances/i;

/** The page area of a remote; widgets of the same remote (e.g. the basket modal) live elsewhere. */
export const area = (page: Page, remote: RemoteName) => page.locator(`main [data-remote="${remote}"]`).first();

/** The remote's own content: the area is there, not empty, neither loading nor the fallback. */
export async function expectRemoteContent(page: Page, remote: RemoteName) {
  const el = area(page, remote);
  await expect(el).toBeVisible();
  await expect(el.getByTestId('remote-loading')).toHaveCount(0, { timeout: 20_000 });
  await expect(el.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(el).not.toBeEmpty();
  await expect.poll(async () => (await el.innerText()).trim().length).toBeGreaterThan(0);
}

/**
 * Nothing wider than the window. Asked until the layout has settled (a viewport just resized is
 * laid out again, and a list may switch to its phone form, a frame later); an overflow that stays
 * fails after the expect timeout, with its width in pixels.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), { message: 'pixels wider than the window' })
    .toBeLessThanOrEqual(0);
}

/** The language switch sits in the main menu, which narrow screens fold behind a toggle. */
export async function switchLanguage(page: Page, lang: 'fr' | 'en') {
  const button = page.getByTestId(`lang-${lang}`).filter({ visible: true }).first();
  const toggle = page.locator('header button[aria-expanded="false"]').filter({ visible: true }).first();
  const folded = !(await button.isVisible()) && (await toggle.isVisible());
  if (folded) await toggle.click();
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (folded) await page.locator('header button[aria-expanded="true"]').first().click();
}

/** A first visit: the cookie banner refused (as easy as accepting), so it covers nothing. */
export async function refuseCookies(page: Page) {
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: /^(Tout refuser|Refuse all)$/ }).click();
  await expect(banner).toHaveCount(0);
}
