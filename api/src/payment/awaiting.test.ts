import { paymentResponseSchema, type PaymentResponse } from '@nougaterie/contracts';
import { bearer, expectApiError, openTestApp, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../test/shop.js';

const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', challenge: '4000 0000 0000 3220' };
const FIRM = 'Nougaterie de Saint-Didier';

describe.each(drivers)('a declined card: the order awaiting payment on %s', (driver) => {
  let t: TestApp;
  let nougat: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 1250, stock: 1000, weightG: 200, name: 'Nougat tendre' });
  });
  afterAll(() => t.close());

  const valid = (basketId: string, method: string, headers: Record<string, string> = {}) => post(t, '/api/basket/valid', { basketId, method }, headers);
  async function pay(basketId: string, card: string, headers: Record<string, string> = {}): Promise<PaymentResponse> {
    const response = await post(t, '/api/payment/card', { basketId, card_number: card, expiry: '12/30', cvc: '123' }, headers);
    expect(response.statusCode).toBe(200);
    return paymentResponseSchema.parse(response.json());
  }
  const awaitingMails = (from: number) => t.mails.slice(from).filter((mail) => /attend son paiement|is awaiting payment/.test(mail.subject));

  it('mails a guest once, at the first decline, a link back to the order; the basket id opens it and another method is taken', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 2 }], { address: { email: 'guest.declined@example.fr' } });
    const ordered = basketOf(await valid(basket.id, 'card'));
    const reference = ordered.order!.reference;
    const before = t.mails.length;

    expect(await pay(basket.id, CARDS.declined)).toMatchObject({ status: 'declined', order: { status: 'awaiting_payment' } });
    const [mail, ...more] = awaitingMails(before);
    expect(more).toEqual([]);
    expect(mail.to).toBe('guest.declined@example.fr');
    expect(mail.subject).toBe(`Votre commande ${reference} attend son paiement – ${FIRM}`);
    const link = `${SITE_URL}/boutique/recapitulatif/${basket.id}`;
    expect(mail.text).toContain(`Payer ma commande : ${link}\n`);
    expect(mail.text).toContain("n'a pas abouti");
    expect(mail.text).toContain('25,00');
    expect(mail.html).toContain(`href="${link}"`);
    // Not the invitation to create an account: this mail is about paying.
    expect(mail.text).not.toContain('/sign/register');

    // Declined again, by card or by the bank's code: no second mail.
    expect(await pay(basket.id, CARDS.declined)).toMatchObject({ status: 'declined' });
    const challenged = await pay(basket.id, CARDS.challenge);
    const wrong = await post(t, '/api/payment/challenge', { challenge_id: challenged.challenge_id, code: '000000' });
    expect(paymentResponseSchema.parse(wrong.json())).toMatchObject({ status: 'declined', order: { status: 'awaiting_payment' } });
    expect(awaitingMails(before)).toHaveLength(1);

    // The link's key: whoever holds the anonymous basket id reads the order it became...
    const final = basketOf(await get(t, `/api/basket/get-final/${basket.id}`));
    expect(final).toMatchObject({ id: basket.id, status: 'ordered', order: { reference, status: 'awaiting_payment', payment_method: 'card' } });
    // ...and may choose a transfer instead: the same order, its method switched.
    const transfer = basketOf(await valid(basket.id, 'transfer'));
    expect(transfer.order).toMatchObject({ reference, status: 'awaiting_payment', payment_method: 'transfer' });
  });

  it("writes it in the order's language, the link keeping it", async () => {
    const en = { 'accept-language': 'en' };
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { address: { email: 'jane.declined@example.co.uk' }, headers: en });
    const reference = basketOf(await valid(basket.id, 'card', en)).order!.reference;
    const before = t.mails.length;
    await pay(basket.id, CARDS.declined, en);
    const [mail] = awaitingMails(before);
    expect(mail.subject).toBe(`Your order ${reference} is awaiting payment – ${FIRM}`);
    expect(mail.text).toContain(`Pay my order : ${SITE_URL}/boutique/recapitulatif/${basket.id}?lang=en`);
    expect(mail.text).toContain('did not go through');
  });

  it('mails nothing of the kind for an order paid at once, nor when a challenge is passed', async () => {
    const paidAtOnce = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    basketOf(await valid(paidAtOnce.id, 'card'));
    const before = t.mails.length;
    expect(await pay(paidAtOnce.id, CARDS.success)).toMatchObject({ status: 'paid' });
    const challenged = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    basketOf(await valid(challenged.id, 'card'));
    const first = await pay(challenged.id, CARDS.challenge);
    const right = await post(t, '/api/payment/challenge', { challenge_id: first.challenge_id, code: '123456' });
    expect(paymentResponseSchema.parse(right.json())).toMatchObject({ status: 'paid' });
    expect(awaitingMails(before)).toEqual([]);
    expect(t.mails.slice(before).map((mail) => mail.subject.split(' ')[0])).toEqual(['Paiement', 'Paiement']);
  });

  it("mails a customer too; a customer's basket id opens for that customer only", async () => {
    const owner = await registerCustomer(t.app, 'owner.declined@example.fr');
    const other = await registerCustomer(t.app, 'other.declined@example.fr');
    const headers = bearer(owner.access_token);
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { headers, address: { email: 'owner.declined@example.fr' } });
    const reference = basketOf(await valid(basket.id, 'card', headers)).order!.reference;
    const before = t.mails.length;
    await pay(basket.id, CARDS.declined, headers);
    const [mail, ...more] = awaitingMails(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'owner.declined@example.fr', subject: `Votre commande ${reference} attend son paiement – ${FIRM}` });
    expect(mail.text).toContain(`${SITE_URL}/boutique/recapitulatif/${basket.id}`);

    expect(basketOf(await get(t, `/api/basket/get-final/${basket.id}`, headers)).order).toMatchObject({ reference, status: 'awaiting_payment' });
    expectApiError(await get(t, `/api/basket/get-final/${basket.id}`), 404, 'BASKET_NOT_FOUND');
    expectApiError(await get(t, `/api/basket/get-final/${basket.id}`, bearer(other.access_token)), 404, 'BASKET_NOT_FOUND');
  });
});
