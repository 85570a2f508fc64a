import { expect, test } from '@playwright/test';
import {
  CARDS,
  CHECKOUT_TEXT,
  applyCode,
  chooseRelayPoint,
  expectConfirmed,
  fillBasketFromHome,
  fillCard,
  fillInformation,
  openHome,
  payByCard,
  reachCodeMinimum,
} from '../support/checkout';
import { expectNoHorizontalOverflow, switchLanguage } from '../support/site';

test.describe('checkout', () => {
  // A whole purchase crosses six pages and four api writes on a two-core machine.
  test.slow();

  test('an anonymous shopper buys two products with a code, a relay point and a card, in French', async ({ page }) => {
    const w = CHECKOUT_TEXT.fr;
    await openHome(page);
    await fillBasketFromHome(page, w);
    await reachCodeMinimum(page, w);
    await applyCode(page, w);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: w.next }).click();
    await fillInformation(page, w);
    await chooseRelayPoint(page, w);
    await payByCard(page, w, CARDS.success);
    await expectConfirmed(page, w);
  });

  test('a declined card is said in place and another card pays the same order, in English', async ({ page }) => {
    const w = CHECKOUT_TEXT.en;
    await openHome(page);
    await switchLanguage(page, 'en');
    await fillBasketFromHome(page, w);
    await reachCodeMinimum(page, w);
    await applyCode(page, w);
    await page.getByRole('button', { name: w.next }).click();
    await fillInformation(page, w);
    await chooseRelayPoint(page, w);
    await payByCard(page, w, CARDS.declined);

    await expect(page.getByRole('alert').filter({ hasText: w.declined })).toBeVisible();
    await expect(page).toHaveURL(/\/boutique\/recapitulatif$/);

    // A reload (or a later visit) finds the order again: the basketID cookie stays while it awaits its payment.
    await page.reload();
    await expect(page).toHaveURL(/\/boutique\/recapitulatif$/);
    await expect(page.getByRole('status').filter({ hasText: /NSD-\d{4}-\d{6} (is awaiting payment|attend son paiement)/ })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'basketID')).toBe(true);
    await fillCard(page, w, CARDS.success);
    await page.getByRole('button', { name: w.retry }).click();
    await expectConfirmed(page, w);
  });
});
