import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';

/**
 * The sandbox's hosted payment page, served by the api (api/src/payment/hosted/sandbox-page.ts,
 * its texts in sandbox-messages.ts): the page a shopper or a visitor is sent to for a card, as
 * Stripe Checkout's would be. Its test cards are those of api/README.md.
 */
export const SANDBOX_PAGE = /\/api\/payment\/sandbox\/cs_sandbox_[\w-]+$/;

export const SANDBOX_TEXT = {
  fr: {
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    cvc: 'Cryptogramme (CVC)',
    pay: /^Payer /,
    declined: 'Paiement refusé par la banque : essayez une autre carte.',
    code: 'Code de confirmation',
    confirm: 'Confirmer',
    back: 'Retour à la boutique',
  },
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay /,
    declined: 'Payment declined by the bank: try another card.',
    code: 'Confirmation code',
    confirm: 'Confirm',
    back: 'Back to the shop',
  },
} as const;

/** The 3-D Secure code the sandbox's card 4000 0000 0000 3220 asks for. */
export const SANDBOX_CODE = '123456';

/**
 * On the sandbox's page (in the order's or booking's language): a card, a future expiry and a CVC,
 * then Pay; with `code`, the 3-D Secure step's code, then Confirm. The page then sends the browser
 * back to the shop's return page (a paid card), or stays for another card (a declined one).
 */
export async function payOnSandboxPage(page: Page, { number, code, lang }: { number: string; code?: string; lang: 'fr' | 'en' }) {
  const w = SANDBOX_TEXT[lang];
  await expect(page).toHaveURL(SANDBOX_PAGE);
  await page.getByLabel(w.cardNumber, { exact: true }).fill(number);
  await page.getByLabel(w.expiry, { exact: true }).fill('12/39');
  await page.getByLabel(w.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: w.pay }).click();
  if (code === undefined) return;
  await page.getByLabel(w.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: w.confirm, exact: true }).click();
}

/**
 * The sandbox's development signing secret (api/src/payment/hosted/sandbox.ts,
 * SANDBOX_DEV_WEBHOOK_SECRET): the site under test runs without SANDBOX_WEBHOOK_SECRET.
 */
const SANDBOX_DEV_SECRET = 'whsec_nougaterie_sandbox_development_only';

/**
 * The sandbox page's "paid" notification of a session, as the page sends it (the same event id,
 * body and Stripe-style signature, `Sandbox-Signature: t=…,v1=HMAC-SHA256(t.body)`), delivered
 * again to the api's webhook: what a provider's retry or a replay looks like.
 */
export function sandboxPaidEvent(payment: { sessionId: string; kind: 'order' | 'booking'; reference: string; amountCents: number }) {
  const suffix = payment.sessionId.replace(/^cs_sandbox_/, '');
  const body = JSON.stringify({
    id: `evt_sandbox_paid_${suffix}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payment.sessionId,
        object: 'checkout.session',
        metadata: { kind: payment.kind, reference: payment.reference },
        amount_total: payment.amountCents,
        currency: 'eur',
        payment_intent: `pi_sandbox_${suffix}`,
        payment_status: 'paid',
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SANDBOX_DEV_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'sandbox-signature': `t=${timestamp},v1=${v1}` } };
}

/**
 * The sandbox's page the browser is on: its address, its session's id and the reference of what it
 * pays (the api's `GET /api/payment/hosted/:sessionId`), for a test that comes back to the shop's
 * return page before paying.
 */
export async function onSandboxPage(page: Page, apiUrl: string): Promise<{ url: string; sessionId: string; reference: string }> {
  await expect(page).toHaveURL(SANDBOX_PAGE);
  const url = page.url();
  const sessionId = url.split('/').pop()!;
  const answer = await page.request.get(`${apiUrl}/api/payment/hosted/${sessionId}`);
  expect(answer.ok()).toBe(true);
  const { reference } = (await answer.json()) as { reference: string };
  return { url, sessionId, reference };
}
