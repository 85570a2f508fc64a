import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, uniqueEmail } from '../support/account';
import { expectNoAxeViolations } from '../support/a11y';
import { STAFF_TEXT, enrolOwner as enrolOwnerFrom, placeOrder, totp } from '../support/backoffice';
import { CHECKOUT_TEXT, SHOPPER, chooseHomeDelivery, fillBasketFromHome, fillInformation } from '../support/checkout';
import { waitForMail } from '../support/outbox';
import { expectNoHorizontalOverflow, refuseCookies } from '../support/site';
import { staffSiteOfFile } from '../support/staff-site';

// The back office's journey of issue 21: the first owner (created by the api's staff command)
// enrols with an authenticator app; a customer orders by bank transfer; staff record the transfer,
// prepare and ship the parcel with its tracking number; the customer's mail and account show it;
// another order is cancelled and its stock comes back. On a site of its own (support/staff-site.ts).

const w = { ...CHECKOUT_TEXT.fr, ...ACCOUNT_TEXT.fr };
const PRODUCT = 'nougat-noir-croquant';
const TRACKING = '6A12345678901';

const site = staffSiteOfFile();
/** The owner's app secret once enrolled, and the last period whose code was spent: a code is taken once. */
let ownerSecret: string | undefined;
let lastStep = -1;
const period = (time: number) => Math.floor(time / 30_000);

