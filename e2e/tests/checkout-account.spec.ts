import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, registerCustomer, type Customer } from '../support/account';
import {
  CARDS,
  CHECKOUT_TEXT,
  SHOPPER,
  applyCode,
  chooseHomeDelivery,
  chooseRelayPoint,
  expectConfirmed,
  fillBasketFromHome,
  expectDeclinedOnSandbox,
  fillInformation,
  openHome,
  payByCard,
  reachCodeMinimum,
} from '../support/checkout';
import { payOnSandboxPage, SANDBOX_CODE, SANDBOX_TEXT } from '../support/sandbox';
import { apiUrl } from '../support/ports';
import { expectNoHorizontalOverflow, refuseCookies } from '../support/site';

/** The account pages a customer follows an order in, in each language. */
const SPACE = {
  fr: {
    ...ACCOUNT_TEXT.fr,
    ...CHECKOUT_TEXT.fr,
    loggedIn: (email: string) => `Vous êtes connecté avec ${email}.`,
    orderRegion: (reference: string) => `Commande ${reference}`,
    paidStatus: 'Payée',
    loyalty: 'Mes points de fidélité',
    balance: 'Votre solde',
    points: (count: number) => `${count} point${count > 1 ? 's' : ''}`,
    history: 'Historique',
    saveToAccount: 'Enregistrer ces adresses dans mon compte pour mes prochaines commandes',
    addresses: 'Mes adresses',
    shippingAddress: 'Adresse de livraison',
  },
  en: {
    ...ACCOUNT_TEXT.en,
    ...CHECKOUT_TEXT.en,
    loggedIn: (email: string) => `You are logged in as ${email}.`,
    orderRegion: (reference: string) => `Order ${reference}`,
    paidStatus: 'Paid',
    loyalty: 'My loyalty points',
    balance: 'Your balance',
    points: (count: number) => `${count} point${count === 1 ? '' : 's'}`,
    history: 'History',
    saveToAccount: 'Save these addresses in my account for my next orders',
    addresses: 'My addresses',
    shippingAddress: 'Delivery address',
  },
} as const;
type Words = (typeof SPACE)[keyof typeof SPACE];

async function logIn(page: Page, w: Words, customer: Customer, lang: 'fr' | 'en') {
  await page.goto(lang === 'en' ? '/sign/login?lang=en' : '/sign/login');
  await refuseCookies(page);
  await fillLogin(page, w, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, w);
}

/** The basket to the information step, where a customer is greeted and types only the address. */
async function orderAsCustomer(page: Page, w: Words, customer: Customer) {
  await fillBasketFromHome(page, w);
  await reachCodeMinimum(page, w);
  await applyCode(page, w);
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByText(w.loggedIn(customer.email))).toBeVisible();
  const shipping = page.getByRole('group', { name: w.shipping });
  await expect(shipping.getByLabel(w.fields.firstname, { exact: true })).toHaveValue(customer.firstname);
  // A first order offers to keep its addresses in the account, ticked.
  await expect(page.getByRole('checkbox', { name: w.saveToAccount })).toBeChecked();
  await fillInformation(page, w, { ...SHOPPER, firstname: customer.firstname, lastname: customer.lastname, email: customer.email });
}

/** The confirmation's points, the order paid in 'my orders', the same points in 'my loyalty points'. */
async function followOrder(page: Page, w: Words, customer: Customer) {
  const reference = await expectConfirmed(page, w, customer.email);
  await expect(page.getByText(w.paid)).toBeVisible();
  const earned = page.getByText(w.pointsEarned);
  await expect(earned).toBeVisible();
  const points = Number(w.pointsEarned.exec((await earned.textContent()) ?? '')?.[1]);
  expect(points).toBeGreaterThan(0);

  await page.getByRole('link', { name: w.followOrders }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-commandes$/);
  const order = page.getByRole('region', { name: w.orderRegion(reference) });
  await expect(order).toContainText(w.paidStatus);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('navigation', { name: w.account }).getByRole('link', { name: w.loyalty }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-points-de-fidelite$/);
  await expect(page.getByRole('region', { name: w.balance })).toContainText(w.points(points));
  const history = page.getByRole('region', { name: w.history });
  await expect(history.getByRole('row').filter({ hasText: reference })).toContainText(`+${points}`);

  await page.getByRole('navigation', { name: w.account }).getByRole('link', { name: w.addresses }).click();
  await expect(page.getByRole('region', { name: w.shippingAddress })).toContainText(`${SHOPPER.zipcode} ${SHOPPER.city}`);
}

