import { expect, type Page } from '@playwright/test';
import { payOnSandboxPage, SANDBOX_CODE, SANDBOX_PAGE, SANDBOX_TEXT } from './sandbox';
import { refuseCookies } from './site';

/** The words of each language the checkout journeys click on, as the shopper reads them. */
export const CHECKOUT_TEXT = {
  fr: {
    lang: 'fr',
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
    country: 'Pays',
    home: /Livraison à domicile/,
    relay: /Point relais/,
    postcode: 'Points relais près du code postal',
    search: 'Rechercher',
    relays: 'Points relais',
    hours: "Horaires d'ouverture",
    weekdays: /^Lundi – vendredi : 08:30\s–\s12:30, 14:30\s–\s19:00$/,
    cgv: /J'ai lu et j'accepte les conditions générales de vente/,
    final: 'Commander avec obligation de paiement',
    cardMethod: 'Carte bancaire',
    retry: 'Aller à la page de paiement',
    otherMethod: 'Choisir un autre moyen de paiement',
    returnTitle: 'Paiement',
    thanks: 'Merci pour votre commande !',
    mailedTo: (email: string) => `Un e-mail de confirmation vous a été envoyé à ${email}.`,
    paid: 'Votre paiement a bien été reçu : nous préparons votre commande.',
    pointsEarned: /Cette commande vous rapporte (\d+) points? de fidélité\./,
    followOrders: 'Suivre mes commandes',
  },
  en: {
    lang: 'en',
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
    country: 'Country',
    home: /Home delivery/,
    relay: /Relay point/,
    postcode: 'Relay points near the postcode',
    search: 'Search',
    relays: 'Relay points',
    hours: 'Opening hours',
    weekdays: /^Monday – Friday: 08:30–12:30, 14:30–19:00$/,
    cgv: /I have read and accept the terms and conditions of sale/,
    final: 'Order with obligation to pay',
    cardMethod: 'Bank card',
    retry: 'Go to the payment page',
    otherMethod: 'Choose another payment method',
    returnTitle: 'Payment',
    thanks: 'Thank you for your order!',
    mailedTo: (email: string) => `A confirmation e-mail has been sent to ${email}.`,
    paid: 'Your payment has been received: we are preparing your order.',
    pointsEarned: /This order earns you (\d+) loyalty points?\./,
    followOrders: 'Follow my orders',
  },
} as const;
export type CheckoutWords = (typeof CHECKOUT_TEXT)[keyof typeof CHECKOUT_TEXT];

export interface Shopper {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address1: string;
  zipcode: string;
  city: string;
}

export const SHOPPER: Shopper = {
  firstname: 'Léa',
  lastname: 'Roux',
  email: 'lea.roux@example.fr',
  phone: '04 90 66 00 00',
  address1: '12 place de la Fontaine',
  zipcode: '84210',
  city: 'Saint-Didier',
};

/** The sandbox cards of api/README.md, typed on the sandbox's hosted page. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

/** A shopper's first visit: cookies refused in the banner, which would otherwise cover the buttons. */
export async function openHome(page: Page) {
  await page.goto('/');
  await refuseCookies(page);
}

