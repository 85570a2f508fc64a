import { hostedPaymentResponseSchema } from '@nougaterie/contracts';
import { and, eq } from 'drizzle-orm';
import { refunds } from '../../admin/schema.js';
import { settleAbandonedRefunds } from '../../admin/orders/refund.js';
import { hostedSessions, invoices, orders, payments, tourBookings } from '../../db/schema.js';
import { adminOrder, adminOrderOf } from '../../test/backoffice.js';
import { expectApiError, openTestApp, SITE_URL, PUBLIC_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { basketOf, makeProduct, post, readyBasket } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { signedEvent, startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { strict } from '../../test/strict.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, withToken } from '../../test/tours.js';
import { createSandboxCardProvider } from '../card-provider.js';

/*
 * Issue #24: a card paid on the provider's hosted page leaves a payment row naming its session, so
 * that the back office's refunds and a cancelled booking's refund go to the provider's payment
 * (Stripe's payment intent), with one key per refund, as the older card calls' refunds do.
 */
describe.each(drivers)('refunds of hosted card payments on %s', (driver) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let productId: number;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await openTestApp(driver, { hosted: stripe.provider, visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
    staff = await staffSession(t.database.db, 'staff', 'Nina');
    productId = await makeProduct(t, { priceCents: 2_000, stock: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  afterEach(() => stripe.silence(false));

  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/stripe',
      payload: event.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    });

  /** Stripe's word that the session `id` is paid: its payment intent is pi_<id>. */
  function paidEvent(sessionId: string) {
    const session = stripe.sessions.get(sessionId)!;
    return signedEvent('checkout.session.completed', { ...session, payment_intent: `pi_${session.id}`, payment_status: 'paid', status: 'complete' });
  }

  /** A card order paid on the hosted page, its notification delivered `times` (at once). */
  async function hostedPaidOrder(times = 1) {
    const basket = await readyBasket(t, [{ id: productId, qty: 2 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    strict(hostedPaymentResponseSchema).parse((await post(t, '/api/payment/hosted', { basketId: basket.id })).json());
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const [session] = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.orderId, order.id));
    const event = paidEvent(session.sessionId);
    const answers = await Promise.all(Array.from({ length: times }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(times).fill(200));
    return { order, session };
  }

  const refund = (reference: string, body: object) => post(t, `/api/admin/orders/${reference}/refund`, body, staff.headers);
  const refundCalls = () => stripe.calls.filter((call) => call.path === '/v1/refunds');

  it('records one paid card payment naming the session, however often the notification comes', async () => {
    const { order, session } = await hostedPaidOrder(3);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ method: 'card', status: 'paid', amountCents: order.amountTotalCents, hostedSessionId: session.id, idempotencyKey: null }),
    ]);
    // The back office sees it paid, and all of it refundable.
    const detail = await adminOrder(t, order.reference, staff.headers);
    expect(detail.status).toBe('paid');
    expect(detail.refundable).toBe(order.amountTotalCents / 100);
  });

  it("refunds through the provider's payment, in parts, once per refund, never more than was paid, with a credit note each", async () => {
    const { order, session } = await hostedPaidOrder();
    const before = refundCalls().length;
    const first = adminOrderOf(await refund(order.reference, { amount: 12.5, reason: 'Une boîte abîmée' }));
    expect(first.refunds).toEqual([{ amount: 12.5, reason: 'Une boîte abîmée', staff_name: 'Nina', created_at: expect.any(String) }]);
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].form.get('payment_intent')).toBe(`pi_${session.sessionId}`);
    expect(calls[0].form.get('amount')).toBe('1250');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(calls[0].idempotencyKey).toBe(`refund:${row.id}`);
    expect(row.providerRef).toBe([...stripe.refunds.values()].find((r) => r.payment_intent === `pi_${session.sessionId}`)!.id);

    const rest = first.refundable;
    expectApiError(await refund(order.reference, { amount: rest + 0.01, reason: 'Trop' }), 409, 'REFUND_TOO_LARGE');
    const second = adminOrderOf(await refund(order.reference, { amount: rest, reason: 'Commande annulée' }));
    expect(second.refundable).toBe(0);
    expect(
      refundCalls()
        .slice(before)
        .map((c) => c.form.get('amount')),
    ).toEqual(['1250', String(Math.round(rest * 100))]);
    const notes = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(2);
  });

  it('keeps a refund unconfirmed while the provider is down (503), and settles it once it answers', async () => {
    const { order, session } = await hostedPaidOrder();
    stripe.silence(true);
    expectApiError(await refund(order.reference, { amount: 5, reason: 'Geste commercial' }), 503, 'REFUND_PROVIDER_UNAVAILABLE');
    const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(pending.providerRef).toBeNull();
    // Counted as given meanwhile: nothing can be refunded twice.
    expect((await adminOrder(t, order.reference, staff.headers)).refundable).toBe((order.amountTotalCents - 500) / 100);

    stripe.silence(false);
    await t.database.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(refunds.id, pending.id));
    const settled = await settleAbandonedRefunds(t.database.db, {
      siteUrl: SITE_URL,
      apiUrl: PUBLIC_URL,
      cards: createSandboxCardProvider(),
      hosted: stripe.provider,
    });
    expect(settled).toBeGreaterThanOrEqual(1);
    const [done] = await t.database.db.select().from(refunds).where(eq(refunds.id, pending.id));
    expect(done.providerRef).toMatch(/^re_test_/);
    const asked = refundCalls().filter((c) => c.form.get('payment_intent') === `pi_${session.sessionId}`);
    // The same key each time: the provider refunds once.
    expect(new Set(asked.map((c) => c.idempotencyKey))).toEqual(new Set([`refund:${pending.id}`]));
  });

  it("refunds a cancelled booking paid on the hosted page through the provider's payment", async () => {
    const { booking, token } = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 10 })));
    strict(hostedPaymentResponseSchema).parse((await post(t, `/api/visits/bookings/${booking.id}/hosted`, {}, withToken(token))).json());
    const [session] = await t.database.db.select().from(hostedSessions).where(eq(hostedSessions.bookingId, booking.id));
    expect((await deliver(paidEvent(session.sessionId))).statusCode).toBe(200);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(paid).toMatchObject({ status: 'paid', method: 'card', hostedSessionId: session.id, amountCents: session.amountCents });

    const cancelled = await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token));
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: 'refunded' });
    const asked = refundCalls().filter((c) => c.form.get('payment_intent') === `pi_${session.sessionId}`);
    expect(asked).toHaveLength(1);
    expect(asked[0].form.get('amount')).toBe(String(session.amountCents));
    expect(asked[0].idempotencyKey).toBe(`hosted-${session.id}:booking-cancelled`);
    const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    expect(row.refund).toBe('refunded');
  });
});
