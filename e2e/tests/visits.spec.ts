import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, registerCustomer, uniqueEmail } from '../support/account';
import { waitForMail } from '../support/outbox';
import { startPartnerSite } from '../support/partner-site';
import { SITE_PORTS } from '../support/ports';
import { refuseCookies } from '../support/site';

/** What the journeys read and click on, in each language. */
const TEXT = {
  fr: {
    children: 'Enfants de moins de 10 ans',
    available: /, places disponibles$/,
    nextMonth: 'Mois suivant',
    slots: 'Créneaux du jour',
    contact: { firstname: 'Prénom', lastname: 'Nom', email: 'E-mail', phone: 'Téléphone' },
    submit: 'Continuer vers le paiement',
    hold: 'Vos places sont retenues encore',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Cryptogramme',
    terms: /J'ai lu et j'accepte les conditions générales de vente/,
    pay: /^Payer 4,00\s€$/,
    code: 'Code reçu',
    confirmCode: 'Valider le code',
    thanks: 'Merci pour votre réservation !',
    mail: /^Votre visite est confirmée – NSD-V-/,
  },
  en: {
    children: 'Children under 10',
    available: /, seats available$/,
    nextMonth: 'Next month',
    slots: 'Time slots of the day',
    contact: { firstname: 'First name', lastname: 'Last name', email: 'E-mail', phone: 'Phone' },
    submit: 'Continue to payment',
    hold: 'Your seats are held for another',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    terms: /I have read and accept the terms and conditions of sale/,
    pay: /^Pay €4\.00$/,
    code: 'Code received',
    confirmCode: 'Confirm the code',
    thanks: 'Thank you for your booking!',
    mail: /^Your visit is confirmed – NSD-V-/,
  },
} as const;
type Words = (typeof TEXT)[keyof typeof TEXT];

const VISITOR = { firstname: 'Léa', lastname: 'Roux', phone: '04 90 66 00 00' };
const REFERENCE = /NSD-V-\d{4}-\d+/;

