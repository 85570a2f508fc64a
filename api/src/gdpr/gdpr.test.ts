import { messageResponseSchema, pointsResponseSchema, userExportSchema } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import { accessTokens, baskets, contactMessages, favourites, orders, pointsLedger, stockAlerts, tourBookings, users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, get, makeProduct, paidOrder, post } from '../test/shop.js';
import { book, bookingRequest, makeSlot } from '../test/tours.js';
import { ANONYMISED } from './delete.js';
import { purgeOldContactMessages } from './purge.js';
import { strict } from '../test/strict.js';

const PASSWORD = 'miel-de-lavande-84';

describe.each(drivers)('GDPR export and deletion, loyalty points on %s', (driver) => {
  let t: TestApp;
  let nougat: number;
  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 1250, stock: 1000, name: 'Nougat RGPD' });
  });
  afterAll(() => t.close());

  /**
   * A customer with an address, a paid order, a favourite, a stock alert, an open basket, a tour
   * booking, and a contact message sent before they had an account.
   */
  async function busyCustomer(email: string) {
    const contact = { firstname: 'Marie', lastname: 'Silvestre', email, subject: 'Visite de groupe', message: 'Bonjour, accueillez-vous les écoles ?' };
    expect((await post(t, '/api/contact', contact)).statusCode).toBe(200);
    const auth = await registerCustomer(t.app, email, PASSWORD);
    const headers = bearer(auth.access_token);
    await post(t, '/api/user/addresses', { shipping: { ...address, email }, same_as_shipping: true }, headers);
    const order = await paidOrder(t, [{ id: nougat, qty: 8 }], headers);
    const outOfStock = await makeProduct(t, { priceCents: 900, stock: 0 });
    expect((await post(t, '/api/user/favourites/add', { item_id: nougat }, headers)).statusCode).toBe(200);
    expect((await post(t, '/api/shop/alert', { item_id: outOfStock, email })).statusCode).toBe(201);
    expect((await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }, headers)).statusCode).toBe(200);
    const { booking } = await book(t, { ...bookingRequest(await makeSlot(t, 'le-parcours-gourmand')), contact: undefined }, headers);
    return { ...auth, headers, order, booking };
  }

  it('credits and debits points in the ledger: balance and history for the points page', async () => {
    const { headers, order, user } = await busyCustomer('points@example.fr');
    const first = pointsResponseSchema.parse((await get(t, '/api/user/points', headers)).json());
    expect(first).toEqual({
      balance: 10,
      history: [{ delta: 10, reason: 'order', order_reference: order.order!.reference, created_at: expect.any(String) }],
    });
    expect((await post(t, '/api/basket/points-add', {}, headers)).statusCode).toBe(200);
    const second = await paidOrder(t, [{ id: nougat, qty: 1 }], headers);
    const after = pointsResponseSchema.parse((await get(t, '/api/user/points', headers)).json());
    expect(after.history.map((e) => [e.reason, e.delta, e.order_reference])).toEqual(
      expect.arrayContaining([
        ['spent', -10, second.order!.reference],
        ['order', 10, order.order!.reference],
      ]),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const sum = after.history.reduce((total, e) => total + e.delta, 0);
    expect(after.balance).toBe(row.points);
    expect(sum).toBe(row.points);
  });

  it('exports everything about the customer as a JSON download, and nothing secret', async () => {
    const { headers, order, user, booking } = await busyCustomer('export@example.fr');
    const response = await get(t, '/api/user/export', headers);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="nougaterie-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = strict(userExportSchema).parse(response.json());
    expect(data.profile).toMatchObject({ id: user.id, email: 'export@example.fr', address_shipping_city: 'Saint-Didier' });
    expect(data.addresses).toEqual({
      shipping: { ...address, email: 'export@example.fr' },
      billing: { ...address, email: 'export@example.fr' },
      same_as_shipping: true,
      saved: [],
    });
    expect(data.orders.map((o) => o.reference)).toEqual([order.order!.reference]);
    expect(data.orders[0].lines[0]).toMatchObject({ quantity: 8, item: { id: nougat } });
    expect(data.favourites).toEqual([{ item_id: nougat, slug: expect.any(String), name: 'Nougat RGPD', added_at: expect.any(String) }]);
    expect(data.alerts).toEqual([expect.objectContaining({ email: 'export@example.fr', lang: 'fr', notified_at: null })]);
    expect(data.points.balance).toBe(10);
    expect(data.sessions).toHaveLength(1);
    expect(data.bookings).toEqual([
      expect.objectContaining({ reference: booking.reference, amount_cents: 400, contact: expect.objectContaining({ email: 'export@example.fr' }) }),
    ]);
    expect(data.contact_messages).toEqual([
      {
        firstname: 'Marie',
        lastname: 'Silvestre',
        email: 'export@example.fr',
        phone: null,
        subject: 'Visite de groupe',
        message: 'Bonjour, accueillez-vous les écoles ?',
        created_at: expect.any(String),
      },
    ]);
    expect(response.body).not.toMatch(/password|token_hash|tokenHash|argon2/i);
  });

  it('deletes the account with the password: data gone, orders kept anonymised, login impossible', async () => {
    const { headers, order, user, access_token, booking } = await busyCustomer('efface@example.fr');
    const wrong = expectApiError(await post(t, '/api/user/delete', { password: 'pas-le-bon' }, headers), 400, 'WRONG_PASSWORD');
    expect(wrong.message).toMatch(/incorrect/);
    expectApiError(await post(t, '/api/user/delete', {}, headers), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/user/delete', { password: PASSWORD }), 401, 'AUTH_REQUIRED');
    expect((await get(t, '/api/auth/user-profile', headers)).statusCode).toBe(200);

    const done = await post(t, '/api/user/delete', { password: PASSWORD }, headers);
    expect(done.statusCode).toBe(200);
    expect(messageResponseSchema.parse(done.json()).message).toMatch(/anonymisées/);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).toEqual([]);
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.email, 'efface@example.fr'))).toEqual([]);
    expect(await db.select().from(baskets).where(eq(baskets.userId, user.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'efface@example.fr'))).toEqual([]);
    const [keptBooking] = await db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
    expect(keptBooking).toMatchObject({
      userId: null,
      contactFirstname: ANONYMISED,
      contactLastname: ANONYMISED,
      contactEmail: null,
      contactPhone: null,
      amountCents: 400,
    });

    const [kept] = await db.select().from(orders).where(eq(orders.reference, order.order!.reference));
    expect(kept).toMatchObject({
      userId: null,
      status: 'paid',
      amountTotalCents: 10000,
      address_billing_firstname: ANONYMISED,
      address_billing_lastname: ANONYMISED,
      address_billing_email: null,
      address_billing_phone: null,
      address_billing_address1: null,
      address_billing_city: null,
      address_shipping_email: null,
      address_billing_zipcode: '84210',
      address_billing_country: 'FR',
    });
    const [source] = await db.select().from(baskets).where(eq(baskets.id, kept.basketId));
    expect(source).toMatchObject({ userId: null, address_shipping_email: null, address_billing_lastname: null });
    const leftovers = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where address_shipping_email = 'efface@example.fr' or address_billing_email = 'efface@example.fr'`,
    );
    expect(leftovers.rows[0].n).toBe(0);

    expectApiError(await get(t, '/api/auth/user-profile', bearer(access_token)), 401, 'SESSION_EXPIRED');
    expectApiError(await post(t, '/api/auth/login', { email: 'efface@example.fr', password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    // The e-mail is free again.
    await registerCustomer(t.app, 'efface@example.fr');
  });

  it('purges the contact messages older than one year, and only those', async () => {
    const db = t.database.db;
    const message = { firstname: 'Léa', lastname: 'Martin', subject: 'Horaires', message: 'Êtes-vous ouverts le dimanche ?', lang: 'fr' };
    await db.insert(contactMessages).values([
      { ...message, email: 'ancien@example.fr', createdAt: sql`now() - interval '13 months'` },
      { ...message, email: 'recent@example.fr', createdAt: sql`now() - interval '11 months'` },
    ]);
    expect(await purgeOldContactMessages(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'ancien@example.fr'))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'recent@example.fr'))).toHaveLength(1);
    expect(await purgeOldContactMessages(db)).toBe(0);
  });
});