/** A code of the app not used yet: this period's, or the next one's (the api allows one step ahead). */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = period(Date.now());
    const step = Math.max(now, lastStep + 1);
    if (step - now <= 1) {
      lastStep = step;
      return totp(secret, step - now);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The owner's first visit (support/backoffice.ts); its first code is spent. */
async function enrolOwner(desk: Page) {
  ownerSecret = await enrolOwnerFrom(desk, site().ownerLink);
  // The enrolment's code was of this period or an earlier one: the next code taken is a later one.
  lastStep = period(Date.now());
  return ownerSecret;
}

async function productStock(): Promise<number> {
  const response = await fetch(`${site().apiUrl}/api/shop/product/${PRODUCT}`);
  const body = (await response.json()) as { product?: { stock: number }; stock?: number };
  return (body.product ?? (body as { stock: number })).stock;
}

test('staff take a transfer order to shipped, and a cancelled order gives its stock back', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  const secret = await enrolOwner(desk);

  // A customer orders by bank transfer.
  const customer = { firstname: 'Mireille', lastname: 'Arnaud', email: uniqueEmail('mireille'), password: 'lavande-et-miel-2026' };
  const registered = await fetch(`${site().apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, lang: 'fr' }),
  });
  expect(registered.status).toBe(201);
  const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
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
  await desk
    .getByRole('navigation', { name: 'Commandes par état' })
    .getByRole('link', { name: /^Virements attendus/ })
    .click();
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
  const mail = await waitForMail(customer.email, new RegExp(`${reference} est expédiée`), site().outbox);
  expect(mail.text).toContain(`https://www.laposte.fr/outils/suivre-vos-envois?code=${TRACKING}`);
  await shop.goto('/mon-compte/mes-commandes');
  const order = shop.getByRole('region', { name: `Commande ${reference}` });
  await expect(order).toContainText('Expédiée');
  await expect(order).toContainText(TRACKING);

  // Another order, cancelled by staff, gives its stock back.
  const before = await productStock();
  const other = await placeOrder(site().apiUrl, { slug: PRODUCT, qty: 2, email: uniqueEmail('paul') });
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
  await desk.getByLabel(STAFF_TEXT.signIn.email).fill(site().ownerEmail);
  await desk.getByLabel(STAFF_TEXT.signIn.password, { exact: true }).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.signIn.code).fill(await freshCode(secret));
  await desk.getByRole('button', { name: STAFF_TEXT.signIn.submit }).click();
  // Back to the page the member left.
  await expect(desk).toHaveURL(/\/gestion\/commandes$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
});

/** The owner at the desk: enrolled on the site's first back-office visit, logged in with password and app code after. */
async function ownerAtDesk(desk: Page) {
  if (!ownerSecret) {
    await enrolOwner(desk);
    return;
  }
  await desk.goto('/gestion/connexion');
  await desk.getByLabel(STAFF_TEXT.signIn.email).fill(site().ownerEmail);
  await desk.getByLabel(STAFF_TEXT.signIn.password, { exact: true }).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.signIn.code).fill(await freshCode(ownerSecret));
  await desk.getByRole('button', { name: STAFF_TEXT.signIn.submit }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

test('a discount code created in the back office works in a basket, and its page lists the order', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);

  // Staff create a 15 % code for the coming year, from the menu.
  await desk.goto('/gestion/codes');
  await expect(desk.getByRole('heading', { level: 1, name: 'Codes de réduction' })).toBeVisible();
  await desk.getByRole('link', { name: 'Nouveau code' }).click();
  await desk.getByLabel('Code (lettres sans accent, chiffres, - ou _)').fill('amandes15');
  await desk.getByLabel('Réduction en pourcentage (%)').fill('15');
  const nextYear = new Date().getUTCFullYear() + 1;
  await desk.getByLabel('Fin : jour').fill(`${nextYear}-12-31`);
  await desk.getByRole('button', { name: 'Créer le code' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'AMANDES15' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Code créé' })).toBeVisible();
  await expectNoAxeViolations(desk, 'a discount code of the back office');

  // A shopper types it in their basket, and orders with it by bank transfer.
  const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await shop.goto('/');
  await refuseCookies(shop);
  await fillBasketFromHome(shop, w);
  const code = shop.getByRole('textbox', { name: w.code });
  await code.fill('amandes15');
  await expect(code).toHaveValue('AMANDES15');
  await shop.getByRole('button', { name: w.apply }).click();
  await expect(shop.getByRole('region', { name: 'Votre panier' })).toContainText('Réduction (AMANDES15)');
  await shop.getByRole('button', { name: w.next }).click();
  await fillInformation(shop, w, { ...SHOPPER, email: uniqueEmail('amandine') });
  await chooseHomeDelivery(shop, w);
  await shop.getByRole('radio', { name: 'Virement bancaire' }).check();
  await shop.getByRole('button', { name: w.next }).click();
  await shop.getByRole('checkbox', { name: w.cgv }).check();
  await shop.getByRole('button', { name: w.final }).click();
  await expect(shop).toHaveURL(/\/boutique\/confirmation\?ref=NSD-\d{4}-\d{6,}$/);
  const reference = new URL(shop.url()).searchParams.get('ref')!;

  // The code's page counts the use and links to the order.
  await desk.reload();
  await expect(desk.getByText('Utilisé par 1 commande en cours ou terminée.')).toBeVisible();
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expect(desk.getByRole('link', { name: reference })).toBeVisible();
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`code-${width}.png`), fullPage: true });
  }
  await desk.goto('/gestion/codes');
  await expect(desk.getByRole('link', { name: 'AMANDES15' })).toBeVisible();
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`codes-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(desk, 'the discount codes of the back office');
  await desk.getByRole('link', { name: 'AMANDES15' }).click();
  await desk.getByRole('link', { name: reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
});

test('a contact message is answered from the back office, and the answer reaches the sender', async ({ browser }) => {
  test.setTimeout(240_000);
  // A visitor writes from the contact page, in English.
  const visitor = await (await browser.newContext({ baseURL: site().url, locale: 'en-GB' })).newPage();
  const email = uniqueEmail('rose');
  const subject = `Wedding favours ${Date.now()}`;
  await visitor.goto('/contactez-nous?lang=en');
  await refuseCookies(visitor);
  const form = visitor.getByTestId('contact-form');
  await form.getByLabel('First name').fill('Rose');
  await form.getByLabel('Surname').fill('Aubanel');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Hello, we are looking for 80 small boxes of nougat\nfor a wedding in June. Is that possible?');
  await form.getByRole('button', { name: 'Send my message' }).click();
  await expect(visitor.getByTestId('form-sent')).toBeVisible();

  // Staff find it among the messages to deal with, and answer it.
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);
  await desk.getByRole('navigation', { name: 'Gestion' }).getByRole('link', { name: 'Messages' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expect(desk.getByRole('link', { name: subject })).toBeVisible();
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`inbox-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(desk, 'the inbox of the back office');
  await desk.getByRole('link', { name: subject }).click();
  await expect(desk.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(desk.getByText(/message écrit en anglais/)).toBeVisible();
  await desk.getByLabel('Votre réponse').fill('Dear Rose,\nyes, gladly: call us on +33 4 90 66 00 00 to choose the boxes.');
  await desk.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `Réponse envoyée à ${email}` })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Réponse envoyée' })).toContainText('yes, gladly');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`inbox-message-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(desk, 'a message of the back office');

  // The visitor's mail: the answer, then what they wrote.
  const mail = await waitForMail(email, new RegExp(`^Re: ${subject}$`), site().outbox);
  expect(mail.text).toContain('yes, gladly');
  expect(mail.text).toContain('you wrote to us:');
  expect(mail.text).toContain('80 small boxes of nougat');

  // Dealt with: no longer among those to deal with.
  await desk.goto('/gestion/messages');
  await expect(desk.getByRole('link', { name: subject })).toHaveCount(0);
  await desk.getByRole('link', { name: 'Traités' }).click();
  await expect(desk.getByRole('link', { name: subject })).toBeVisible();
});