/** The first day with seats from `notBefore` on (YYYY-MM-DD), turning the calendar's pages if needed. */
async function chooseDay(scope: Page | Locator, w: Words, notBefore = '') {
  const grid = scope.getByRole('grid');
  for (let page = 0; page < 4; page += 1) {
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const days = await grid.getByRole('button', { name: w.available }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-day') ?? ''));
    const day = days.find((candidate) => candidate >= notBefore);
    if (day) return grid.locator(`button[data-day="${day}"]`).click();
    await scope.getByRole('button', { name: w.nextMonth }).click();
  }
  throw new Error(`no day with seats from ${notBefore}`);
}

/** 2 adults and 1 child under 10 on the gourmet tour: 4 €, the child is free (SPEC §9). */
async function bookTwoAdultsAndAChild(scope: Page | Locator, w: Words, contact?: { email: string }, notBefore?: string) {
  const children = scope.getByLabel(w.children, { exact: true });
  await children.fill('1');
  await expect(scope.getByTestId('price-summary')).toContainText(/4[,.]00/);
  await chooseDay(scope, w, notBefore);
  await scope.getByRole('group', { name: w.slots }).getByRole('radio', { disabled: false }).first().check();
  if (contact) {
    const details = { ...VISITOR, email: contact.email };
    for (const [field, label] of Object.entries(w.contact)) {
      await scope.getByLabel(label, { exact: true }).fill(details[field as keyof typeof details]);
    }
  }
  await scope.getByRole('button', { name: w.submit }).click();
}

async function payByCard(scope: Page | Locator, w: Words, number: string) {
  await expect(scope.getByText(w.hold)).toBeVisible();
  await scope.getByLabel(w.cardNumber, { exact: true }).fill(number);
  await scope.getByLabel(w.expiry, { exact: true }).fill('12/39');
  await scope.getByLabel(w.cvc, { exact: true }).fill('123');
  await scope.getByRole('checkbox', { name: w.terms }).check();
  await scope.getByRole('button', { name: w.pay }).click();
}

/** The reference the thanks page gives. */
async function readReference(scope: Page | Locator, w: Words): Promise<string> {
  await expect(scope.getByRole('heading', { name: w.thanks })).toBeVisible();
  const text = await scope.getByText(REFERENCE).first().innerText();
  return REFERENCE.exec(text)![0];
}

test.describe('tour booking', () => {
  test('a visitor books the gourmet tour in French, pays by card and receives the confirmation mail', async ({ page }) => {
    const email = uniqueEmail('lea.visite');
    const w = TEXT.fr;
    await page.goto('/nougatourisme');
    await refuseCookies(page);
    await page.getByRole('region', { name: 'Le parcours gourmand' }).getByRole('link', { name: 'Réserver : Le parcours gourmand' }).click();
    await expect(page).toHaveURL(/\/visites\/le-parcours-gourmand$/);

    await bookTwoAdultsAndAChild(page, w, { email });
    await expect(page).toHaveURL(/\/visites\/paiement$/);
    await payByCard(page, w, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/visites\/merci$/);
    const reference = await readReference(page, w);
    await expect(page.getByText(`Un e-mail de confirmation a été envoyé à ${email}.`)).toBeVisible();
    // The booking's key stays in the tab, not in the address: a reload finds it again.
    await page.reload();
    await expect(page.getByText(reference).first()).toBeVisible();

    const mail = await waitForMail(email, w.mail);
    expect(mail.subject).toContain(reference);
  });

  test('a customer books in English through the bank check, finds the booking in the account and cancels it', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'en', 'visit');
    const w = TEXT.en;
    const account = ACCOUNT_TEXT.en;
    await page.goto('/sign/login?lang=en');
    await refuseCookies(page);
    await fillLogin(page, account, customer.email, customer.password);
    await expectLoggedIn(page, account);

    await page.goto('/visites/le-parcours-gourmand');
    // The customer's details come from the account.
    await expect(page.getByLabel(w.contact.email, { exact: true })).toHaveValue(customer.email);
    await page.getByLabel(w.contact.phone, { exact: true }).fill(VISITOR.phone);
    // Far enough ahead to be cancelled online (contracts' BOOKING_CANCEL_HOURS, 48 h).
    const cancellable = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await bookTwoAdultsAndAChild(page, w, undefined, cancellable);
    await payByCard(page, w, '4000 0000 0000 3220');
    await page.getByLabel(w.code, { exact: true }).fill('123456');
    await page.getByRole('button', { name: w.confirmCode }).click();
    const reference = await readReference(page, w);

    await page.getByRole('link', { name: 'See my bookings' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-reservations$/);
    const card = page.getByRole('region').filter({ hasText: reference });
    await expect(card).toContainText('2 adults, 1 child under 10');
    await expect(card).toContainText('Confirmed (paid by card)');
    await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    await card.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(card).toContainText('Cancelled');
    // The card is refunded through the payment provider at once (the sandbox's, here).
    await expect(card).toContainText('The amount paid has been refunded to you.');
    await waitForMail(customer.email, /^Your booking is cancelled – /);
  });

  test("the widget's script carries the tour calls only, not the shop's, the basket's or the account's", async ({ request }) => {
    const script = await (await request.get(`http://localhost:${SITE_PORTS.visits}/visits-widget.js`)).text();
    expect(script).toContain('/api/visits/');
    for (const call of ['/api/shop/', '/api/basket/', '/api/auth/', '/api/user/favourites']) expect(script).not.toContain(call);
  });

  test("a partner's page on another origin embeds the booking: its styles stay out, it hears of the booking", async ({ page }) => {
    const partner = await startPartnerSite();
    try {
      const email = uniqueEmail('gite');
      const w = TEXT.fr;
      await page.goto(partner.url);
      const widget = page.locator('nougat-visites');
      const submit = widget.getByRole('button', { name: w.submit });
      await expect(submit).toBeVisible();

      // The page's own buttons are red and its root font is 10 px; none of it reaches the widget.
      await expect(page.getByRole('button', { name: 'Français' })).toHaveCSS('background-color', 'rgb(255, 0, 0)');
      await expect(submit).toHaveCSS('background-color', 'rgb(138, 82, 0)');
      await expect(submit).toHaveCSS('text-transform', 'none');
      await expect(widget.locator('.nougat-visites')).toHaveCSS('font-size', '16px');
      await expect(widget.locator('.nougat-visites')).toHaveCSS('font-family', /Source Sans 3/);

      // The page switches the widget's language through its attribute.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(widget.getByRole('button', { name: TEXT.en.submit })).toBeVisible();
      await page.getByRole('button', { name: 'Français' }).click();

      await bookTwoAdultsAndAChild(widget, w, { email });
      await payByCard(widget, w, '4242 4242 4242 4242');
      const reference = await readReference(widget, w);

      await expect(page.locator('#booked')).toContainText(`référence ${reference}`);
      await expect(page.locator('#booked')).toContainText('le-parcours-gourmand');
      await expect(page.locator('#booked')).toContainText('4.00 €');
      // The partner's address never moved.
      expect(page.url()).toBe(`${partner.url}/`);
      await waitForMail(email, w.mail);
    } finally {
      await partner.close();
    }
  });
});
