import { productSchema } from '@nougaterie/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { discountCodes, discountRedemptions, orders, payments, pointsLedger, products, users } from '../../db/schema.js';
import { CHARGE_TIMEOUT_MS } from '../../payment/attempts.js';
import { createSandboxCardProvider } from '../../payment/card-provider.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrder, adminOrderOf, flushMails, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';

describe.each(drivers)('back office: cancelling an order gives everything back, once, on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  const cards = createSandboxCardProvider();

  beforeAll(async () => {
    // The public answers cached as in production: a cancel must empty them.
    t = await openTestApp(driver, { cards, publicAnswers: { ttlMs: 60_000 } });
    staff = await staffSession(t.database.db, 'owner', 'Claire');
  });
  afterAll(() => t?.close());

  const stockOf = async (id: number) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const pointsOf = async (userId: number) => (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0].points;
  const ledgerOf = async (userId: number) =>
    (await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id))).map((e) => [e.reason, e.delta]);
  const codeUses = async (code: string) =>
    (await t.database.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, code)))[0].uses;

  it('gives back the stock, the code use and the spent points, takes back the earned points, and tells the customer', async () => {
    const product = await makeProduct(t, { priceCents: 2000, stock: 5 });
    const customer = await registerCustomer(t.app, 'cancel@example.fr');
    await t.database.db.update(users).set({ points: 30 }).where(eq(users.id, customer.user.id));
    const usesBefore = await codeUses('NOUGAT5');
    // 40 € of products, 5 € off with the code, 30 points (3 €) spent.
    const order = await placeOrder(t, [{ id: product, qty: 2 }], { headers: bearer(customer.access_token), code: 'NOUGAT5', points: true });
    expect(order).toMatchObject({ pointsUsed: 30, amountDiscountCents: 500, earnedPoints: 4 });
    expect(await stockOf(product)).toBe(3);
    expect(await codeUses('NOUGAT5')).toBe(usesBefore + 1);
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    expect(await pointsOf(customer.user.id)).toBe(4);

    const page = async () =>
      productSchema.parse((await get(t, `/api/shop/product/${(await t.database.db.select().from(products).where(eq(products.id, product)))[0].slug}`)).json());
    expect((await page()).stock).toBe(3);
    const detail = adminOrderOf(await move(t, order.reference, { to: 'cancelled', note: 'Client injoignable' }, staff.headers));
    // Cancelling gives no money back by itself: what was paid stays refundable.
    expect(detail).toMatchObject({
      status: 'cancelled',
      next_statuses: [],
      refundable: detail.amount_total,
      amount_products: 40,
      amount_discount: 5,
      amount_points: 3,
    });
    expect(await stockOf(product)).toBe(5);
    expect((await page()).stock).toBe(5);
    expect(await codeUses('NOUGAT5')).toBe(usesBefore);
    expect(await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order.id))).toEqual([]);
    expect(await pointsOf(customer.user.id)).toBe(30);
    expect(await ledgerOf(customer.user.id)).toEqual([
      ['spent', -30],
      ['order', 4],
      ['refund', 30],
      ['cancelled', -4],
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.cancelledAt).not.toBeNull();
    expect(detail.events.at(-2)).toMatchObject({ kind: 'status', from: 'paid', to: 'cancelled', detail: 'Client injoignable', staff_name: 'Claire' });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'mail', detail: 'cancelled' });
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe(`Votre commande ${order.reference} est annulée – Nougaterie de Saint-Didier`);
    expect(mail.text).toContain('Les 30 points de fidélité utilisés vous sont rendus.');
    expect(mail.text).toContain('Le remboursement de votre paiement vous sera confirmé par un autre message.');
  });

  it('takes back only what is left of the earned points, and says so in the history', async () => {
    const product = await makeProduct(t, { priceCents: 5000, stock: 10 });
    const customer = await registerCustomer(t.app, 'spent-elsewhere@example.fr');
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { headers: bearer(customer.access_token) });
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    expect(await pointsOf(customer.user.id)).toBe(5);
    // Three of the five points spent on another order meanwhile.
    await t.database.db.update(users).set({ points: 2 }).where(eq(users.id, customer.user.id));
    const detail = adminOrderOf(await move(t, order.reference, { to: 'cancelled' }, staff.headers));
    expect(await pointsOf(customer.user.id)).toBe(0);
    expect((await ledgerOf(customer.user.id)).at(-1)).toEqual(['cancelled', -2]);
    expect(detail.events.find((e) => e.kind === 'status' && e.to === 'cancelled')!.detail).toBe(
      "Points gagnés repris : 2 sur 5, le solde du client n'en permettait pas plus.",
    );
  });

  it('puts an out-of-stock product back on sale: the shoppers waiting for it are mailed at once', async () => {
    const product = await makeProduct(t, { priceCents: 900, stock: 1, name: 'Nougat du dernier' });
    const order = await placeOrder(t, [{ id: product, qty: 1 }]);
    expect(await stockOf(product)).toBe(0);
    expect((await post(t, '/api/shop/alert', { item_id: product, email: 'attend@example.fr' })).statusCode).toBe(201);
    adminOrderOf(await move(t, order.reference, { to: 'cancelled' }, staff.headers));
    for (let i = 0; i < 100 && !t.mails.some((m) => m.to === 'attend@example.fr'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await flushMails(t);
    }
    expect(t.mails.filter((m) => m.to === 'attend@example.fr').map((m) => m.subject)).toEqual([
      '« Nougat du dernier » est de retour – Nougaterie de Saint-Didier',
    ]);
  });

  it('two staff cancelling the same order at once give its stock back once', async () => {
    const product = await makeProduct(t, { priceCents: 1000, stock: 50 });
    for (let round = 0; round < 5; round++) {
      const order = await placeOrder(t, [{ id: product, qty: 3 }]);
      const answers = await Promise.all([1, 2, 3].map(() => move(t, order.reference, { to: 'cancelled' }, staff.headers)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expectApiError(
        answers.find((a) => a.statusCode === 409)!,
        409,
        'ORDER_TRANSITION_REFUSED',
      );
    }
    expect(await stockOf(product)).toBe(50);
    const cancelMails = t.mails.filter((m) => m.subject.includes('est annulée'));
    expect(new Set(cancelMails.map((m) => m.subject)).size).toBe(cancelMails.length);
  });

  it('a transfer recorded while another member cancels: cancelled in the end, stock and points once', async () => {
    const product = await makeProduct(t, { priceCents: 2500, stock: 40 });
    const customer = await registerCustomer(t.app, 'race@example.fr');
    for (let round = 0; round < 4; round++) {
      const order = await placeOrder(t, [{ id: product, qty: 2 }], { headers: bearer(customer.access_token) });
      const [pay, cancel] = await Promise.all([
        move(t, order.reference, { to: 'paid' }, staff.headers),
        move(t, order.reference, { to: 'cancelled' }, staff.headers),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(pay.statusCode);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe('cancelled');
      const paid = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(paid.length).toBe(pay.statusCode === 200 ? 1 : 0);
    }
    expect(await stockOf(product)).toBe(40);
    const [{ total }] = await t.database.db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, customer.user.id));
    expect(await pointsOf(customer.user.id)).toBe(total);
    expect(total).toBe(0);
  });

  it('waits for a card attempt still with the bank; settles an abandoned one first', async () => {
    const product = await makeProduct(t, { priceCents: 1200, stock: 20 });
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    const [pending] = await t.database.db
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        status: 'pending',
        amountCents: order.amountTotalCents,
        idempotencyKey: crypto.randomUUID(),
        cardBrand: 'visa',
        cardLast4: '4242',
      })
      .returning();
    expectApiError(await move(t, order.reference, { to: 'cancelled' }, staff.headers), 409, 'PAYMENT_IN_PROGRESS');
    expect(await stockOf(product)).toBe(19);

    // The attempt was left by a crash and the bank took the money: the order is paid first, then cancelled.
    await cards.charge({ number: '4242424242424242', amountCents: order.amountTotalCents, idempotencyKey: pending.idempotencyKey! });
    await t.database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - CHARGE_TIMEOUT_MS - 5_000) })
      .where(eq(payments.id, pending.id));
    const detail = adminOrderOf(await move(t, order.reference, { to: 'cancelled' }, staff.headers));
    expect(detail.status).toBe('cancelled');
    expect(detail.payments.map((p) => p.status)).toEqual(['paid']);
    expect(detail.refundable).toBe(detail.amount_total);
    expect(detail.events.filter((e) => e.kind === 'status').map((e) => [e.from, e.to])).toEqual([['paid', 'cancelled']]);
    expect(await stockOf(product)).toBe(20);

    // Abandoned and unknown to the bank: failed, and the cancel goes on.
    const other = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    await t.database.db.insert(payments).values({
      orderId: other.id,
      method: 'card',
      status: 'pending',
      amountCents: other.amountTotalCents,
      idempotencyKey: crypto.randomUUID(),
      updatedAt: new Date(Date.now() - CHARGE_TIMEOUT_MS - 5_000),
    });
    adminOrderOf(await move(t, other.reference, { to: 'cancelled' }, staff.headers));
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, other.id)));
    expect(rows.map((p) => p.status)).toEqual(['failed']);
    expect((await adminOrder(t, other.reference, staff.headers)).status).toBe('cancelled');
  });
});
