import { hostedPaymentResponseSchema, hostedSessionStateSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { orders, hostedSessions, paymentEvents, invoices, tourBookings } from '../../db/schema.js';
import { expireUnpaidOrders } from '../../admin/jobs/expiry.js';
import { createSandboxCardProvider } from '../card-provider.js';
import { bearer, expectApiError, openTestApp, PUBLIC_URL, registerCustomer, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../../test/shop.js';
import { signedEvent, startStripeStandIn, type CheckoutSessionObject, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { strict } from '../../test/strict.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, withToken } from '../../test/tours.js';

/*
 * Issue #24: an order paid on Stripe Checkout's hosted page, through the Stripe adapter pointed at
 * a local stand-in, and notifications signed as Stripe signs them. Only a verified notification
 * pays; a duplicate, a late or out-of-order one, or one for another amount changes nothing.
 */

describe.each(drivers)('hosted card payments of orders on %s', (driver) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let productId: number;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await openTestApp(driver, { hosted: stripe.provider, visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
    productId = await makeProduct(t, { priceCents: 1_450, stock: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A validated card order awaiting its payment, and its hosted session opened. */
  async function openedOrder(headers: Record<string, string> = {}) {
    const basket = await readyBasket(t, [{ id: productId, qty: 2 }], { headers });
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }, headers));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const answer = await post(t, '/api/payment/hosted', { basketId: basket.id }, headers);
    expect(answer.statusCode).toBe(200);
    const { url } = strict(hostedPaymentResponseSchema).parse(answer.json());
    const [session] = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.orderId, order.id));
    expect(url).toBe(session.url);
    return { basket, order, session, stripeSession: stripe.sessions.get(session.sessionId)! };
  }

  /** The session as Stripe sends it in an event: paid, unless told otherwise. */
  const completed = (session: CheckoutSessionObject, overrides: Partial<CheckoutSessionObject> = {}) => ({
    ...session,
    payment_intent: `pi_${session.id}`,
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  });

  const deliver = (event: { payload: string; signature: string }, provider = 'stripe') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/webhook/${provider}`,
      payload: event.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    });

  const orderNow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paidMails = (from: number, reference: string) =>
    t.mails.slice(from).filter((mail) => mail.subject.startsWith('Paiement') && mail.text.includes(reference));

  it("opens the page for the order's own amount, whatever the body says, and a second click gets the same page", async () => {
    const basket = await readyBasket(t, [{ id: productId, qty: 3 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const callsBefore = stripe.calls.length;
    const first = await post(t, '/api/payment/hosted', { basketId: basket.id, amountCents: 1, amount: 1, currency: 'usd' });
    const second = await post(t, '/api/payment/hosted', { basketId: basket.id });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    // One session asked for, for the order's total in euros, with its reference.
    const calls = stripe.calls.slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect(calls[0].form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.amountTotalCents));
    expect(calls[0].form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(calls[0].form.get('metadata[reference]')).toBe(order.reference);
    expect(calls[0].idempotencyKey).toBe(`stripe:order:${order.reference}:attempt:1`);
    // Back with the session's id to the return page; back without paying to the order's summary, by its basket.
    expect(calls[0].form.get('success_url')).toBe(`${SITE_URL}/boutique/paiement/retour?ref=${order.reference}&session_id={CHECKOUT_SESSION_ID}`);
    expect(calls[0].form.get('cancel_url')).toBe(`${SITE_URL}/boutique/recapitulatif/${basket.id}`);
    // The page ends with the order's hold on its stock (60 minutes by default), within Stripe's bounds.
    const expiresIn = Number(calls[0].form.get('expires_at')) - Math.floor(order.createdAt.getTime() / 1000);
    expect(expiresIn).toBeGreaterThanOrEqual(59 * 60);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60);
    const rows = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', amountCents: order.amountTotalCents, currency: 'eur', kind: 'order', reference: order.reference });
    // Two clicks at the same moment: still one session.
    const again = await Promise.all([post(t, '/api/payment/hosted', { basketId: basket.id }), post(t, '/api/payment/hosted', { basketId: basket.id })]);
    expect(again.map((a) => a.json())).toEqual([first.json(), first.json()]);
    expect(stripe.calls.length - callsBefore).toBe(1);
  });

  it("refuses another customer's basket, and an order no longer awaiting payment", async () => {
    const alice = await registerCustomer(t.app, `alice-hosted-${driver}@example.fr`);
    const basket = await readyBasket(t, [{ id: productId, qty: 1 }], { headers: bearer(alice.access_token) });
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }, bearer(alice.access_token)));
    expectApiError(await post(t, '/api/payment/hosted', { basketId: basket.id }), 404, 'BASKET_NOT_FOUND');
    const bob = await registerCustomer(t.app, `bob-hosted-${driver}@example.fr`);
    expectApiError(await post(t, '/api/payment/hosted', { basketId: basket.id }, bearer(bob.access_token)), 404, 'BASKET_NOT_FOUND');
    const [aliceOrder] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    expect(await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.orderId, aliceOrder.id))).toEqual([]);
    expect((await post(t, '/api/payment/hosted', { basketId: basket.id }, bearer(alice.access_token))).statusCode).toBe(200);

    const { basket: paidBasket, stripeSession } = await openedOrder();
    expect((await deliver(signedEvent('checkout.session.completed', completed(stripeSession)))).statusCode).toBe(200);
    expectApiError(await post(t, '/api/payment/hosted', { basketId: paidBasket.id }), 409, 'ORDER_NOT_PAYABLE');
  });

  it('pays the order once on the signed notification: points, invoice and one mail, as a card paid at once', async () => {
    const { order, session, stripeSession } = await openedOrder();
    const before = t.mails.length;
    const state = await get(t, `/api/payment/hosted/${session.sessionId}`);
    expect(strict(hostedSessionStateSchema).parse(state.json())).toEqual({ status: 'open', reference: order.reference, kind: 'order' });

    const answer = await deliver(signedEvent('checkout.session.completed', completed(stripeSession)));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect((await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.id, session.id)))[0]).toMatchObject({
      status: 'paid',
      paymentId: `pi_${stripeSession.id}`,
    });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    expect(paidMails(before, order.reference)).toHaveLength(1);
    expect((await get(t, `/api/payment/hosted/${session.sessionId}`)).json()).toEqual({ status: 'paid', reference: order.reference, kind: 'order' });
  });

  it('pays once and mails once for the same event delivered twice, and twice at the same moment', async () => {
    for (const parallel of [false, true]) {
      const { order, stripeSession } = await openedOrder();
      const before = t.mails.length;
      const event = signedEvent('checkout.session.completed', completed(stripeSession));
      const answers = parallel ? await Promise.all([deliver(event), deliver(event), deliver(event)]) : [await deliver(event), await deliver(event)];
      expect(answers.map((a) => [a.statusCode, a.json<unknown>()])).toEqual(answers.map(() => [200, { received: true }]));
      expect((await orderNow(order.id)).status).toBe('paid');
      expect(paidMails(before, order.reference)).toHaveLength(1);
      expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([
        expect.objectContaining({ outcome: 'applied', type: 'paid' }),
      ]);
      expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    }
  });

  it('stays paid when an expiry or a failure arrives after the payment', async () => {
    const { order, session, stripeSession } = await openedOrder();
    expect((await deliver(signedEvent('checkout.session.completed', completed(stripeSession)))).statusCode).toBe(200);
    expect((await deliver(signedEvent('checkout.session.expired', completed(stripeSession, { payment_status: 'unpaid', status: 'expired' })))).statusCode).toBe(
      200,
    );
    expect((await deliver(signedEvent('checkout.session.async_payment_failed', completed(stripeSession, { payment_status: 'unpaid' })))).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe('paid');
    expect((await get(t, `/api/payment/hosted/${session.sessionId}`)).json()).toMatchObject({ status: 'paid' });
  });

  it('leaves the order awaiting its money after a failure, and pays it on a later success; a new page after it', async () => {
    const { basket, order, session, stripeSession } = await openedOrder();
    // A bank debit: completed, then the bank says no.
    await deliver(signedEvent('checkout.session.completed', completed(stripeSession, { payment_status: 'unpaid', payment_intent: null })));
    expect((await get(t, `/api/payment/hosted/${session.sessionId}`)).json()).toMatchObject({ status: 'pending' });
    await deliver(signedEvent('checkout.session.async_payment_failed', completed(stripeSession, { payment_status: 'unpaid' })));
    expect((await get(t, `/api/payment/hosted/${session.sessionId}`)).json()).toMatchObject({ status: 'failed' });
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    // The shopper tries again: a second attempt, a new page.
    const retry = await post(t, '/api/payment/hosted', { basketId: basket.id });
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as { url: string }).url).not.toBe(session.url);
    // The failed one's success arrives late (events out of order): the order is paid.
    expect((await deliver(signedEvent('checkout.session.async_payment_succeeded', completed(stripeSession)))).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe('paid');
  });

  it('keeps a card order whose bank has yet to answer past its hold; the job cancels it once the bank said no', async () => {
    const { order, stripeSession } = await openedOrder();
    await deliver(signedEvent('checkout.session.completed', completed(stripeSession, { payment_status: 'unpaid', payment_intent: null })));
    // Two hours old: past the 60 minutes a card order holds its stock.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.id, order.id));
    const job = { siteUrl: SITE_URL, apiUrl: PUBLIC_URL, cards: createSandboxCardProvider(), onStockBack: () => undefined };
    await expireUnpaidOrders(t.database.db, job);
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    await deliver(signedEvent('checkout.session.async_payment_failed', completed(stripeSession, { payment_status: 'unpaid' })));
    await expireUnpaidOrders(t.database.db, job);
    expect((await orderNow(order.id)).status).toBe('cancelled');
  });

  it("refuses a payment of another amount or currency than the order's: nothing is paid", async () => {
    const { order, session, stripeSession } = await openedOrder();
    const short = signedEvent('checkout.session.completed', completed(stripeSession, { amount_total: order.amountTotalCents - 100 }));
    const dollars = signedEvent('checkout.session.completed', completed(stripeSession, { currency: 'usd' }));
    expect((await deliver(short)).statusCode).toBe(200);
    expect((await deliver(dollars)).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    expect((await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.id, session.id)))[0].status).toBe('open');
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, session.sessionId));
    expect(events.map((e) => [e.eventId, e.outcome, e.reason]).sort()).toEqual(
      [
        [short.id, 'refused', 'amount_mismatch'],
        [dollars.id, 'refused', 'currency_mismatch'],
      ].sort(),
    );
  });

  it('answers 400 to a wrong signature, an old one, none, and an unknown provider, recording nothing', async () => {
    const { order, stripeSession } = await openedOrder();
    const body = completed(stripeSession);
    const wrong = signedEvent('checkout.session.completed', body, { secret: 'whsec_someone_else' });
    const old = signedEvent('checkout.session.completed', body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const good = signedEvent('checkout.session.completed', body);
    expectApiError(await deliver(wrong), 400, 'NOTIFICATION_SIGNATURE');
    expectApiError(await deliver(old), 400, 'NOTIFICATION_SIGNATURE');
    expectApiError(
      await deliver({ payload: good.payload.replace(`"amount_total":${order.amountTotalCents}`, '"amount_total":1'), signature: good.signature }),
      400,
      'NOTIFICATION_SIGNATURE',
    );
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload: good.payload, headers: { 'content-type': 'application/json' } }),
      400,
      'NOTIFICATION_SIGNATURE',
    );
    expectApiError(await deliver(good, 'payzen'), 400, 'UNKNOWN_PAYMENT_PROVIDER');
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, stripeSession.id))).toEqual([]);
    // The other calls still parse JSON: the raw body is the webhook's alone.
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/payment/hosted', payload: '{"basketId":', headers: { 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    );
  });

  it('answers 503 when the database fails, so that the provider sends it again; then pays', async () => {
    const { order, stripeSession } = await openedOrder();
    const event = signedEvent('checkout.session.completed', completed(stripeSession));
    const db = t.database.db;
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    // The next two transactions fail: the server gone, then anything else.
    const transaction = jest.spyOn(db, 'transaction').mockRejectedValueOnce(lost).mockRejectedValueOnce(new Error('something else broke'));
    try {
      expectApiError(await deliver(event), 503, 'PAYMENT_EVENT_NOT_RECORDED');
      expectApiError(await deliver(event), 503, 'PAYMENT_EVENT_NOT_RECORDED');
    } finally {
      transaction.mockRestore();
    }
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe('paid');
  });

  it("confirms a tour booking on its paid notification, once, for the booking's own amount; its owner only opens the page", async () => {
    const { booking, token } = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand')));
    const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    const url = `/api/visits/bookings/${booking.id}/hosted`;
    expectApiError(await post(t, url, {}), 404, 'BOOKING_NOT_FOUND');
    expectApiError(await post(t, url, {}, withToken('pas-le-bon-jeton')), 404, 'BOOKING_NOT_FOUND');
    const first = await post(t, url, { amountCents: 1 }, withToken(token));
    const second = await post(t, url, {}, withToken(token));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const sessions = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.bookingId, booking.id));
    expect(sessions).toEqual([expect.objectContaining({ kind: 'booking', reference: row.reference, amountCents: row.amountCents, status: 'open' })]);
    expect(stripe.calls.filter((c) => c.idempotencyKey === `stripe:booking:${row.reference}:attempt:1`)).toHaveLength(1);

    const stripeSession = stripe.sessions.get(sessions[0].sessionId)!;
    expect(stripeSession.amount_total).toBe(row.amountCents);
    const before = t.mails.length;
    const event = signedEvent('checkout.session.completed', completed(stripeSession));
    expect((await Promise.all([deliver(event), deliver(event)])).map((a) => a.statusCode)).toEqual([200, 200]);
    const [confirmed] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentMethod: 'card', holdExpiresAt: null });
    expect(confirmed.paidAt).not.toBeNull();
    expect(t.mails.slice(before).filter((m) => m.text.includes(row.reference))).toHaveLength(1);
    expect((await get(t, `/api/payment/hosted/${stripeSession.id}`)).json()).toEqual({ status: 'paid', reference: row.reference, kind: 'booking' });
    expectApiError(await post(t, url, {}, withToken(token)), 409, 'BOOKING_NOT_PAYABLE');
  });

  it('refuses card numbers on the older card calls once a real provider takes the cards (410), other ways to pay still open', async () => {
    const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const card = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    expectApiError(await post(t, '/api/payment/card', { basketId: basket.id, ...card }), 410, 'CARD_NUMBERS_REFUSED');
    expectApiError(
      await post(t, '/api/payment/challenge', { challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' }),
      410,
      'CARD_NUMBERS_REFUSED',
    );
    const { booking, token } = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand')));
    const refused = expectApiError(
      await post(t, `/api/visits/bookings/${booking.id}/pay`, { method: 'card', ...card }, withToken(token)),
      410,
      'CARD_NUMBERS_REFUSED',
    );
    expect(refused.message).toMatch(/page de paiement sécurisée/);
    expectApiError(
      await post(t, `/api/visits/bookings/${booking.id}/challenge`, { challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' }, withToken(token)),
      410,
      'CARD_NUMBERS_REFUSED',
    );
    expect((await post(t, `/api/visits/bookings/${booking.id}/pay`, { method: 'transfer' }, withToken(token))).statusCode).toBe(200);
  });

  it('answers 404 for a session it does not know', async () => {
    expectApiError(await get(t, '/api/payment/hosted/cs_test_unknown'), 404, 'HOSTED_SESSION_NOT_FOUND');
  });
});

describe('hosted card payments without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers 503 with a sentence to the session calls, and 400 to any notification', async () => {
    const body = expectApiError(await post(t, '/api/payment/hosted', { basketId: '2b7c1f0e-8a59-4d6e-9c3b-5f1a2e3d4c5b' }), 503, 'HOSTED_PAYMENTS_UNAVAILABLE');
    expect(body.message).toMatch(/carte/);
    expect(expectApiError(await get(t, '/api/payment/hosted/cs_test_1', { 'accept-language': 'en' }), 503, 'HOSTED_PAYMENTS_UNAVAILABLE').message).toMatch(
      /card/,
    );
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload: '{}', headers: { 'content-type': 'application/json' } }),
      400,
      'UNKNOWN_PAYMENT_PROVIDER',
    );
  });
});