test('maintenance on closes every shop page but not the back office; off sends /maintenance home', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);
  await desk.goto('/gestion/reglages');
  const panel = desk.getByRole('region', { name: 'Maintenance de la boutique' });
  await expect(panel).toContainText('La boutique est ouverte.');
  await panel.getByRole('button', { name: 'Mettre la boutique en maintenance' }).click();
  await panel.getByRole('button', { name: 'Oui, mettre en maintenance' }).click();
  await expect(panel).toContainText('La boutique est en maintenance');

  try {
    const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
    for (const path of ['/', '/boutique/nougats', `/boutique/nougats/${PRODUCT}`, '/mon-compte/mes-commandes']) {
      await shop.goto(path);
      await expect(shop).toHaveURL(/\/maintenance$/);
      await expect(shop.getByRole('heading', { level: 1, name: 'Le site fait une petite pause' })).toBeVisible();
    }
    // Staff keep working meanwhile.
    await desk.goto('/gestion/commandes');
    await expect(desk.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();

    await desk.goto('/gestion/reglages');
    await desk.getByRole('region', { name: 'Maintenance de la boutique' }).getByRole('button', { name: 'Rouvrir la boutique' }).click();
    await expect(desk.getByRole('region', { name: 'Maintenance de la boutique' })).toContainText('La boutique est ouverte.');
    await shop.goto('/maintenance');
    await expect(shop).toHaveURL(new RegExp(`^${site().url}/?$`));
    await shop.goto(`/boutique/nougats/${PRODUCT}`);
    await expect(shop.getByRole('heading', { level: 1 })).not.toHaveText('Le site fait une petite pause');
    await expect(shop).toHaveURL(new RegExp(`/boutique/nougats/${PRODUCT}$`));
  } finally {
    // The site's other tests find the shop open, whatever happened above.
    const token = await desk.evaluate(() => sessionStorage.getItem('nougaterie.staffToken'));
    await fetch(`${site().apiUrl}/api/admin/settings/maintenance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ on: false }),
    });
  }
});

test('a product made in the back office is on sale at once; a new slug keeps its old address working', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);
  const name = 'Nougat aux figues de Solliès';
  const category = 'nougats-gourmands';

  // Staff make it from the catalogue: the slug follows the French name.
  await desk.getByRole('navigation', { name: 'Gestion' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await desk.getByRole('link', { name: 'Nouveau produit' }).click();
  await desk.getByLabel('Nom en français').fill(name);
  await desk.getByLabel('Nom en anglais').fill('Nougat with Solliès figs');
  await desk.getByLabel('Description en français').fill('Un nougat tendre aux figues violettes de Solliès.');
  await desk.getByLabel('Description en anglais').fill('A soft nougat with purple figs from Solliès.');
  await expect(desk.getByLabel('Adresse du produit (slug)')).toHaveValue('nougat-aux-figues-de-sollies');
  await desk.getByRole('checkbox', { name: 'Nougats gourmands', exact: true }).check();
  await desk.getByLabel('Prix TTC en euros (€)').fill('9,80');
  await desk.getByLabel('Poids en grammes').fill('150');
  await desk.getByLabel('Stock', { exact: true }).fill('25');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`product-new-${width}.png`), fullPage: true });
  }
  await desk.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Produit créé' })).toBeVisible();
  await expectNoAxeViolations(desk, 'a product of the back office');

  // The shop shows it within a few seconds: its category's page and the search.
  const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await shop.goto('/');
  await refuseCookies(shop);
  for (const path of [`/boutique/${category}`, `/boutique?search=${encodeURIComponent('figues Solliès')}`]) {
    await expect(async () => {
      await shop.goto(path);
      await expect(shop.getByRole('link', { name }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
  await shop.getByRole('link', { name }).first().click();
  await expect(shop).toHaveURL(new RegExp(`/boutique/${category}/nougat-aux-figues-de-sollies$`));
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();

  // A new slug: the old address still leads to the product, now under its new one.
  await desk.getByLabel('Adresse du produit (slug)').fill('nougat-figues-sollies');
  await desk.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Produit enregistré' })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Anciennes adresses (redirigées)' })).toContainText('nougat-aux-figues-de-sollies');
  await expect(desk.getByRole('link', { name: `/boutique/${category}/nougat-figues-sollies` })).toBeVisible();
  const old = await fetch(`${site().apiUrl}/api/shop/product/nougat-aux-figues-de-sollies`, { redirect: 'manual' });
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toMatch(/\/api\/shop\/product\/nougat-figues-sollies$/);
  await shop.goto(`/boutique/${category}/nougat-aux-figues-de-sollies`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/boutique/${category}/nougat-figues-sollies$`));

  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`product-${width}.png`), fullPage: true });
  }
  await desk.goto('/gestion/produits?q=figues');
  await expect(desk.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(desk, 'the catalogue of the back office');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await desk.screenshot({ path: test.info().outputPath(`products-${width}.png`), fullPage: true });
  }
});

