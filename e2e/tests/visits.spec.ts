import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, registerCustomer, uniqueEmail } from '../support/account';
import { waitForMail } from '../support/outbox';
import { startPartnerSite } from '../support/partner-site';
import { SITE_PORTS } from '../support/ports';
import { payOnSandboxPage, SANDBOX_CODE, SANDBOX_PAGE, SANDBOX_TEXT } from '../support/sandbox';
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
    card: 'Carte bancaire',
    onTheDay: 'Sur place, le jour de la visite',
    terms: /J'ai lu et j'accepte les conditions générales de vente/,
    pay: /^Payer 4,00\s€$/,
    confirm: 'Confirmer la réservation',
    thanks: 'Merci pour votre réservation !',
    confirmed: 'Réservation confirmée',
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
    card: 'Bank card',
    onTheDay: 'On site, on the day of the visit',
    terms: /I have read and accept the terms and conditions of sale/,
    pay: /^Pay €4\.00$/,
    confirm: 'Confirm the booking',
    thanks: 'Thank you for your booking!',
    confirmed: 'Booking confirmed',
    mail: /^Your visit is confirmed – NSD-V-/,
  },
} as const;
type Words = (typeof TEXT)[keyof typeof TEXT];

const VISITOR = { firstname: 'Léa', lastname: 'Roux', phone: '04 90 66 00 00' };
const REFERENCE = /NSD-V-\d{4}-\d+/;
/** The sandbox's card that asks for the 3-D Secure code (api/README.md, the sandbox's cards). */
const CHALLENGE_CARD = '4000 0000 0000 3220';

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

/**
 * The card (the payment step's default) and the terms: the browser leaves for the sandbox's hosted
 * page, served by the api, where the card is typed; no page of the shop holds a card number (issue #24).
 */
async function leaveToPayByCard(scope: Page | Locator, w: Words) {
  await expect(scope.getByText(w.hold)).toBeVisible();
  await expect(scope.getByRole('radio', { name: w.card })).toBeChecked();
  await scope.getByRole('checkbox', { name: w.terms }).check();
  await scope.getByRole('button', { name: w.pay }).click();
}

/** The shop's return page, where the sandbox's page sends the browser once paid. */
const RETURN_PAGE = /\/visites\/paiement\/retour\?ref=NSD-V-\d{4}-\d+&session_id=cs_sandbox_[\w-]+$/;

/**
 * On the sandbox's page, the card (with the 3-D Secure code for the card that asks for it); the
 * browser then comes back to the site through its return page.
 */
async function payOnSandbox(page: Page, lang: 'fr' | 'en', number: string) {
  const back = page.waitForRequest((request) => request.isNavigationRequest() && RETURN_PAGE.test(request.url()));
  await payOnSandboxPage(page, { number, lang, code: number === CHALLENGE_CARD ? SANDBOX_CODE : undefined });
  await back;
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
    await leaveToPayByCard(page, w);

    // The bank refuses the first card: the sandbox's page says so and stays, for another one.
    await payOnSandboxPage(page, { number: '4000 0000 0000 0002', lang: 'fr' });
    await expect(page).toHaveURL(SANDBOX_PAGE);
    await expect(page.getByText(SANDBOX_TEXT.fr.declined)).toBeVisible();
    await payOnSandbox(page, 'fr', '4242 4242 4242 4242');

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
    await leaveToPayByCard(page, w);
    // The sandbox's page speaks the booking's language and asks for the bank's code.
    await payOnSandbox(page, 'en', CHALLENGE_CARD);
    await expect(page).toHaveURL(/\/visites\/merci$/);
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
      // What the widget needs only later (the phone rule's library) comes from beside its script.
      const later: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`http://localhost:${SITE_PORTS.visits}/widget/`)) later.push(`${response.status()} ${response.url()}`);
      });
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

      // Paid on the day: booked at once, inside the partner's page.
      await bookTwoAdultsAndAChild(widget, w, { email });
      expect(later, "the widget's later chunk, fetched from its own origin").toContainEqual(expect.stringMatching(/^200 .*\/widget\/[\w-]+\.[0-9a-f]{8}\.js$/));
      await expect(widget.getByText(w.hold)).toBeVisible();
      await widget.getByRole('radio', { name: w.onTheDay }).check();
      await widget.getByRole('checkbox', { name: w.terms }).check();
      await widget.getByRole('button', { name: w.confirm }).click();
      await expect(widget.getByRole('heading', { name: w.confirmed })).toBeVisible();
      const reference = REFERENCE.exec(await widget.getByText(REFERENCE).first().innerText())![0];

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

  test("from a partner's page, a card is paid on the provider's page and the visitor comes back to the shop's site", async ({ page }) => {
    const partner = await startPartnerSite();
    try {
      const email = uniqueEmail('gite.carte');
      const w = TEXT.fr;
      await page.goto(partner.url);
      const widget = page.locator('nougat-visites');
      await bookTwoAdultsAndAChild(widget, w, { email });
      // The whole page leaves the partner's site for the sandbox's page: no card typed in the widget.
      await leaveToPayByCard(widget, w);
      await payOnSandbox(page, 'fr', '4242 4242 4242 4242');

      // The site's return page: this tab's site holds no booking (the widget kept it on the
      // partner's origin), so the page thanks the visitor with the provider's reference.
      await expect(page).toHaveURL(RETURN_PAGE);
      expect(page.url().startsWith(`http://localhost:${SITE_PORTS.shell}/`)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
      await expect(page.getByText('Votre visite est réservée et payée.')).toBeVisible();
      const reference = REFERENCE.exec(page.url())![0];
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      const mail = await waitForMail(email, w.mail);
      expect(mail.subject).toContain(reference);
    } finally {
      await partner.close();
    }
  });
});