async function featuredProducts(request: APIRequestContext): Promise<{ id: number; name: string }[]> {
  const response = await request.get(`${apiUrl}/api/shop/mea`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { meaProducts: { id: number; name: string }[] }).meaProducts;
}

test.describe('checkout of a customer', () => {
  // A whole purchase, then the account pages, on a two-core machine.
  test.slow();

  test('pays by card with a code and home delivery, then finds the paid order and its points, in French', async ({ page, request }) => {
    const w = SPACE.fr;
    const customer = await registerCustomer(request, 'fr');
    await logIn(page, w, customer, 'fr');
    await orderAsCustomer(page, w, customer);
    await chooseHomeDelivery(page, w);
    await payByCard(page, w, CARDS.success);
    await followOrder(page, w, customer);
  });

  test('a declined card, then a card the bank checks, at a relay point, in English', async ({ page, request }) => {
    const w = SPACE.en;
    const customer = await registerCustomer(request, 'en', 'mary');
    await logIn(page, w, customer, 'en');
    await orderAsCustomer(page, w, customer);
    await chooseRelayPoint(page, w);
    await payByCard(page, w, CARDS.declined);
    // The provider's page says so. Back in the shop without paying, the customer finds the order's
    // summary (their open basket is another one) and goes to a new payment page, where a card asks
    // for the 3-D Secure code.
    await expectDeclinedOnSandbox(page, w);
    await page.getByRole('link', { name: SANDBOX_TEXT.en.back }).click();
    await expect(page).toHaveURL(/\/boutique\/recapitulatif\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('status').filter({ hasText: /NSD-\d{4}-\d{6} is awaiting payment/ })).toBeVisible();
    await page.getByRole('button', { name: w.retry }).click();
    await payOnSandboxPage(page, { number: CARDS.challenge, code: SANDBOX_CODE, lang: 'en' });
    await followOrder(page, w, customer);
  });

  test("keeps a visitor's basket at login, merged into the customer's own", async ({ page, request }) => {
    const w = SPACE.fr;
    const customer = await registerCustomer(request, 'fr', 'paul');
    const featured = await featuredProducts(request);
    const own = featured.at(-1)!;
    const login = await request.post(`${apiUrl}/api/auth/login`, { data: { email: customer.email, password: customer.password } });
    const { access_token } = (await login.json()) as { access_token: string };
    const saved = await request.post(`${apiUrl}/api/basket/product-add`, {
      data: { item_id: own.id, qty: 1 },
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(saved.ok()).toBe(true);

    await openHome(page);
    await page.getByRole('button', { name: w.add }).first().click();
    const modal = page.getByRole('dialog', { name: w.basket });
    await expect(modal.getByRole('listitem')).toHaveCount(1);
    const visitors = (await modal.getByRole('listitem').first().getByRole('img').getAttribute('alt'))!;
    expect(own.name).not.toBe(visitors);
    await modal.getByRole('button', { name: w.close, exact: true }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    await page.getByRole('navigation', { name: w.shopNav }).getByRole('link', { name: w.loginLink }).click();
    await fillLogin(page, w, customer.email, customer.password);
    await expectLoggedIn(page, w);
    await expect(page.getByTestId('basket-count')).toHaveText('2');

    // The start-up sequence of a returning customer (token cookie, user, then basket) finds it again.
    await page.reload();
    await expectLoggedIn(page, w);
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await page.getByTestId('basket-button').click();
    await expect(modal.getByRole('listitem')).toHaveCount(2);
    await expect(modal).toContainText(visitors);
    await expect(modal).toContainText(own.name);
  });
});