test('a photo uploaded in the back office shows on the product page, as AVIF and WebP widths', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);
  const product = (await (await fetch(`${site().apiUrl}/api/shop/product/${PRODUCT}`)).json()) as { id: number; name: string; category: { slug: string }[] };

  // A small JPEG (fixtures/nougat-photo.jpg, 1000 x 750 px): the api makes 320, 640, 960 and its own 1000 px.
  const jpeg = await readFile(path.join(__dirname, '../fixtures/nougat-photo.jpg'));

  await desk.goto(`/gestion/produits/${product.id}`);
  const panel = desk.getByRole('region', { name: 'Photos' });
  await expect(panel.getByText(/Aucune photo pour l’instant/)).toBeVisible();
  await panel.getByLabel(/Photo à ajouter/).setInputFiles({ name: 'nougat-noir.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await panel.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Photo ajoutée' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Photo principale' })).toBeVisible();
  const texts = panel.getByRole('form', { name: 'Textes de la photo 1' });
  await texts.getByLabel(/Texte alternatif en français/).fill('Tranches de nougat noir sur une planche');
  await texts.getByLabel('Texte alternatif en anglais').fill('Slices of black nougat on a board');
  await texts.getByRole('button', { name: 'Enregistrer les textes' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Textes alternatifs enregistrés' })).toBeVisible();
  await expectNoAxeViolations(desk, 'the photos panel of the back office');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await panel.screenshot({ path: test.info().outputPath(`photos-panel-${width}.png`) });
  }

  // The shop's page: a <picture> whose sources are the uploaded photo's AVIF and WebP widths.
  const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await shop.goto('/');
  await refuseCookies(shop);
  const main = shop.getByRole('img', { name: 'Tranches de nougat noir sur une planche' });
  await expect(async () => {
    await shop.goto(`/boutique/${product.category[0].slug}/${PRODUCT}`);
    await expect(main).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const photoUrl = new RegExp(`^${site().apiUrl}/media/photos/[0-9a-f]{32}-`);
  await expect(main).toHaveAttribute('src', new RegExp(`${photoUrl.source}640\\.jpg$`));
  const sources = main.locator('xpath=../source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('type', 'image/avif');
  await expect(sources.first()).toHaveAttribute(
    'srcset',
    new RegExp(`${photoUrl.source}320\\.avif 320w, .+-640\\.avif 640w, .+-960\\.avif 960w, .+-1000\\.avif 1000w$`),
  );
  await expect(sources.nth(1)).toHaveAttribute('srcset', /-1000\.webp 1000w$/);
  // The browser took one of them, and it arrived (Chromium reads AVIF).
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\.avif$/);
  const file = await fetch(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(file.headers.get('content-type')).toBe('image/avif');
  for (const width of [375, 1280]) {
    await shop.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.screenshot({ path: test.info().outputPath(`product-photo-${width}.png`) });
  }
});

/** Euros as the shop writes them in French: "9,80 €" (the space may be a narrow no-break one). */
const euroText = (euros: number) => new RegExp(`${euros.toFixed(2).replace('.', ',')}\\s€`);

test('a new price is what new baskets pay while an order placed before keeps its own; food information edited shows', async ({ browser }) => {
  test.setTimeout(240_000);
  const slug = 'nougat-blanc-aux-pistaches';
  type ShopProduct = { id: number; name: string; prices: { price_base: number; price_to_display: number }; category: { slug: string }[] };
  const before = (await (await fetch(`${site().apiUrl}/api/shop/product/${slug}`)).json()) as ShopProduct;
  const { reference } = await placeOrder(site().apiUrl, { slug, email: uniqueEmail('avant-hausse') });

  // Staff raise the price by 1.20 € and write a new storage sentence.
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await ownerAtDesk(desk);
  await desk.goto(`/gestion/produits/${before.id}`);
  await expect(desk.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
  const raised = Math.round((before.prices.price_base + 1.2) * 100) / 100;
  await desk.getByLabel('Prix TTC en euros (€)').fill(raised.toFixed(2).replace('.', ','));
  await desk.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Produit enregistré' })).toBeVisible();

  const food = desk.getByRole('region', { name: 'Informations alimentaires' });
  const storage = 'À conserver dans sa boîte, au sec, loin du soleil.';
  await food.getByLabel('Conservation en français').fill(storage);
  // A mark of milk with milk not ticked: refused before anything is sent.
  const ingredients = food.getByLabel('Ingrédients en français');
  const written = await ingredients.inputValue();
  await ingredients.fill(`${written.replace(/\.$/, '')}, {milk:beurre}.`);
  await food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }).click();
  await expect(food.getByText('Cette liste signale lait, absent des allergènes cochés : cochez-le ou retirez la marque.')).toBeVisible();
  await ingredients.fill(written);
  await food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }).click();
  await expect(food.getByRole('status').filter({ hasText: 'Informations alimentaires enregistrées' })).toBeVisible();
  await expectNoAxeViolations(desk, 'the food information panel of the back office');
  for (const width of [375, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(desk);
    await food.screenshot({ path: test.info().outputPath(`food-panel-${width}.png`) });
  }

  // A new basket pays the new price; the product page shows it and the new storage sentence.
  const shop = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await shop.goto('/');
  await refuseCookies(shop);
  const newPrice = (await (await fetch(`${site().apiUrl}/api/shop/product/${slug}`)).json()) as ShopProduct;
  expect(newPrice.prices.price_base).toBe(raised);
  await expect(async () => {
    await shop.goto(`/boutique/${before.category[0].slug}/${slug}`);
    await expect(shop.getByRole('main')).toContainText(euroText(newPrice.prices.price_to_display), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await shop.getByRole('button', { name: w.add }).first().click();
  const modal = shop.getByRole('dialog', { name: w.basket });
  await expect(modal.getByRole('listitem')).toContainText(euroText(newPrice.prices.price_to_display));
  await modal.getByRole('button', { name: w.close, exact: true }).click();
  const info = shop.getByRole('region', { name: 'Informations sur le produit' });
  await info.scrollIntoViewIfNeeded();
  await expect(info).toContainText(storage);

  // The order placed before keeps the price it was made at.
  await desk.goto(`/gestion/commandes/${reference}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
  await expect(desk.getByRole('main')).toContainText(euroText(before.prices.price_to_display));
  await expect(desk.getByRole('main')).not.toContainText(euroText(newPrice.prices.price_to_display));
});
