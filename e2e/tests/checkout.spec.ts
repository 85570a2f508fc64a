import { expect, test } from '@playwright/test';
import {
  CARDS,
  CHECKOUT_TEXT,
  applyCode,
  chooseRelayPoint,
  expectConfirmed,
  expectDeclinedOnSandbox,
  fillBasketFromHome,
  fillInformation,
  openHome,
  payByCard,
  reachCodeMinimum,
  SHOPPER,
} from '../support/checkout';
import { waitForMail, readOutbox } from '../support/outbox';
import { apiUrl } from '../support/ports';
import { onSandboxPage, payOnSandboxPage, SANDBOX_TEXT, sandboxPaidEvent } from '../support/sandbox';
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

  test('a declined card is said on the payment page; back in the shop, the same order is paid later, in English', async ({ page }) => {
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
    await expectDeclinedOnSandbox(page, w);
    // No card field of ours: the number was typed on the provider's page only.
    // Back to the shop without paying: the order's summary, to pay it again or another way.
    await page.getByRole('link', { name: SANDBOX_TEXT.en.back }).click();
    await expect(page).toHaveURL(/\/boutique\/recapitulatif\/[0-9a-f-]{36}$/);
    const awaiting = page.getByRole('status').filter({ hasText: /NSD-\d{4}-\d{6} (is awaiting payment|attend son paiement)/ });
    await expect(awaiting).toBeVisible();
    await expect(page.getByRole('link', { name: w.otherMethod })).toHaveAttribute('href', '/boutique/paiement');

    // A later visit finds the order again: the basketID cookie stays while it awaits its payment.
    await page.goto('/boutique/recapitulatif');
    await expect(awaiting).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'basketID')).toBe(true);
    await page.getByRole('button', { name: w.retry }).click();
    await payOnSandboxPage(page, { number: CARDS.success, lang: 'en' });
    await expectConfirmed(page, w);
  });

  test('the return page waits for the bank and follows its notification; a notification sent again takes nothing more', async ({ page, context }) => {
    const w = CHECKOUT_TEXT.fr;
    const shopper = { ...SHOPPER, email: `retour.${Date.now()}@example.fr` };
    await openHome(page);
    await fillBasketFromHome(page, w);
    await page.getByRole('button', { name: w.next }).click();
    await fillInformation(page, w, shopper);
    await chooseRelayPoint(page, w);
    await expect(page.getByRole('radio', { name: w.cardMethod })).toBeChecked();
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('checkbox', { name: w.cgv }).check();
    await page.getByRole('button', { name: w.final }).click();
    const { url: sandboxUrl, sessionId, reference } = await onSandboxPage(page, apiUrl);

    // Back on the return page before the bank answered: it waits, and says nothing is paid yet.
    await page.goto(`/boutique/paiement/retour?ref=${reference}&session_id=${sessionId}`);
    await expect(page.getByRole('status').filter({ hasText: 'En attente de la réponse de votre banque' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    // The order's basket, kept by this tab for the confirmation: its total is the notification's amount.
    const basketId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('nougaterie:hosted-order') ?? '{}') as { basketId: string }).basketId);
    const order = (await (await page.request.get(`${apiUrl}/api/basket/get-final/${basketId}`)).json()) as {
      order: { reference: string };
      amount_total: number;
    };
    expect(order.order.reference).toBe(reference);

    // The card is paid meanwhile (another tab): the waiting page follows the notification.
    const bank = await context.newPage();
    await bank.goto(sandboxUrl);
    await payOnSandboxPage(bank, { number: CARDS.success, lang: 'fr' });
    await expect(bank).toHaveURL(/\/boutique\/(paiement\/retour|confirmation)/);
    await expectConfirmed(page, w, shopper.email);
    await expect(page.getByText(w.paid)).toBeVisible();

    // The provider sends the paid notification twice more, at once: nothing more is taken or mailed.
    const event = sandboxPaidEvent({ sessionId, kind: 'order', reference, amountCents: Math.round(order.amount_total * 100) });
    const replays = await Promise.all(
      [0, 1].map(() => page.request.post(`${apiUrl}/api/payment/webhook/sandbox`, { data: event.body, headers: event.headers })),
    );
    expect(await Promise.all(replays.map(async (r) => [r.status(), await r.text()]))).toEqual([
      [200, '{"received":true}'],
      [200, '{"received":true}'],
    ]);
    await waitForMail(shopper.email, new RegExp(`Paiement reçu ${reference}`));
    // The sandbox's page of a paid session takes no second card.
    await bank.goto(sandboxUrl);
    await expect(bank.getByRole('heading', { name: 'Paiement déjà effectué' })).toBeVisible();
    await expect
      .poll(async () => (await readOutbox()).filter((m) => m.to.includes(shopper.email) && m.subject.includes(`Paiement reçu ${reference}`)).length)
      .toBe(1);
    await expect(page.getByText(w.paid)).toBeVisible();
  });
});
