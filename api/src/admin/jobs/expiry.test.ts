import { and, eq, inArray } from 'drizzle-orm';
import { orders, payments, products, settings } from '../../db/schema.js';
import { createSandboxCardProvider } from '../../payment/card-provider.js';
import { openTestApp, SITE_URL, type TestApp } from '../../test/app.js';
import { adminOrder, flushMails, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { makeProduct } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { auditLog, orderEvents } from '../schema.js';
import { expireUnpaidOrders } from './expiry.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(drivers)('unpaid orders expire on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let product: number;
  const cards = createSandboxCardProvider();
  let stockBack = 0;

  beforeAll(async () => {
    t = await openTestApp(driver, { cards });
    staff = await staffSession(t.database.db);
    product = await makeProduct(t, { priceCents: 1000, stock: 100 });
  });
  afterAll(() => t?.close());

  const run = () => expireUnpaidOrders(t.database.db, { siteUrl: SITE_URL, apiUrl: 'http://api.test', cards, onStockBack: () => void (stockBack += 1) });
  const age = (id: number, ms: number) =>
    t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(orders.id, id));
  const statusOf = async (id: number) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
  const stock = async () => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product)))[0].stock;
  /** Leaves only these orders awaiting payment, so each test counts its own. */
  const only = async (ids: number[]) => {
    const others = (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'awaiting_payment'))).filter((o) => !ids.includes(o.id));
    if (others.length)
      await t.database.db
        .update(orders)
        .set({ status: 'delivered' })
        .where(
          inArray(
            orders.id,
            others.map((o) => o.id),
          ),
        );
  };

  it('cancels a card order unpaid after an hour, with everything given back, as the shop (no staff)', async () => {
    const late = await placeOrder(t, [{ id: product, qty: 3 }], { method: 'card' });
    const recent = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    const pickup = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'shop' });
    await only([late.id, recent.id, pickup.id]);
    await age(late.id, 61 * MINUTE);
    await age(recent.id, 59 * MINUTE);
    await age(pickup.id, 30 * DAY);
    const before = await stock();
    stockBack = 0;

    expect(await run()).toEqual({ reminded: 0, cancelled: 1 });
    expect(stockBack).toBe(1);
    expect(await stock()).toBe(before + 3);
    expect([await statusOf(late.id), await statusOf(recent.id), await statusOf(pickup.id)]).toEqual(['cancelled', 'awaiting_payment', 'awaiting_payment']);
    const detail = await adminOrder(t, late.reference, staff.headers);
    expect(detail.events.find((e) => e.kind === 'status')).toMatchObject({
      from: 'awaiting_payment',
      to: 'cancelled',
      detail: 'Annulée automatiquement : paiement par carte non reçu en 60 min.',
      staff_name: null,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `order:${late.reference}`));
    expect(audit).toMatchObject({ staffId: null, action: 'order.status', before: { status: 'awaiting_payment' } });
    await flushMails(t);
    const mail = t.mails.find((m) => m.subject.startsWith(`Votre commande ${late.reference} est annulée`))!;
    expect(mail.text).toContain("Son paiement par carte n'a pas abouti dans le délai prévu");
    expect(await run()).toEqual({ reminded: 0, cancelled: 0 });
  });

  it('reminds a transfer once at day 5 and cancels it at day 10, as the settings say', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 2 }], { lang: 'en' });
    const fresh = await placeOrder(t, [{ id: product, qty: 1 }]);
    await only([order.id, fresh.id]);
    await age(order.id, 4 * DAY + 23 * 60 * MINUTE);
    expect(await run()).toEqual({ reminded: 0, cancelled: 0 });

    await age(order.id, 5 * DAY + MINUTE);
    expect(await run()).toEqual({ reminded: 1, cancelled: 0 });
    expect(await run()).toEqual({ reminded: 0, cancelled: 0 });
    await flushMails(t);
    const reminders = t.mails.filter((m) => m.subject === `Your order ${order.reference} is waiting for your bank transfer – Nougaterie de Saint-Didier`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('IBAN: FR76 3000 4000 0500 0012 3456 789');
    expect(reminders[0].text).toMatch(/Without a transfer received by \d{1,2} \w+ \d{4}, it will be cancelled/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.remindedAt).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'mail')));
    expect(events.map((e) => e.detail)).toEqual(['transfer', 'transfer_reminder']);

    await age(order.id, 10 * DAY + MINUTE);
    expect(await run()).toEqual({ reminded: 0, cancelled: 1 });
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await statusOf(fresh.id)).toBe('awaiting_payment');
    await flushMails(t);
    expect(t.mails.at(-1)!.text).toContain('We did not receive your bank transfer in time');

    // The durations are settings: three days for a transfer, reminded after one.
    await t.database.db.update(settings).set({ transferReminderDays: 1, transferExpiryDays: 3, cardPaymentExpiryMinutes: 120 });
    const card = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    await only([fresh.id, card.id]);
    await age(fresh.id, 3 * DAY + MINUTE);
    await age(card.id, 90 * MINUTE);
    expect(await run()).toEqual({ reminded: 0, cancelled: 1 });
    expect([await statusOf(fresh.id), await statusOf(card.id)]).toEqual(['cancelled', 'awaiting_payment']);
    await t.database.db.update(settings).set({ transferReminderDays: 5, transferExpiryDays: 10, cardPaymentExpiryMinutes: 60 });
  });

  it('leaves a card order whose payment is with the bank; paid after all, it stays paid', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    await only([order.id]);
    await age(order.id, 2 * 60 * MINUTE);
    const key = crypto.randomUUID();
    const [attempt] = await t.database.db
      .insert(payments)
      .values({ orderId: order.id, method: 'card', status: 'pending', amountCents: order.amountTotalCents, idempotencyKey: key })
      .returning();
    expect(await run()).toEqual({ reminded: 0, cancelled: 0 });
    expect(await statusOf(order.id)).toBe('awaiting_payment');

    // The bank took it; the answer was lost with the process that asked.
    await cards.charge({ number: '4242424242424242', amountCents: order.amountTotalCents, idempotencyKey: key });
    await t.database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, attempt.id));
    expect(await run()).toEqual({ reminded: 0, cancelled: 0 });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('two replicas running at once remind once and cancel once', async () => {
    const toRemind = await placeOrder(t, [{ id: product, qty: 1 }]);
    const toCancel = [];
    for (let i = 0; i < 4; i++) toCancel.push(await placeOrder(t, [{ id: product, qty: 2 }], { method: i % 2 ? 'card' : 'transfer' }));
    await only([toRemind.id, ...toCancel.map((o) => o.id)]);
    await age(toRemind.id, 6 * DAY);
    for (const order of toCancel) await age(order.id, 11 * DAY);
    const before = await stock();
    const mailsBefore = (await flushMails(t)).length;

    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.cancelled, 0)).toBe(4);
    expect(await stock()).toBe(before + 8);
    await flushMails(t);
    const mails = t.mails.slice(mailsBefore).map((m) => m.subject);
    expect(mails.filter((s) => s.includes(toRemind.reference))).toHaveLength(1);
    for (const order of toCancel) expect(mails.filter((s) => s.includes(order.reference))).toHaveLength(1);
    const statusEvents = await t.database.db
      .select()
      .from(orderEvents)
      .where(
        and(
          inArray(
            orderEvents.orderId,
            toCancel.map((o) => o.id),
          ),
          eq(orderEvents.kind, 'status'),
        ),
      );
    expect(statusEvents).toHaveLength(4);
  });
});
