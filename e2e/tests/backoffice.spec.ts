import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, uniqueEmail } from '../support/account';
import { expectNoAxeViolations } from '../support/a11y';
import { STAFF_TEXT, placeOrder, totp } from '../support/backoffice';
import { CHECKOUT_TEXT, SHOPPER, chooseHomeDelivery, fillBasketFromHome, fillInformation } from '../support/checkout';
import { waitForMail } from '../support/outbox';
import { expectNoHorizontalOverflow, refuseCookies } from '../support/site';
import { startStaffSite, type StaffSite } from '../support/staff-site';

// The back office's journey of issue 21: the first owner (created by the api's staff command)
// enrols with an authenticator app; a customer orders by bank transfer; staff record the transfer,
// prepare and ship the parcel with its tracking number; the customer's mail and account show it;
// another order is cancelled and its stock comes back. On a site of its own (support/staff-site.ts).

const w = { ...CHECKOUT_TEXT.fr, ...ACCOUNT_TEXT.fr };
const PRODUCT = 'nougat-noir-croquant';
const TRACKING = '6A12345678901';

let site: StaffSite;
/** When enrolment spent the app's code: a code is taken once, so a login needs a later one. */
let enrolledAt = 0;
const period = (time: number) => Math.floor(time / 30_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startStaffSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** The owner's first visit, from the command's link: app, password, first code, recovery codes. */
async function enrolOwner(desk: Page) {
  await desk.goto(site.ownerLink);
  const secret = (await desk.locator('main code').textContent())!.replace(/\s/g, '');
  await desk.getByLabel(STAFF_TEXT.enrol.name).fill('Claire Reynaud');
  await desk.getByLabel(STAFF_TEXT.enrol.password).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.confirm).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.code).fill(totp(secret));
  enrolledAt = Date.now();
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.submit }).click();
  await expect(desk.getByRole('heading', { name: 'Vos codes de secours' })).toBeVisible();
  await expect(desk.locator('main ol li')).toHaveCount(10);
  await desk.getByLabel(STAFF_TEXT.enrol.saved).check();
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.continue }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  return secret;
}

async function productStock(): Promise<number> {
  const response = await fetch(`${site.apiUrl}/api/shop/product/${PRODUCT}`);
  const body = (await response.json()) as { product?: { stock: number }; stock?: number };
  return (body.product ?? (body as { stock: number })).stock;
}

test('staff take a transfer order to shipped, and a cancelled order gives its stock back', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site.url, locale: 'fr-FR' })).newPage();
  const secret = await enrolOwner(desk);

  // A customer orders by bank transfer.
  const customer = { firstname: 'Mireille', lastname: 'Arnaud', email: uniqueEmail('mireille'), password: 'lavande-et-miel-2026' };
  const registered = await fetch(`${site.apiUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...customer, lang: 'fr' }) });
  expect(registered.status).toBe(201);
  const shop = await (await browser.newContext({ baseURL: site.url, locale: 'fr-FR' })).newPage();
  await shop.goto('/sign/login');
  await refuseCookies(shop);
  await fillLogin(shop, w, customer.email, customer.password);
  await expect(shop).toHaveURL(/\/$/);
  await expectLoggedIn(shop, w);
  await fillBasketFromHome(shop, w);
  await shop.getByRole('button', { name: w.next }).click();
  await fillInformation(shop, w, { ...SHOPPER, firstname: customer.firstname, lastname: customer.lastname, email: customer.email });
  await chooseHomeDelivery(shop, w);
  await shop.getByRole('radio', { name: 'Virement bancaire' }).check();
  await shop.getByRole('button', { name: w.next }).click();
  await expect(shop).toHaveURL(/\/boutique\/recapitulatif$/);
  await shop.getByRole('checkbox', { name: w.cgv }).check();
  await shop.getByRole('button', { name: w.final }).click();
  await expect(shop).toHaveURL(/\/boutique\/confirmation\?ref=NSD-\d{4}-\d{6,}$/);
  await expect(shop.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  await expect(shop.getByText('Votre commande est enregistrée et attend votre virement.')).toBeVisible();
  const reference = new URL(shop.url()).searchParams.get('ref')!;

  // Staff find it among the transfers awaited, record the transfer, prepare and ship it.
  await desk.goto('/gestion/commandes');
  await desk.getByRole('navigation', { name: 'Commandes par état' }).getByRole('link', { name: /^Virements attendus/ }).click();
  await desk.getByRole('link', { name: reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
  const actions = desk.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Virement reçu' }).click();
  await expect(actions.getByRole('status')).toHaveText('Le paiement est enregistré : la commande est payée.');
  await actions.getByRole('button', { name: 'Commencer la préparation' }).click();
  await expect(actions.getByRole('status')).toHaveText('La commande est en préparation.');
  await actions.getByRole('button', { name: 'Expédier…' }).click();
  const ship = desk.getByRole('dialog', { name: `Expédier la commande ${reference}` });
  await ship.getByLabel('Transporteur').selectOption('colissimo');
  await ship.getByLabel('Numéro de suivi').fill(TRACKING);
  await ship.getByRole('button', { name: 'Marquer expédiée' }).click();
  await expect(actions.getByRole('status')).toHaveText('La commande est expédiée : le client a reçu le numéro de suivi.');
  await expect(desk.getByRole('region', { name: 'Historique' })).toContainText('En préparation → Expédiée');
  await expectNoAxeViolations(desk, 'an order of the back office');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`order-${width}.png`), fullPage: true });
  }

  // The customer's mail holds the tracking link, and their account the state and the number.
  const mail = await waitForMail(customer.email, new RegExp(`${reference} est expédiée`), site.outbox);
  expect(mail.text).toContain(`https://www.laposte.fr/outils/suivre-vos-envois?code=${TRACKING}`);
  await shop.goto('/mon-compte/mes-commandes');
  const order = shop.getByRole('region', { name: `Commande ${reference}` });
  await expect(order).toContainText('Expédiée');
  await expect(order).toContainText(TRACKING);

  // Another order, cancelled by staff, gives its stock back.
  const before = await productStock();
  const other = await placeOrder(site.apiUrl, { slug: PRODUCT, qty: 2, email: uniqueEmail('paul') });
  await expect.poll(productStock).toBe(before - 2);
  await desk.goto(`/gestion/commandes/${other.reference}`);
  await desk.getByRole('button', { name: 'Annuler la commande…' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Oui, annuler la commande' }).click();
  await expect(desk.getByRole('region', { name: 'Actions' }).getByRole('status')).toContainText('La commande est annulée');
  await expect.poll(productStock).toBe(before);

  // The orders list on a phone and a computer, for the record.
  await desk.goto('/gestion/commandes');
  await expect(desk.getByRole('link', { name: reference }).first()).toBeVisible();
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`orders-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(desk, 'the orders of the back office');

  // Logging in again: password and a code of the app.
  await desk.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(desk.getByText('Vous êtes déconnecté de la gestion.')).toBeVisible();
  await desk.getByLabel(STAFF_TEXT.signIn.email).fill(site.ownerEmail);
  await desk.getByLabel(STAFF_TEXT.signIn.password, { exact: true }).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.signIn.code).fill(totp(secret, period(Date.now()) > period(enrolledAt) ? 0 : 1));
  await desk.getByRole('button', { name: STAFF_TEXT.signIn.submit }).click();
  // Back to the page the member left.
  await expect(desk).toHaveURL(/\/gestion\/commandes$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
});
