import { ordersResponseSchema } from '@nougaterie/contracts';
import { adminOrdersPageSchema, packingListSchema, type AdminOrdersPage } from '@nougaterie/contracts/admin';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../schema.js';
import { orders, payments, pointsLedger, users } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrder, adminOrderOf, copyOrder, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';

describe.each(drivers)('back office: orders list, detail and moves on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let product: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db, 'staff', 'Lucie');
    product = await makeProduct(t, { priceCents: 1500, stock: 1_000 });
  });
  afterAll(() => t?.close());

  const list = async (query: string): Promise<AdminOrdersPage> => {
    const response = await get(t, `/api/admin/orders${query}`, staff.headers);
    if (response.statusCode !== 200) throw new Error(response.body);
    return strict(adminOrdersPageSchema).parse(response.json());
  };

  it('answers 401 without a staff session and 403 to a customer, on every call of orders, stock, customers and the dashboard', async () => {
    const customer = await registerCustomer(t.app, 'walls-orders@example.fr');
    const calls: [string, string][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/NSD-2026-000001'],
      ['POST', '/api/admin/orders/NSD-2026-000001/status'],
      ['POST', '/api/admin/orders/NSD-2026-000001/refund'],
      ['GET', '/api/admin/packing-list'],
      ['GET', '/api/admin/orders-export?from=2026-01-01&to=2026-01-31'],
      ['GET', '/api/admin/stock'],
      ['POST', '/api/admin/stock/1'],
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/1'],
      ['POST', '/api/admin/customers/1/points'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { to: 'cancelled', amount: 1, reason: 'x', delta: 5, stock: 0 } : undefined;
      expectApiError(await t.app.inject({ method: method as 'GET', url, payload }), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(customer.access_token) }), 403, 'STAFF_ONLY');
    }
    // Nothing was moved by the refused calls.
    const [{ n }] = await t.database.db.select({ n: count() }).from(auditLog);
    expect(Number(n)).toBe(0);
  });

  it('lists newest first, filters by state, payment, delivery, Paris days and a search, 25 a page, with the counts', async () => {
    const transfer = await placeOrder(t, [{ id: product, qty: 1 }], { address: { firstname: 'Jeanne', lastname: 'Roumanille', email: 'jeanne@example.fr' } });
    const pickup = await placeOrder(t, [{ id: product, qty: 2 }], {
      method: 'shop',
      address: { firstname: 'Paul', lastname: 'Arène', email: 'paul@example.fr' },
    });
    const card = await placeOrder(t, [{ id: product, qty: 1 }], {
      method: 'card',
      methodId: 2,
      relayId: 'NSD-R84001',
      address: { email: 'relais@example.fr' },
    });
    // 30 more, older, on 14 March 2026 (Paris): a day range and the paging have something to show.
    const copies = [];
    for (let i = 0; i < 30; i++) {
      copies.push(
        await copyOrder(t, transfer, {
          createdAt: new Date(`2026-03-14T${String(8 + (i % 12)).padStart(2, '0')}:00:00+01:00`),
          address_billing_lastname: `Copie${i}`,
          address_shipping_lastname: `Copie${i}`,
          address_billing_email: `copie${i}@example.fr`,
          address_shipping_email: `copie${i}@example.fr`,
        }),
      );
    }

    const first = await list('');
    expect(first.total).toBe(33);
    expect(first.pages).toBe(2);
    expect(first.orders).toHaveLength(25);
    expect(first.orders.slice(0, 3).map((o) => o.reference)).toEqual([card.reference, pickup.reference, transfer.reference]);
    expect(first.orders[1]).toMatchObject({
      customer_name: 'Paul Arène',
      email: 'paul@example.fr',
      payment_method: 'shop',
      delivery_kind: 'shop',
      nb_products: 2,
      amount_total: 30,
    });
    expect((await list('?page=2')).orders).toHaveLength(8);
    expect(first.counts).toMatchObject({ awaiting_payment: 33, paid: 0, cancelled: 0, transfers_awaited: 31 });

    expect((await list('?payment=shop')).orders.map((o) => o.reference)).toEqual([pickup.reference]);
    expect((await list('?delivery=relay')).orders.map((o) => o.reference)).toEqual([card.reference]);
    expect((await list('?status=paid')).total).toBe(0);
    expect((await list('?from=2026-03-14&to=2026-03-14')).total).toBe(30);
    // 00:30 on the 15th in Paris is still the 14th in UTC: counted on the 15th.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-14T23:30:00Z') })
      .where(eq(orders.id, copies[0].id));
    expect((await list('?from=2026-03-15&to=2026-03-15')).orders.map((o) => o.reference)).toEqual([copies[0].reference]);

    expect((await list('?q=roumanille')).orders.map((o) => o.reference)).toEqual([transfer.reference]);
    expect((await list('?q=Paul%20Ar%C3%A8ne')).orders.map((o) => o.reference)).toEqual([pickup.reference]);
    expect((await list('?q=RELAIS%40EXAMPLE')).orders.map((o) => o.reference)).toEqual([card.reference]);
    expect((await list(`?q=${card.reference.slice(-6)}`)).orders.map((o) => o.reference)).toEqual([card.reference]);
    // LIKE's wildcards typed in the search match themselves only.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?q=copie1&status=awaiting_payment')).total).toBe(11);

    expectApiError(await get(t, '/api/admin/orders?status=lost', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders?page=0', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders?from=14-03-2026', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders?from=2026-02-30', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders?to=2026-13-01', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders/NSD-2026-999999', staff.headers), 404, 'ORDER_NOT_FOUND');
    expectApiError(await get(t, '/api/admin/orders/%27%3B--', staff.headers), 404, 'ORDER_NOT_FOUND');
  });

  it("carries the shopper's gift message from the basket to the order, its detail and the packing list", async () => {
    const ready = await readyBasket(t, [{ id: product, qty: 1 }]);
    const refused = expectApiError(await post(t, '/api/basket/update', { basketId: ready.id, gift_message: 'x'.repeat(301) }), 400, 'VALIDATION');
    expect(refused.message).toMatch(/gift_message/);
    const withMessage = basketOf(await post(t, '/api/basket/update', { basketId: ready.id, gift_message: '  Joyeux anniversaire, Mamie !  ' }));
    expect(withMessage.gift_message).toBe('Joyeux anniversaire, Mamie !');
    const ordered = basketOf(await post(t, '/api/basket/valid', { basketId: ready.id, method: 'transfer' }));
    const reference = ordered.order!.reference;
    // The shopper's recap (get-final) and the shop's screens read what the order kept.
    expect(basketOf(await get(t, `/api/basket/get-final/${ready.id}`)).gift_message).toBe('Joyeux anniversaire, Mamie !');
    expect((await adminOrder(t, reference, staff.headers)).gift_message).toBe('Joyeux anniversaire, Mamie !');
    await move(t, reference, { to: 'paid' }, staff.headers);
    const packing = strict(packingListSchema).parse((await get(t, '/api/admin/packing-list', staff.headers)).json());
    expect(packing.orders.find((o) => o.reference === reference)?.gift_message).toBe('Joyeux anniversaire, Mamie !');
    // An empty message takes it off.
    const other = await readyBasket(t, [{ id: product, qty: 1 }]);
    await post(t, '/api/basket/update', { basketId: other.id, gift_message: 'Bon appétit' });
    expect(basketOf(await post(t, '/api/basket/update', { basketId: other.id, gift_message: '' })).gift_message).toBeNull();
  });

  it('records a transfer as received, prepares, ships with tracking (mail in the order language), delivers', async () => {
    const customer = await registerCustomer(t.app, 'ships@example.fr');
    const headers = bearer(customer.access_token);
    const order = await placeOrder(t, [{ id: product, qty: 4 }], { headers, lang: 'en', address: { email: 'ships@example.fr', firstname: 'Ann' } });
    expect(order.lang).toBe('en');
    let detail = await adminOrder(t, order.reference, staff.headers);
    expect(detail).toMatchObject({ status: 'awaiting_payment', next_statuses: ['paid', 'cancelled'], refundable: 0, tracking: null, lang: 'en' });
    expect(detail.customer).toEqual({ id: customer.user.id, email: 'ships@example.fr', name: 'Marie Silvestre' });
    expect(detail.lines).toEqual([expect.objectContaining({ product_id: product, quantity: 4, unit_price: 15, total: 60 })]);
    expect(detail.address_shipping_city).toBe('Saint-Didier');
    expect(detail.events.map((e) => [e.kind, e.detail])).toEqual([['mail', 'transfer']]);

    const mails = t.mails.length;
    detail = adminOrderOf(await move(t, order.reference, { to: 'paid', note: 'Virement du 3' }, staff.headers));
    // 60 € of products and 6,90 € of home delivery.
    expect(detail).toMatchObject({ status: 'paid', refundable: 66.9, next_statuses: ['preparing', 'shipped', 'cancelled'] });
    expect(detail.payments).toEqual([expect.objectContaining({ method: 'transfer', status: 'paid', amount: 66.9 })]);
    expect(detail.events.slice(1).map((e) => [e.kind, e.from, e.to, e.detail, e.staff_name])).toEqual([
      ['payment', null, null, 'transfer', 'Lucie'],
      ['mail', null, null, 'paid', null],
      ['status', 'awaiting_payment', 'paid', 'Virement du 3', 'Lucie'],
    ]);
    // Points credited once, and the paid mail.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(user.points).toBe(6);
    expect(t.mails.slice(mails).map((m) => m.subject)).toEqual([`Payment received ${order.reference} – Nougaterie de Saint-Didier`]);

    detail = adminOrderOf(await move(t, order.reference, { to: 'preparing' }, staff.headers));
    expect(detail.next_statuses).toEqual(['shipped', 'cancelled']);
    expectApiError(await move(t, order.reference, { to: 'shipped' }, staff.headers), 400, 'TRACKING_REQUIRED');
    expectApiError(await move(t, order.reference, { to: 'shipped', carrier: 'colissimo', tracking_number: '=1' }, staff.headers), 400, 'VALIDATION');
    detail = adminOrderOf(await move(t, order.reference, { to: 'shipped', carrier: 'colissimo', tracking_number: '6A12345678901' }, staff.headers));
    const url = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901';
    expect(detail.tracking).toEqual({ carrier: 'colissimo', number: '6A12345678901', url });
    const shipped = t.mails.at(-1)!;
    expect(shipped.to).toBe('ships@example.fr');
    expect(shipped.subject).toBe(`Your order ${order.reference} has shipped – Nougaterie de Saint-Didier`);
    expect(shipped.text).toContain('It travels with Colissimo, tracking number 6A12345678901.');
    expect(shipped.text).toContain(`Track my parcel : ${url}`);
    expect(shipped.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);

    // The customer sees the carrier, the number and the link.
    const mine = ordersResponseSchema.parse((await get(t, '/api/user/orders', headers)).json()).orders.find((o) => o.reference === order.reference)!;
    expect(mine).toMatchObject({ status: 'shipped', tracking: { carrier: 'colissimo', number: '6A12345678901', url } });
    const [{ basketId }] = await t.database.db.select({ basketId: orders.basketId }).from(orders).where(eq(orders.id, order.id));
    expect(basketOf(await get(t, `/api/basket/get-final/${basketId}`, headers)).order).toMatchObject({ tracking: { number: '6A12345678901', url } });

    detail = adminOrderOf(await move(t, order.reference, { to: 'delivered' }, staff.headers));
    expect(detail.next_statuses).toEqual([]);
    const refused = expectApiError(await move(t, order.reference, { to: 'cancelled' }, staff.headers), 409, 'ORDER_TRANSITION_REFUSED');
    expect(refused.message).toBe(`La commande ${order.reference} ne peut pas passer de l'état « Livrée » à l'état « Annulée ».`);
    const english = expectApiError(await move(t, order.reference, { to: 'preparing' }, { ...staff.headers, 'accept-language': 'en' }), 409);
    expect(english.message).toBe(`Order ${order.reference} cannot go from “Delivered” to “Preparing”.`);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `order:${order.reference}`), eq(auditLog.action, 'order.status')));
    expect(audit.map((a) => [a.staffId, a.before, a.after])).toEqual([
      [staff.id, { status: 'awaiting_payment' }, { status: 'paid', note: 'Virement du 3' }],
      [staff.id, { status: 'paid' }, { status: 'preparing' }],
      [staff.id, { status: 'preparing' }, { status: 'shipped', carrier: 'colissimo', tracking_number: '6A12345678901' }],
      [staff.id, { status: 'shipped' }, { status: 'delivered' }],
    ]);
  });

  it('mails a French shipped parcel with its tracking link, and a carrier without a tracking page with the number only', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { lang: 'fr' });
    for (const to of ['paid', 'preparing']) adminOrderOf(await move(t, order.reference, { to }, staff.headers));
    adminOrderOf(await move(t, order.reference, { to: 'shipped', carrier: 'mondial_relay', tracking_number: '12345678' }, staff.headers));
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe(`Votre commande ${order.reference} est expédiée – Nougaterie de Saint-Didier`);
    expect(mail.text).toContain('Elle est confiée à Mondial Relay, numéro de suivi 12345678.');
    expect(mail.text).toContain('Suivre mon colis : https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=12345678');

    const other = await placeOrder(t, [{ id: product, qty: 1 }]);
    adminOrderOf(await move(t, other.reference, { to: 'paid' }, staff.headers));
    const detail = adminOrderOf(await move(t, other.reference, { to: 'shipped', carrier: 'other', tracking_number: 'TRANSP 42' }, staff.headers));
    expect(detail.tracking).toEqual({ carrier: 'other', number: 'TRANSP 42', url: null });
    expect(t.mails.at(-1)!.text).toContain('Elle est confiée à notre transporteur, numéro de suivi TRANSP 42.');
    expect(t.mails.at(-1)!.text).not.toContain('Suivre mon colis');
  });

  it("readies a shop pick-up with a mail giving the shop's hours, and refuses to ship it or to pay a card order by hand", async () => {
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'shop' });
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ method: 'shop', status: 'paid', amountCents: 1500 });
    expectApiError(
      await move(t, order.reference, { to: 'shipped', carrier: 'colissimo', tracking_number: '6A1234' }, staff.headers),
      409,
      'ORDER_TRANSITION_REFUSED',
    );
    const detail = adminOrderOf(await move(t, order.reference, { to: 'ready_for_pickup' }, staff.headers));
    expect(detail.next_statuses).toEqual(['delivered', 'cancelled']);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe(`Votre commande ${order.reference} vous attend à la boutique – Nougaterie de Saint-Didier`);
    expect(mail.text).toContain("Horaires d'ouverture :");
    expect(mail.text).toMatch(/(Lundi|Mardi) – (samedi|dimanche) : 09/);
    expect(detail.events.filter((e) => e.kind === 'mail').map((e) => [e.detail, e.staff_name])).toEqual([
      ['shop', null],
      ['paid', null],
      ['ready_for_pickup', 'Lucie'],
    ]);
    adminOrderOf(await move(t, order.reference, { to: 'delivered' }, staff.headers));

    const card = await placeOrder(t, [{ id: product, qty: 1 }], { method: 'card' });
    const refused = expectApiError(await move(t, card.reference, { to: 'paid' }, staff.headers), 409, 'ORDER_TRANSITION_REFUSED');
    expect(refused.message).toContain('se paie par carte');
    expect((await adminOrder(t, card.reference, staff.headers)).next_statuses).toEqual(['cancelled']);
    const [{ n }] = await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, card.id));
    expect(Number(n)).toBe(0);
    expectApiError(await move(t, card.reference, { to: 'flying' }, staff.headers), 400, 'VALIDATION');
  });

  it('lists the orders to pack, paid and preparing, oldest first, in full', async () => {
    const response = await get(t, '/api/admin/packing-list', staff.headers);
    const packing = strict(packingListSchema).parse(response.json());
    const rows = await t.database.db.select().from(orders);
    const toPack = rows
      .filter((o) => o.status === 'paid' || o.status === 'preparing')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    expect(packing.orders.map((o) => o.reference)).toEqual(toPack.map((o) => o.reference));
    expect(packing.orders.every((o) => o.lines.length > 0)).toBe(true);
  });

  it('never credits points twice when a paid order is recorded paid again', async () => {
    const customer = await registerCustomer(t.app, 'twice@example.fr');
    const order = await placeOrder(t, [{ id: product, qty: 2 }], { headers: bearer(customer.access_token) });
    const answers = await Promise.all([1, 2].map(() => move(t, order.reference, { to: 'paid' }, staff.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, customer.user.id));
    expect(entries.map((e) => [e.reason, e.delta])).toEqual([['order', 3]]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
    expect(Number(n)).toBe(1);
    expect(await post(t, '/api/admin/orders/NSD-2026-999999/status', { to: 'paid' }, staff.headers).then((r) => r.statusCode)).toBe(404);
  });
});
