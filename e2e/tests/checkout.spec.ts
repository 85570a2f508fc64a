import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, refuseCookies, switchLanguage } from '../support/site';

/** The words of each language the journey clicks on, as the shopper reads them. */
const TEXT = {
  fr: {
    add: 'Ajouter au panier',
    close: 'FERMER',
    basket: 'MON PANIER',
    order: 'COMMANDER',
    increase: /^Ajouter un /,
    quantity: /^Quantité de /,
    code: 'Votre code',
    apply: 'Appliquer',
    next: 'Continuer',
    shipping: 'Coordonnées et adresse de livraison',
    fields: { firstname: 'Prénom', lastname: 'Nom', email: 'E-mail', phone: 'Téléphone', address1: 'Adresse', zipcode: 'Code postal', city: 'Ville' },
    relay: /Point relais/,
    postcode: 'Points relais près du code postal',
    search: 'Rechercher',
    relays: 'Points relais',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Cryptogramme',
    cgv: /J'ai lu et j'accepte les conditions générales de vente/,
    final: 'Commander avec obligation de paiement',
    retry: 'Payer avec cette carte',
    thanks: 'Merci pour votre commande !',
  },
  en: {
    add: 'Add to basket',
    close: 'CLOSE',
    basket: 'MY BASKET',
    order: 'ORDER',
    increase: /^Add one /,
    quantity: /^Quantity of /,
    code: 'Your code',
    apply: 'Apply',
    next: 'Continue',
    shipping: 'Contact and delivery address',
    fields: { firstname: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone', address1: 'Address', zipcode: 'Postcode', city: 'City' },
    relay: /Relay point/,
    postcode: 'Relay points near the postcode',
    search: 'Search',
    relays: 'Relay points',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cgv: /I have read and accept the terms and conditions of sale/,
    final: 'Order with obligation to pay',
    retry: 'Pay with this card',
    thanks: 'Thank you for your order!',
  },
} as const;
type Words = (typeof TEXT)[keyof typeof TEXT];

const SHOPPER = {
  firstname: 'Léa',
  lastname: 'Roux',
  email: 'lea.roux@example.fr',
  phone: '04 90 66 00 00',
  address1: '12 place de la Fontaine',
  zipcode: '84210',
  city: 'Saint-Didier',
};
const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A shopper's first visit: cookies refused in the banner, which would otherwise cover the buttons. */
async function openHome(page: Page) {
  await page.goto('/');
  await refuseCookies(page);
}

/** Two products from the home page, then the basket modal's COMMANDER. */
async function fillBasketFromHome(page: Page, w: Words) {
  const add = page.getByRole('button', { name: w.add });
  await add.first().click();
  const modal = page.getByRole('dialog', { name: w.basket });
  await expect(modal.getByRole('listitem')).toHaveCount(1);
  await modal.getByRole('button', { name: w.close, exact: true }).click();
  await add.nth(1).click();
  await expect(modal.getByRole('listitem')).toHaveCount(2);
  await modal.getByRole('button', { name: w.order, exact: true }).click();
  await expect(page).toHaveURL(/\/boutique\/panier$/);
}

/** NOUGAT5 needs 40 € of products: a few more of the first one get there. */
async function reachCodeMinimum(page: Page, w: Words) {
  const quantity = page.getByRole('spinbutton', { name: w.quantity }).first();
  for (let qty = 2; qty <= 5; qty += 1) {
    await page.getByRole('button', { name: w.increase }).first().click();
    await expect(quantity).toHaveValue(String(qty));
  }
}

async function applyCode(page: Page, w: Words) {
  const code = page.getByRole('textbox', { name: w.code });
  await code.fill('nougat5');
  await expect(code).toHaveValue('NOUGAT5');
  await page.getByRole('button', { name: w.apply }).click();
  await expect(page.getByRole('region', { name: /Votre panier|Your basket/ })).toContainText('NOUGAT5');
}

async function fillInformation(page: Page, w: Words) {
  await expect(page).toHaveURL(/\/boutique\/informations$/);
  const shipping = page.getByRole('group', { name: w.shipping });
  for (const [field, label] of Object.entries(w.fields)) {
    await shipping.getByLabel(label, { exact: true }).fill(SHOPPER[field as keyof typeof SHOPPER]);
  }
  await page.getByRole('button', { name: w.next }).click();
}

async function chooseRelayPoint(page: Page, w: Words) {
  await expect(page).toHaveURL(/\/boutique\/livraison$/);
  await page.getByRole('radio', { name: w.relay }).check();
  const postcode = page.getByRole('textbox', { name: w.postcode });
  await expect(postcode).toHaveValue('84210');
  await page.getByRole('button', { name: w.search }).click();
  const relays = page.getByRole('list', { name: w.relays });
  await expect(relays.getByRole('radio').first()).toBeVisible();
  await expect(relays.getByRole('listitem').first()).toContainText('84210');
  await relays.getByRole('radio').first().check();
  await page.getByRole('button', { name: w.next }).click();
}

async function fillCard(page: Page, w: Words, number: string) {
  await page.getByRole('textbox', { name: w.cardNumber }).fill(number);
  await page.getByRole('textbox', { name: w.expiry }).fill('12/39');
  await page.getByRole('textbox', { name: w.cvc }).fill('123');
}

async function payByCard(page: Page, w: Words, number: string) {
  await expect(page).toHaveURL(/\/boutique\/paiement$/);
  await fillCard(page, w, number);
  await page.getByRole('button', { name: w.next }).click();
  await expect(page).toHaveURL(/\/boutique\/recapitulatif$/);
  await page.getByRole('checkbox', { name: w.cgv }).check();
  await page.getByRole('button', { name: w.final }).click();
}

async function expectConfirmed(page: Page, w: Words) {
  await expect(page).toHaveURL(/\/boutique\/confirmation\?ref=NSD-\d{4}-\d{6,}$/);
  await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  await expect(page.getByText(SHOPPER.email)).toBeVisible();
  // The ordered basket is gone: the next purchase starts from an empty one.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'basketID')).toBe(false);
}

test.describe('checkout', () => {
  // A whole purchase crosses six pages and four api writes on a two-core machine.
  test.slow();

  test('an anonymous shopper buys two products with a code, a relay point and a card, in French', async ({ page }) => {
    const w = TEXT.fr;
    await openHome(page);
    await fillBasketFromHome(page, w);
    await reachCodeMinimum(page, w);
    await applyCode(page, w);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: w.next }).click();
    await fillInformation(page, w);
    await chooseRelayPoint(page, w);
    await payByCard(page, w, SUCCESS_CARD);
    await expectConfirmed(page, w);
  });

  test('a declined card is said in place and another card pays the same order, in English', async ({ page }) => {
    const w = TEXT.en;
    await openHome(page);
    await switchLanguage(page, 'en');
    await fillBasketFromHome(page, w);
    await reachCodeMinimum(page, w);
    await applyCode(page, w);
    await page.getByRole('button', { name: w.next }).click();
    await fillInformation(page, w);
    await chooseRelayPoint(page, w);
    await payByCard(page, w, DECLINED_CARD);

    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page).toHaveURL(/\/boutique\/recapitulatif$/);
    await fillCard(page, w, SUCCESS_CARD);
    await page.getByRole('button', { name: w.retry }).click();
    await expectConfirmed(page, w);
  });
});
