import { basketSchema, orderSchema, ordersResponseSchema, paymentResponseSchema, type PaymentResponse } from '@nougaterie/contracts';
import { and, count, eq } from 'drizzle-orm';
import { discountCodes, discountRedemptions, orderLines, orders, payments, products, users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../test/shop.js';

const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', challenge: '4000 0000 0000 3220' };

describe.each(drivers)('orders and payments on %s', (driver) => {
  let t: TestApp;
  let nougat: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 1250, stock: 1000, weightG: 200, name: 'Nougat tendre' });
  });
  afterAll(() => t.close());

  const valid = (basketId: string | undefined, method: string, headers: Record<string, string> = {}) =>
    post(t, '/api/basket/valid', { basketId, method }, headers);
  async function pay(basketId: string, card: string, headers: Record<string, string> = {}): Promise<PaymentResponse> {
    const response = await post(t, '/api/payment/card', { basketId, card_number: card, expiry: '12/30', cvc: '123' }, headers);
    expect(response.statusCode).toBe(200);
    return paymentResponseSchema.parse(response.json());
  }
  const stockOf = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0].stock;

  it('turns a basket into an order: stock taken, amounts copied, basket closed, reference NSD-year-number', async () => {
    const product = await makeProduct(t, { priceCents: 1999, discountPercent: 15, stock: 10, weightG: 300 });
    const basket = await readyBasket(t, [{ id: product, qty: 2 }], { methodId: 2, relayId: 'NSD-R84001' });
    const ordered = basketOf(await valid(basket.id, 'transfer'));
    expect(ordered).toMatchObject({
      id: basket.id,
      status: 'ordered',
      amount_products: 33.98,
      // 600 g by relay: the 1 kg band.
      amount_shipping: 4.9,
      amount_total: 38.88,
      order: { status: 'awaiting_payment', payment_method: 'transfer', amount_total: 38.88 },
    });
    expect(ordered.order!.reference).toMatch(/^NSD-\d{4}-\d{6}$/);
    expect(ordered.shipping_method).toMatchObject({ kind: 'relay', relay: { id: 'NSD-R84001' } });
    expect(await stockOf(product)).toBe(8);
    // The cookie's basket is closed: the next add starts a new one.
    expect((await post(t, '/api/basket/get', { basketId: basket.id })).json()).toBeNull();
    expect(basketOf(await post(t, '/api/basket/product-add', { basketId: basket.id, item_id: nougat, qty: 1 })).id).not.toBe(basket.id);
    // The recap reads the order, never the live catalogue.
    await t.database.db.update(products).set({ priceCents: 9999 }).where(eq(products.id, product));
    const final = basketOf(await get(t, `/api/basket/get-final/${basket.id}`));
    expect(final).toMatchObject({ amount_products: 33.98, status: 'ordered', order: { reference: ordered.order!.reference } });
    expect(final.baskets[0].item.prices).toEqual({ price_base: 19.99, price_to_display: 16.99 });
  });

  it('answers valid with the order exactly as it reads back once committed, in both languages', async () => {
    // Three lines, one taking the product's last units (out of stock once ordered), a code, a relay.
    const last = await makeProduct(t, { priceCents: 800, stock: 3, name: 'Calisson, les trois derniers' });
    const other = await makeProduct(t, { priceCents: 1499, discountPercent: 10, stock: 50 });
    for (const [method, lang] of [
      ['transfer', 'fr'],
      ['card', 'en'],
    ] as const) {
      await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, last));
      const headers = { 'accept-language': lang };
      const basket = await readyBasket(
        t,
        [
          { id: last, qty: 3 },
          { id: other, qty: 2 },
          { id: nougat, qty: 1 },
        ],
        { headers, methodId: 2, relayId: 'NSD-R84001' },
      );
      const answered = basketOf(await valid(basket.id, method, headers));
      expect(answered.baskets.find((line) => line.item.id === last)!.item.out_of_stock).toBe(true);
      expect(answered).toEqual(basketOf(await get(t, `/api/basket/get-final/${basket.id}`, headers)));
      // A second click answers the same, read from the database.
      expect(basketOf(await valid(basket.id, method, headers))).toEqual(answered);
    }
  });

  it("sends transfer instructions in the shopper's language", async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { address: { email: 'jane@example.co.uk' } });
    const mailsBefore = t.mails.length;
    const ordered = basketOf(await valid(basket.id, 'transfer', { 'accept-language': 'en' }));
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === 'jane@example.co.uk')!;
    expect(mail.subject).toBe(`Your order ${ordered.order!.reference} – Nougaterie de Saint-Didier`);
    expect(mail.text).toContain('IBAN');
    expect(mail.text).toContain('waiting for your bank transfer');
  });

  it('refuses to validate an empty basket, one without shipping or address, and pay at the shop without pick-up', async () => {
    const empty = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    basketOf(await post(t, '/api/basket/product-qty', { basketId: empty.id, item_id: nougat, qty: 0 }));
    expectApiError(await valid(empty.id, 'card'), 409, 'BASKET_EMPTY');
    const bare = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    expectApiError(await valid(bare.id, 'card'), 409, 'SHIPPING_REQUIRED');
    basketOf(await post(t, '/api/basket/shipping-edit', { basketId: bare.id, shipping_method_id: 1 }));
    expect(expectApiError(await valid(bare.id, 'card'), 422, 'ADDRESS_INCOMPLETE').message).toMatch(/livraison/);
    const ready = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    expectApiError(await valid(ready.id, 'shop'), 409, 'SHOP_PAYMENT_NEEDS_PICKUP');
    expectApiError(await valid(ready.id, 'cheque'), 400, 'VALIDATION');
    expectApiError(await valid('5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11', 'card'), 404, 'BASKET_NOT_FOUND');
    expectApiError(await valid(undefined, 'card'), 404, 'BASKET_NOT_FOUND');
    expect(basketOf(await post(t, '/api/basket/get', { basketId: ready.id })).status).toBe('open');
  });

  it('lets the shop pick-up be paid at the shop, free of shipping', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 2 }], { methodId: 3 });
    const ordered = basketOf(await valid(basket.id, 'shop'));
    expect(ordered).toMatchObject({ amount_shipping: 0, amount_total: 25, order: { payment_method: 'shop', status: 'awaiting_payment' } });
  });

  it('pays by card: a decline keeps the order payable, then the success card pays it and credits the points once', async () => {
    const erin = await registerCustomer(t.app, 'erin.orders@example.fr');
    const headers = bearer(erin.access_token);
    const basket = await readyBasket(t, [{ id: nougat, qty: 8 }], { headers });
    const ordered = basketOf(await valid(basket.id, 'card', headers));
    expect(ordered).toMatchObject({ amount_products: 100, amount_shipping: 0, amount_total: 100, earned_points: 10 });
    const declined = await pay(basket.id, CARDS.declined, headers);
    expect(declined).toMatchObject({
      status: 'declined',
      challenge_id: null,
      order: { status: 'awaiting_payment', payment: { status: 'declined', brand: 'visa', last4: '0002' } },
    });
    expect(declined.msg).toMatch(/^Paiement refusé/);
    const mailsBefore = t.mails.length;
    const paid = await pay(basket.id, CARDS.success, headers);
    expect(paid).toMatchObject({ status: 'paid', order: { status: 'paid', payment: { status: 'paid', last4: '4242' } } });
    expect(paid.order.paid_at).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, erin.user.id));
    expect(row.points).toBe(10);
    expect(t.mails.slice(mailsBefore).map((m) => m.subject)).toEqual([`Paiement reçu ${paid.order.reference} – Nougaterie de Saint-Didier`]);
    expectApiError(
      await post(t, '/api/payment/card', { basketId: basket.id, card_number: CARDS.success, expiry: '12/30', cvc: '123' }, headers),
      409,
      'ORDER_NOT_PAYABLE',
    );
    expect((await t.database.db.select().from(users).where(eq(users.id, erin.user.id)))[0].points).toBe(10);
    // No card number anywhere: brand and last four only.
    const stored = await t.database.db.select().from(payments).where(eq(payments.orderId, paid.order.id));
    expect(JSON.stringify(stored)).not.toMatch(/4242424242424242|4000000000000002/);
  });

  it('runs the 3-D Secure-style challenge: a wrong code declines, the right one pays', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    basketOf(await valid(basket.id, 'card'));
    const first = await pay(basket.id, CARDS.challenge);
    expect(first).toMatchObject({ status: 'challenge', order: { status: 'awaiting_payment' } });
    const wrong = await post(t, '/api/payment/challenge', { challenge_id: first.challenge_id, code: '000000' });
    expect(paymentResponseSchema.parse(wrong.json())).toMatchObject({ status: 'declined', order: { status: 'awaiting_payment' } });
    expectApiError(await post(t, '/api/payment/challenge', { challenge_id: first.challenge_id, code: '123456' }), 404, 'CHALLENGE_NOT_FOUND');
    const second = await pay(basket.id, CARDS.challenge);
    const right = await post(t, '/api/payment/challenge', { challenge_id: second.challenge_id, code: '123456' }, { 'accept-language': 'en' });
    expect(paymentResponseSchema.parse(right.json())).toMatchObject({
      status: 'paid',
      msg: expect.stringMatching(/^Payment accepted/),
      order: { status: 'paid' },
    });
  });

  it('refuses bad card input with 400 and an unknown order with 404', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    const card = (changes: object) =>
      post(t, '/api/payment/card', { basketId: basket.id, card_number: CARDS.success, expiry: '12/30', cvc: '123', ...changes });
    expectApiError(await card({}), 404, 'ORDER_NOT_FOUND');
    basketOf(await valid(basket.id, 'card'));
    expectApiError(await card({ card_number: '4242 4242 4242 4241' }), 400, 'CARD_INVALID');
    expectApiError(await card({ expiry: '01/20' }), 400, 'CARD_EXPIRED');
    expectApiError(await card({ expiry: '13/30' }), 400, 'VALIDATION');
    expectApiError(await card({ cvc: 'abc' }), 400, 'VALIDATION');
    expectApiError(await card({ card_number: 4242 }), 400, 'VALIDATION');
    expectApiError(await card({ basketId: 'nope' }), 404, 'BASKET_NOT_FOUND');
    expectApiError(await post(t, '/api/payment/challenge', { challenge_id: 'nope', code: '1' }), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/payment/challenge', { challenge_id: '5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11', code: '1' }), 404, 'CHALLENGE_NOT_FOUND');
    const unknown = await pay(basket.id, '4111 1111 1111 1111');
    expect(unknown).toMatchObject({ status: 'declined' });
  });

  it('spends the loyalty points at validation and refuses them if they went meanwhile', async () => {
    const fred = await registerCustomer(t.app, 'fred.orders@example.fr');
    const headers = bearer(fred.access_token);
    await t.database.db.update(users).set({ points: 50 }).where(eq(users.id, fred.user.id));
    const basket = await readyBasket(t, [{ id: nougat, qty: 2 }], { headers });
    expect(basketOf(await post(t, '/api/basket/points-add', {}, headers))).toMatchObject({ fidelity_points: 50, amount_points: 5, amount_total: 26.9 });
    await t.database.db.update(users).set({ points: 10 }).where(eq(users.id, fred.user.id));
    expectApiError(await valid(basket.id, 'transfer', headers), 409, 'POINTS_UNAVAILABLE');
    await t.database.db.update(users).set({ points: 60 }).where(eq(users.id, fred.user.id));
    const ordered = basketOf(await valid(basket.id, 'transfer', headers));
    expect(ordered).toMatchObject({ fidelity_points: 50, amount_points: 5, amount_total: 26.9 });
    expect((await t.database.db.select().from(users).where(eq(users.id, fred.user.id)))[0].points).toBe(10);
  });

  it("lists a customer's orders, only theirs, and shows one by reference", async () => {
    const gina = await registerCustomer(t.app, 'gina.orders@example.fr');
    const hugo = await registerCustomer(t.app, 'hugo.orders@example.fr');
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { headers: bearer(gina.access_token) });
    const ordered = basketOf(await valid(basket.id, 'transfer', bearer(gina.access_token)));
    const list = ordersResponseSchema.parse((await get(t, '/api/user/orders', bearer(gina.access_token))).json());
    expect(list.orders.map((o) => o.reference)).toEqual([ordered.order!.reference]);
    expect(ordersResponseSchema.parse((await get(t, '/api/user/orders', bearer(hugo.access_token))).json()).orders).toEqual([]);
    const detail = orderSchema.parse((await get(t, `/api/user/orders/${ordered.order!.reference}`, bearer(gina.access_token))).json());
    expect(detail).toMatchObject({ reference: ordered.order!.reference, lines: [{ quantity: 1, total_price: 12.5 }] });
    expectApiError(await get(t, `/api/user/orders/${ordered.order!.reference}`, bearer(hugo.access_token)), 404, 'ORDER_NOT_FOUND');
    expectApiError(await get(t, '/api/user/orders/nimporte', bearer(hugo.access_token)), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/user/orders'), 401, 'AUTH_REQUIRED');
    expectApiError(await get(t, `/api/user/orders/${ordered.order!.reference}`), 401, 'AUTH_REQUIRED');
    // Nobody else pays, validates or reads Gina's order through her basket id.
    expectApiError(await get(t, `/api/basket/get-final/${basket.id}`), 404, 'BASKET_NOT_FOUND');
    expectApiError(
      await post(t, '/api/payment/card', { basketId: basket.id, card_number: CARDS.success, expiry: '12/30', cvc: '123' }),
      404,
      'BASKET_NOT_FOUND',
    );
    expectApiError(
      await post(t, '/api/payment/card', { basketId: basket.id, card_number: CARDS.success, expiry: '12/30', cvc: '123' }, bearer(hugo.access_token)),
      404,
      'BASKET_NOT_FOUND',
    );
    expectApiError(await valid(basket.id, 'card'), 404, 'BASKET_NOT_FOUND');
    expect(orderSchema.parse((await get(t, `/api/user/orders/${ordered.order!.reference}`, bearer(gina.access_token))).json()).status).toBe('awaiting_payment');
  });

  describe('under concurrency', () => {
    it('gives the last unit to exactly one of 20 baskets validated at once', async () => {
      const last = await makeProduct(t, { priceCents: 2000, stock: 1, name: 'Dernier coffret' });
      const baskets = [];
      for (let i = 0; i < 20; i++) baskets.push(await readyBasket(t, [{ id: last, qty: 1 }]));
      const answers = await Promise.all(baskets.map((b) => valid(b.id, 'transfer')));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(19).fill(409)]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(expectApiError(refused, 409, 'OUT_OF_STOCK').message).toBe('« Dernier coffret » est épuisé pour le moment.');
      }
      expect(await stockOf(last)).toBe(0);
      const [{ n }] = await t.database.db.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, last));
      expect(n).toBe(1);
    });

    it('lets a single-use code be used exactly once by 20 orders at once', async () => {
      const baskets = [];
      for (let i = 0; i < 20; i++) baskets.push(await readyBasket(t, [{ id: nougat, qty: 1 }], { code: 'UNIQUE1' }));
      const answers = await Promise.all(baskets.map((b) => valid(b.id, 'transfer')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) expectApiError(refused, 409, 'CODE_REFUSED');
      const [code] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'UNIQUE1'));
      expect(code.uses).toBe(1);
      const [{ n }] = await t.database.db.select({ n: count() }).from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id));
      expect(n).toBe(1);
    });

    it('makes a double click on the final button one order, and a double payment one payment', async () => {
      const ines = await registerCustomer(t.app, 'ines.orders@example.fr');
      const headers = bearer(ines.access_token);
      const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { headers });
      const stockBefore = await stockOf(nougat);
      const twice = await Promise.all([valid(basket.id, 'card', headers), valid(basket.id, 'card', headers), valid(basket.id, 'card', headers)]);
      const ids = twice.map((r) => basketSchema.parse(r.json()).order!.id);
      expect(new Set(ids).size).toBe(1);
      expect(await stockOf(nougat)).toBe(stockBefore - 1);
      const [{ n }] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.basketId, basket.id));
      expect(n).toBe(1);
      const card = () => post(t, '/api/payment/card', { basketId: basket.id, card_number: CARDS.success, expiry: '12/30', cvc: '123' }, headers);
      const payingTwice = await Promise.all([card(), card()]);
      expect(payingTwice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const paid = await t.database.db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.orderId, ids[0]), eq(payments.status, 'paid')));
      expect(paid[0].n).toBe(1);
      expect((await t.database.db.select().from(users).where(eq(users.id, ines.user.id)))[0].points).toBe(1);
    });
  });
});
