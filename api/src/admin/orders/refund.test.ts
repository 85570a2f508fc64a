import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.js';
import { createSandboxCardProvider, type CardProvider, type CardRefund } from '../../payment/card-provider.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrder, adminOrderOf, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { makeProduct, paidOrder, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { auditLog, refunds } from '../schema.js';
import { REFUND_ABANDONED_MS, settleAbandonedRefunds } from './refund.js';

/** The sandbox, remembering the refunds asked and able to stay silent (a processor down). */
function observedCards() {
  const sandbox = createSandboxCardProvider();
  const asked: CardRefund[] = [];
  let silent = false;
  const provider: CardProvider = {
    charge: (charge) => sandbox.charge(charge),
    confirmChallenge: (confirm) => sandbox.confirmChallenge(confirm),
    lookup: (key) => sandbox.lookup(key),
    async refund(refund) {
      asked.push(refund);
      if (silent) throw new Error('connect ETIMEDOUT');
      return sandbox.refund(refund);
    },
  };
  return { provider, asked, silence: (on: boolean) => (silent = on) };
}

describe.each(drivers)('back office: refunds on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let product: number;
  const cards = observedCards();

  beforeAll(async () => {
    t = await openTestApp(driver, { cards: cards.provider });
    staff = await staffSession(t.database.db, 'staff', 'Nina');
    product = await makeProduct(t, { priceCents: 2000, stock: 1_000 });
  });
  afterAll(() => t?.close());

  const refund = (reference: string, body: object, headers = staff.headers) => post(t, `/api/admin/orders/${reference}/refund`, body, headers);

  it('refunds a card payment through the processor, in parts, never more than was paid, and tells the customer', async () => {
    const customer = await registerCustomer(t.app, 'refund-card@example.fr', undefined, { lang: 'en' });
    const basket = await paidOrder(t, [{ id: product, qty: 2 }], { ...bearer(customer.access_token), 'accept-language': 'en' });
    const reference = basket.order!.reference;
    const before = await adminOrder(t, reference, staff.headers);
    expect(before.refundable).toBe(before.amount_total);

    expectApiError(await refund(reference, { amount: 10 }), 400, 'VALIDATION');
    expectApiError(await refund(reference, { amount: 10, reason: '   ' }), 400, 'VALIDATION');
    expectApiError(await refund(reference, { amount: -1, reason: 'x' }), 400, 'VALIDATION');
    expectApiError(await refund(reference, { amount: 0.001, reason: 'Arrondi' }), 400, 'VALIDATION');

    const asked = cards.asked.length;
    const detail = adminOrderOf(await refund(reference, { amount: 12.5, reason: 'Une boîte abîmée' }));
    expect(detail.refunds).toEqual([{ amount: 12.5, reason: 'Une boîte abîmée', staff_name: 'Nina', created_at: expect.any(String) }]);
    expect(detail.refundable).toBe(Math.round((before.amount_total - 12.5) * 100) / 100);
    expect(detail.events.at(-2)).toMatchObject({ kind: 'refund', detail: 'Une boîte abîmée', staff_name: 'Nina' });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'mail', detail: 'refunded', staff_name: 'Nina' });
    expect(cards.asked.slice(asked)).toEqual([expect.objectContaining({ amountCents: 1250 })]);
    const [paid] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, basket.order!.id), eq(payments.status, 'paid')));
    expect(cards.asked.at(-1)!.paymentKey).toBe(paid.idempotencyKey);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, basket.order!.id));
    expect(row.providerRef).toMatch(/^re_sandbox_/);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe(`Refund on your order ${reference} – Nougaterie de Saint-Didier`);
    expect(mail.text).toContain(`We refunded €12.50 on your order ${reference}, to the card you paid it with.`);
    expect(mail.text).toContain('Reason: Une boîte abîmée');

    const tooMuch = expectApiError(await refund(reference, { amount: before.amount_total, reason: 'Tout' }), 409, 'REFUND_TOO_LARGE');
    expect(tooMuch.message).toContain(`${detail.refundable.toFixed(2).replace('.', ',')}`);
    const rest = adminOrderOf(await refund(reference, { amount: detail.refundable, reason: 'Le reste' }));
    expect(rest.refundable).toBe(0);
    expectApiError(await refund(reference, { amount: 0.01, reason: 'Encore' }), 409, 'REFUND_TOO_LARGE');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.target, `order:${reference}`)));
    expect(audit.map((a) => (a.after as { amount_cents: number }).amount_cents)).toEqual([1250, Math.round(detail.refundable * 100)]);
  });

  it('records a transfer given back by hand, and refuses an order never paid', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 1 }]);
    expectApiError(await refund(order.reference, { amount: 5, reason: 'Geste' }), 409, 'ORDER_NOT_PAID');
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    const asked = cards.asked.length;
    const detail = adminOrderOf(await refund(order.reference, { amount: 5, reason: 'Geste commercial' }));
    expect(detail.refunds.map((r) => r.amount)).toEqual([5]);
    expect(cards.asked.length).toBe(asked);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row.providerRef).toBeNull();
    // Intl writes "5,00 €" with a no-break space.
    expect(t.mails.at(-1)!.text.replace(/\s/g, ' ')).toContain(`Nous vous avons remboursé 5,00 € sur votre commande ${order.reference}.`);
  });

  it('two refunds at once never give back more than was paid', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 1 }]);
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const share = (row.amountTotalCents * 0.6) / 100;
    const answers = await Promise.all([1, 2, 3].map(() => refund(order.reference, { amount: Math.round(share * 100) / 100, reason: 'Double clic' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).length).toBe(1);
  });

  it('a processor that does not answer: the refund waits unconfirmed, counted, and is asked again later with the same key', async () => {
    const basket = await paidOrder(t, [{ id: product, qty: 1 }], bearer((await registerCustomer(t.app, 'silent@example.fr')).access_token));
    const reference = basket.order!.reference;
    cards.silence(true);
    expectApiError(await refund(reference, { amount: 10, reason: 'Retard' }), 503, 'REFUND_PROVIDER_UNAVAILABLE');
    cards.silence(false);
    const waiting = await adminOrder(t, reference, staff.headers);
    expect(waiting.refunds).toEqual([]);
    expect(waiting.refundable).toBe(Math.round((waiting.amount_total - 10) * 100) / 100);

    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, basket.order!.id));
    await t.database.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - REFUND_ABANDONED_MS - 1_000) })
      .where(eq(refunds.id, row.id));
    const keys = cards.asked.filter((a) => a.idempotencyKey === `refund:${row.id}`).length;
    expect(await settleAbandonedRefunds(t.database.db, { siteUrl: 'http://shop.test', apiUrl: 'http://api.test', cards: cards.provider })).toBe(1);
    expect(cards.asked.filter((a) => a.idempotencyKey === `refund:${row.id}`).length).toBe(keys + 1);
    const settled = await adminOrder(t, reference, staff.headers);
    expect(settled.refunds.map((r) => [r.amount, r.reason])).toEqual([[10, 'Retard']]);
    expect(settled.events.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(await settleAbandonedRefunds(t.database.db, { siteUrl: 'http://shop.test', apiUrl: 'http://api.test', cards: cards.provider })).toBe(0);
  });
});