/** Two products from the home page, then the basket modal's COMMANDER. */
export async function fillBasketFromHome(page: Page, w: CheckoutWords) {
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
export async function reachCodeMinimum(page: Page, w: CheckoutWords) {
  const quantity = page.getByRole('spinbutton', { name: w.quantity }).first();
  for (let qty = 2; qty <= 5; qty += 1) {
    await page.getByRole('button', { name: w.increase }).first().click();
    await expect(quantity).toHaveValue(String(qty));
  }
}

export async function applyCode(page: Page, w: CheckoutWords) {
  const code = page.getByRole('textbox', { name: w.code });
  await code.fill('nougat5');
  await expect(code).toHaveValue('NOUGAT5');
  await page.getByRole('button', { name: w.apply }).click();
  await expect(page.getByRole('region', { name: /Votre panier|Your basket/ })).toContainText('NOUGAT5');
}

/** The shipping address, billing the same; the country stays on the select's France. */
export async function fillInformation(page: Page, w: CheckoutWords, shopper: Shopper = SHOPPER) {
  await expect(page).toHaveURL(/\/boutique\/informations$/);
  const shipping = page.getByRole('group', { name: w.shipping });
  for (const [field, label] of Object.entries(w.fields)) {
    await shipping.getByLabel(label, { exact: true }).fill(shopper[field as keyof Shopper]);
  }
  await expect(shipping.getByRole('combobox', { name: w.country })).toHaveValue('FR');
  await page.getByRole('button', { name: w.next }).click();
}

/** The nearest relay point of the shipping postcode, its opening hours in the shopper's language. */
export async function chooseRelayPoint(page: Page, w: CheckoutWords) {
  await expect(page).toHaveURL(/\/boutique\/livraison$/);
  await page.getByRole('radio', { name: w.relay }).check();
  const postcode = page.getByRole('textbox', { name: w.postcode });
  await expect(postcode).toHaveValue('84210');
  await page.getByRole('button', { name: w.search }).click();
  const relays = page.getByRole('list', { name: w.relays });
  const nearest = relays.getByRole('listitem').first();
  await expect(nearest.getByRole('radio')).toBeVisible();
  await expect(nearest).toContainText('84210');
  await expect(nearest.getByRole('list', { name: w.hours }).getByRole('listitem').first()).toHaveText(w.weekdays);
  await nearest.getByRole('radio').check();
  await page.getByRole('button', { name: w.next }).click();
}

export async function chooseHomeDelivery(page: Page, w: CheckoutWords) {
  await expect(page).toHaveURL(/\/boutique\/livraison$/);
  await page.getByRole('radio', { name: w.home }).check();
  await page.getByRole('button', { name: w.next }).click();
}

/**
 * The card (the payment step's default) and the summary's CGV and final button: the browser goes
 * to the sandbox's hosted page, where the card is typed (with the 3-D Secure code for the card
 * that asks for it). A paid card ends on the confirmation step (through the return page); a
 * declined one leaves the shopper on the sandbox's page, saying so.
 */
export async function payByCard(page: Page, w: CheckoutWords, number: string) {
  await expect(page).toHaveURL(/\/boutique\/paiement$/);
  await expect(page.getByRole('radio', { name: w.cardMethod })).toBeChecked();
  await page.getByRole('button', { name: w.next }).click();
  await expect(page).toHaveURL(/\/boutique\/recapitulatif$/);
  await page.getByRole('checkbox', { name: w.cgv }).check();
  await page.getByRole('button', { name: w.final }).click();
  await payOnSandboxPage(page, { number, lang: w.lang, code: number === CARDS.challenge ? SANDBOX_CODE : undefined });
}

/** The sandbox's page refused the card: it says so and stays, for another card or the way back. */
export async function expectDeclinedOnSandbox(page: Page, w: CheckoutWords) {
  await expect(page).toHaveURL(SANDBOX_PAGE);
  await expect(page.getByText(SANDBOX_TEXT[w.lang].declined)).toBeVisible();
}

/** The confirmation step; answers the order's reference. */
export async function expectConfirmed(page: Page, w: CheckoutWords, email: string = SHOPPER.email): Promise<string> {
  await expect(page).toHaveURL(/\/boutique\/confirmation\?ref=NSD-\d{4}-\d{6,}$/);
  await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  // The sentence, not the address alone: the page also shows the order's addresses, which hold it.
  await expect(page.getByText(w.mailedTo(email))).toBeVisible();
  // The ordered basket is gone: the next purchase starts from an empty one.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'basketID')).toBe(false);
  return new URL(page.url()).searchParams.get('ref')!;
}
