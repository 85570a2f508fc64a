import { FIRM, hostedPaymentResponseSchema, hostedSessionStateSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { hostedSessions, orders, paymentEvents, invoices, tourBookings } from '../../db/schema.js';
import { formatEuros } from '../../http/format.js';
import { storeFirm } from '../../shop-identity/store.js';
import { openTestApp, PUBLIC_URL, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../../test/shop.js';
import { strict } from '../../test/strict.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, withToken } from '../../test/tours.js';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '../card-provider.js';
import { createSandboxHostedProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox.js';
import { omit } from '../../omit.js';

/*
 * Issue #24: without Stripe, the sandbox's own hosted page, served by the api, takes the test cards
 * and tells our webhook, signed as Stripe signs, that the session is paid. The page itself never
 * marks anything paid: the webhook does.
 */

describe.each(drivers)("the sandbox's hosted page on %s", (driver) => {
  let t: TestApp;
  let productId: number;
  const sandbox = createSandboxHostedProvider({ publicUrl: PUBLIC_URL });
  const delivered: number[] = [];

  beforeAll(async () => {
    t = await openTestApp(driver, {
      hosted: sandbox,
      visitsRateLimits: LOOSE_VISITS_RATE_LIMITS,
      // The app's own delivery (an in-process call of the webhook), counted.
      sandboxDeliver: async (rawBody, headers) => {
        const answer = await t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', payload: rawBody, headers });
        delivered.push(answer.statusCode);
        return answer;
      },
    });
    productId = await makeProduct(t, { priceCents: 1_450, stock: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A validated card order awaiting its payment, and its sandbox page opened. */
  async function openedOrder() {
    const basket = await readyBasket(t, [{ id: productId, qty: 2 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const answer = await post(t, '/api/payment/hosted', { basketId: basket.id });
    expect(answer.statusCode).toBe(200);
    const { url } = strict(hostedPaymentResponseSchema).parse(answer.json());
    const [session] = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.orderId, order.id));
    expect(session).toMatchObject({ provider: 'sandbox', status: 'open', amountCents: order.amountTotalCents });
    expect(session.sessionId).toMatch(/^cs_sandbox_[\w-]+$/);
    expect(url).toBe(`${PUBLIC_URL}/api/payment/sandbox/${session.sessionId}`);
    return { order, session, path: new URL(url).pathname };
  }

  const form = (path: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const card = (path: string, number: string) => form(path, { number, expiry: '12/39', cvc: '123' });
  const orderNow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paidMails = (from: number, reference: string) =>
    t.mails.slice(from).filter((mail) => mail.subject.startsWith('Paiement') && mail.text.includes(reference));
  const returnUrl = (reference: string, sessionId: string) =>
    `${SITE_URL}/boutique/paiement/retour?ref=${encodeURIComponent(reference)}&session_id=${sessionId}`;

  it('pays an order through the page: amount and shop shown, 4242 → 303 to the return page, paid once by the webhook', async () => {
    const { order, session, path } = await openedOrder();
    const before = t.mails.length;
    const page = await get(t, path);
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.body).toContain(FIRM.name);
    expect(page.body).toContain(order.reference);
    expect(page.body).toContain(formatEuros('fr', order.amountTotalCents));
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('Retour à la boutique');
    // Back without paying: the order's summary, by its basket, to pay again or another way.
    expect(page.body).toContain(`href="${SITE_URL}/boutique/recapitulatif/${order.basketId}"`);
    expect(page.body).toContain('name="number"');
    // The page's CSP allows its own style (by hash) and a form to itself or the shop, nothing else.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain(`form-action 'self' ${SITE_URL}`);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    expect((await get(t, `/api/payment/hosted/${session.sessionId}`)).json()).toMatchObject({ status: 'open' });

    const paid = await card(path, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(returnUrl(order.reference, session.sessionId));
    expect(strict(hostedSessionStateSchema).parse((await get(t, `/api/payment/hosted/${session.sessionId}`)).json())).toEqual({
      status: 'paid',
      reference: order.reference,
      kind: 'order',
    });
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    expect(paidMails(before, order.reference)).toHaveLength(1);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, session.sessionId));
    expect(events).toEqual([expect.objectContaining({ provider: 'sandbox', type: 'paid', outcome: 'applied' })]);
  });

  it('shows "declined" for the declined card and takes a good card afterwards; refuses a mistyped card', async () => {
    const { order, path } = await openedOrder();
    const declined = await card(path, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Paiement refusé par la banque : essayez une autre carte');
    expect(declined.body).toContain('name="number"');
    const mistyped = await card(path, '4242 4242 4242 4241');
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.body).toContain('Vérifiez le numéro de carte');
    expect((await form(path, { number: SANDBOX_CARDS.success, expiry: '01/20', cvc: '123' })).statusCode).toBe(422);
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    expect((await card(path, SANDBOX_CARDS.successMastercard)).statusCode).toBe(303);
    expect((await orderNow(order.id)).status).toBe('paid');
  });

  it('asks the 3-D Secure code: a wrong code declines, the right one pays', async () => {
    const { order, path } = await openedOrder();
    const step = await card(path, SANDBOX_CARDS.challenge);
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Vérification 3-D Secure');
    const token = /name="challenge" value="([^"]+)"/.exec(step.body)![1];
    const wrong = await form(path, { challenge: token, code: '000000' });
    expect(wrong.statusCode).toBe(402);
    expect(wrong.body).toContain('Paiement refusé par la banque');
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    // No code step without a challenge card first (a made-up token).
    expect((await form(path, { challenge: 'forged', code: SANDBOX_CHALLENGE_CODE })).statusCode).toBe(402);
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    const right = await form(path, { challenge: token, code: SANDBOX_CHALLENGE_CODE });
    expect(right.statusCode).toBe(303);
    expect((await orderNow(order.id)).status).toBe('paid');
  });

  it('refuses a forged event: a wrong secret, a changed body, no signature', async () => {
    const { order, session } = await openedOrder();
    const forger = createSandboxHostedProvider({ publicUrl: PUBLIC_URL, webhookSecret: 'whsec_not_the_shops_own_secret' });
    const event = {
      sessionId: session.sessionId,
      purpose: { kind: 'order' as const, reference: order.reference },
      amountCents: session.amountCents,
      currency: 'eur',
    };
    const send = (rawBody: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', payload: rawBody, headers });
    const forged = forger.paidEvent(event);
    expect((await send(forged.rawBody, forged.headers)).statusCode).toBe(400);
    const real = sandbox.paidEvent(event);
    expect((await send(real.rawBody.replace(String(session.amountCents), '1'), real.headers)).statusCode).toBe(400);
    const unsigned = omit(real.headers, SANDBOX_SIGNATURE_HEADER);
    expect((await send(real.rawBody, unsigned)).json()).toMatchObject({ code: 'NOTIFICATION_SIGNATURE' });
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    // The genuine one pays.
    expect((await send(real.rawBody, real.headers)).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe('paid');
  });

  it('pays once when the card is posted twice, and at the same moment; then says the order is paid', async () => {
    for (const parallel of [false, true]) {
      const { order, session, path } = await openedOrder();
      const before = t.mails.length;
      const answers = parallel
        ? await Promise.all([card(path, SANDBOX_CARDS.success), card(path, SANDBOX_CARDS.success)])
        : [await card(path, SANDBOX_CARDS.success)];
      for (const answer of answers) expect([200, 303]).toContain(answer.statusCode);
      expect(answers.some((answer) => answer.statusCode === 303)).toBe(true);
      const again = await card(path, SANDBOX_CARDS.success);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Paiement déjà effectué');
      expect(again.body).toContain(returnUrl(order.reference, session.sessionId).replace(/&/g, '&amp;'));
      expect((await get(t, path)).body).toContain('Paiement déjà effectué');
      expect((await orderNow(order.id)).status).toBe('paid');
      expect(paidMails(before, order.reference)).toHaveLength(1);
      expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    }
  });

  it('answers an expired, an ended or an unknown session with a page, never an error of the api', async () => {
    const { order, session, path } = await openedOrder();
    await t.database.db
      .update(hostedSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(hostedSessions.id, session.id));
    const expired = await get(t, path);
    expect(expired.statusCode).toBe(410);
    expect(String(expired.headers['content-type'])).toMatch(/^text\/html/);
    expect(expired.body).toContain('Page de paiement expirée');
    expect((await card(path, SANDBOX_CARDS.success)).statusCode).toBe(410);
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
    for (const unknown of [
      '/api/payment/sandbox/cs_sandbox_unknown',
      '/api/payment/sandbox/cs_test_1',
      `/api/payment/sandbox/cs_sandbox_${'x'.repeat(60)}`,
      '/api/payment/sandbox/%3Cscript%3E',
    ]) {
      const answer = await get(t, unknown);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('Session de paiement introuvable');
      expect(answer.body).not.toContain('<script>');
      expect((await card(unknown, SANDBOX_CARDS.success)).statusCode).toBe(404);
    }
    expect((await get(t, '/api/payment/sandbox/cs_sandbox_unknown', { 'accept-language': 'en' })).body).toContain('Payment session not found');
  });

  it("confirms a tour booking through the page, back to the tours' return page", async () => {
    const { booking, token } = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand')));
    const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    const answer = await post(t, `/api/visits/bookings/${booking.id}/hosted`, {}, withToken(token));
    expect(answer.statusCode).toBe(200);
    const path = new URL(strict(hostedPaymentResponseSchema).parse(answer.json()).url).pathname;
    const page = await get(t, path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatEuros(row.lang === 'en' ? 'en' : 'fr', row.amountCents));
    expect(page.body).toContain(row.reference);
    const paid = await card(path, SANDBOX_CARDS.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`^${SITE_URL}/visites/paiement/retour\\?ref=${row.reference}&session_id=cs_sandbox_`));
    const [confirmed] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentMethod: 'card', holdExpiresAt: null });
  });

  it('answers hostile form input on an open page with a page, never a 5xx, paying nothing', async () => {
    const { order, path } = await openedOrder();
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'number=%00%FF&expiry=99%2F99&cvc=<b>'],
      ['application/x-www-form-urlencoded', `number=${'4'.repeat(5000)}&expiry=12/39&cvc=123`],
      ['application/x-www-form-urlencoded', 'number=4242424242424242&number=4000000000000002&expiry=12/39&cvc=123x'],
      ['application/x-www-form-urlencoded', 'challenge=&code=123456'],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
      ['application/json', JSON.stringify({ number: ['4242424242424242'], expiry: 1239, cvc: null })],
      ['application/json', '[1,2,3]'],
      ['text/plain', 'number=4242424242424242&expiry=12/39&cvc=123'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await t.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': type } });
      expect({ type, payload: payload.slice(0, 60), status: answer.statusCode < 500 }).toEqual({ type, payload: payload.slice(0, 60), status: true });
      expect(answer.statusCode).not.toBe(303);
    }
    expect((await orderNow(order.id)).status).toBe('awaiting_payment');
  });

  it('escapes what it shows: a shop name with markup is text', async () => {
    const { path } = await openedOrder();
    await storeFirm(t.database.db, { ...FIRM, name: '<script>alert("nougat")</script> & Cie' });
    try {
      const page = await get(t, path);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('&lt;script&gt;alert(&quot;nougat&quot;)&lt;/script&gt; &amp; Cie');
    } finally {
      await storeFirm(t.database.db, FIRM);
    }
  });
});

describe('the sandbox page retries a failed delivery once', () => {
  let t: TestApp;
  const answers: number[] = [];
  beforeAll(async () => {
    let calls = 0;
    t = await openTestApp('pglite', {
      hosted: createSandboxHostedProvider({ publicUrl: PUBLIC_URL }),
      sandboxDeliver: async (rawBody, headers) => {
        calls += 1;
        // The first call is lost (a 503 as when the database blinks), the retry goes through; later ones all fail.
        const answer =
          calls === 1 || calls > 2
            ? { statusCode: 503 }
            : await t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', payload: rawBody, headers });
        answers.push(answer.statusCode);
        return answer;
      },
    });
  });
  afterAll(() => t?.close());

  it('delivers on the second try, and shows a page (not an error) when both fail', async () => {
    const productId = await makeProduct(t, { priceCents: 900, stock: 100 });
    const openOne = async () => {
      const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
      basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
      const { url } = strict(hostedPaymentResponseSchema).parse((await post(t, '/api/payment/hosted', { basketId: basket.id })).json());
      const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
      return { order, path: new URL(url).pathname };
    };
    const pay = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: `number=${SANDBOX_CARDS.success}&expiry=12%2F39&cvc=123`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const first = await openOne();
    expect((await pay(first.path)).statusCode).toBe(303);
    expect(answers).toEqual([503, 200]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(order.status).toBe('paid');

    const second = await openOne();
    const lost = await pay(second.path);
    expect(lost.statusCode).toBe(503);
    expect(String(lost.headers['content-type'])).toMatch(/^text\/html/);
    expect(lost.body).toContain('Réponse de la banque en attente');
    expect(answers).toEqual([503, 200, 503, 503]);
    const [unpaid] = await t.database.db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(unpaid.status).toBe('awaiting_payment');
  });
});

describe("the sandbox page with the app's own delivery (app.inject of the webhook)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { hosted: createSandboxHostedProvider({ publicUrl: PUBLIC_URL, webhookSecret: 'a-replica-shared-secret-for-tests' }) });
  });
  afterAll(() => t?.close());

  it('pays an order: the event reaches the webhook in process, signed with the configured secret', async () => {
    const productId = await makeProduct(t, { priceCents: 700, stock: 100 });
    const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const { url } = strict(hostedPaymentResponseSchema).parse((await post(t, '/api/payment/hosted', { basketId: basket.id })).json());
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: `number=${SANDBOX_CARDS.success}&expiry=12%2F39&cvc=123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    expect(order.status).toBe('paid');
    // Signed with the development secret instead: refused by this replica's configured one.
    const dev = createSandboxHostedProvider({ publicUrl: PUBLIC_URL }).paidEvent({
      sessionId: 'cs_sandbox_x',
      purpose: { kind: 'order', reference: order.reference },
      amountCents: 700,
      currency: 'eur',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', payload: dev.rawBody, headers: dev.headers })).statusCode).toBe(400);
  });
});
