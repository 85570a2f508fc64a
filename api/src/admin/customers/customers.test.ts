import { pointsResponseSchema } from '@nougaterie/contracts';
import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import { customerDetailSchema, customersPageSchema } from '@nougaterie/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { pointsLedger, users } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrderOf, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { tourBookings, tourSlots, tours } from '../../tours/schema.js';
import { auditLog } from '../schema.js';

describe.each(drivers)('back office: customers on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db, 'staff', 'Rose');
  });
  afterAll(() => t?.close());

  const page = async (query = '') => strict(customersPageSchema).parse((await get(t, `/api/admin/customers${query}`, staff.headers)).json());
  const detailOf = async (id: number) => strict(customerDetailSchema).parse((await get(t, `/api/admin/customers/${id}`, staff.headers)).json());

  it('finds a customer by e-mail, name or phone, 25 a page, newest first', async () => {
    const mistral = await registerCustomer(t.app, 'frederic@example.fr', undefined, { firstname: 'Frédéric', lastname: 'Mistral' });
    await post(t, '/api/user/update', { phone: '04 90 12 34 56' }, bearer(mistral.access_token));
    for (let i = 0; i < 26; i++) {
      await t.database.db.insert(users).values({ email: `lot-${i}@example.fr`, passwordHash: 'x', firstname: 'Client', lastname: `Lot ${i}` });
    }
    const first = await page();
    expect(first).toMatchObject({ page: 1, pages: 2, total: 27 });
    expect(first.customers).toHaveLength(25);
    expect((await page('?page=2')).customers).toHaveLength(2);
    const found = await page('?q=FREDERIC%40');
    expect(found.customers).toEqual([
      {
        id: mistral.user.id,
        email: 'frederic@example.fr',
        firstname: 'Frédéric',
        lastname: 'Mistral',
        phone: '04 90 12 34 56',
        points: 0,
        orders_count: 0,
        created_at: expect.any(String),
      },
    ]);
    expect((await page('?q=mistral%20fr%C3%A9d')).customers.map((c) => c.id)).toEqual([mistral.user.id]);
    expect((await page('?q=Fr%C3%A9d%C3%A9ric%20Mistral')).customers.map((c) => c.id)).toEqual([mistral.user.id]);
    expect((await page('?q=0490123456')).customers.map((c) => c.id)).toEqual([mistral.user.id]);
    expect((await page('?q=lot%201')).total).toBe(11);
    expect((await page('?q=_')).total).toBe(0);
    expectApiError(await get(t, '/api/admin/customers?page=abc', staff.headers), 400, 'VALIDATION');
  });

  it("shows a customer's orders, tour bookings and points history", async () => {
    const customer = await registerCustomer(t.app, 'detail@example.fr');
    const headers = bearer(customer.access_token);
    const product = await makeProduct(t, { priceCents: 2500, stock: 100 });
    const older = await placeOrder(t, [{ id: product, qty: 1 }], { headers });
    const newer = await placeOrder(t, [{ id: product, qty: 2 }], { headers });
    adminOrderOf(await move(t, newer.reference, { to: 'paid' }, staff.headers));
    const [tour] = await t.database.db.select().from(tours).where(eq(tours.slug, 'le-parcours-gourmand'));
    const day = addDays(parisDay(new Date()), 3);
    const [slot] = await t.database.db
      .insert(tourSlots)
      .values({ tourId: tour.id, startsAt: parisInstant(day, '10:00'), endsAt: parisInstant(day, '10:45'), capacity: 25 })
      .returning();
    await t.database.db.insert(tourBookings).values({
      reference: 'NSD-V-2026-000777',
      tokenHash: 'detail-booking',
      tourId: tour.id,
      slotId: slot.id,
      userId: customer.user.id,
      status: 'confirmed',
      adults: 2,
      children: 1,
      seats: 3,
      lines: [],
      amountCents: 400,
      contactFirstname: 'Marie',
      contactLastname: 'Silvestre',
      lang: 'fr',
    });

    const detail = await detailOf(customer.user.id);
    expect(detail.customer).toMatchObject({ email: 'detail@example.fr', points: 5, orders_count: 2 });
    expect(detail.orders.map((o) => [o.reference, o.status])).toEqual([
      [newer.reference, 'paid'],
      [older.reference, 'awaiting_payment'],
    ]);
    expect(detail.bookings).toEqual([
      { reference: 'NSD-V-2026-000777', tour_name: tour.nameFr, starts_at: slot.startsAt.toISOString(), party: 3, status: 'confirmed' },
    ]);
    expect(detail.points).toEqual({ balance: 5, history: [{ delta: 5, reason: 'order', order_reference: newer.reference, created_at: expect.any(String) }] });
    expectApiError(await get(t, '/api/admin/customers/999999', staff.headers), 404, 'CUSTOMER_NOT_FOUND');
    expectApiError(await get(t, '/api/admin/customers/0', staff.headers), 404, 'CUSTOMER_NOT_FOUND');
    expectApiError(await get(t, '/api/admin/customers/1e3', staff.headers), 404, 'CUSTOMER_NOT_FOUND');
  });

  it('adjusts points with a reason the customer reads, never below 0, with the audit', async () => {
    const customer = await registerCustomer(t.app, 'adjust@example.fr');
    const adjust = (body: object) => post(t, `/api/admin/customers/${customer.user.id}/points`, body, staff.headers);
    const detail = strict(customerDetailSchema).parse((await adjust({ delta: 12, reason: 'Colis arrivé abîmé' })).json());
    expect(detail.points.balance).toBe(12);
    expect(detail.points.history[0]).toEqual({
      delta: 12,
      reason: 'adjustment',
      order_reference: null,
      note: 'Colis arrivé abîmé',
      created_at: expect.any(String),
    });
    const seen = pointsResponseSchema.parse((await get(t, '/api/user/points', bearer(customer.access_token))).json());
    expect(seen.history.map((e) => [e.reason, e.delta, e.note])).toEqual([['adjustment', 12, 'Colis arrivé abîmé']]);

    const refused = expectApiError(await adjust({ delta: -13, reason: 'Trop' }), 409, 'POINTS_BELOW_ZERO');
    expect(refused.message).toBe('Le solde de points ne peut pas devenir négatif : ce client a 12 points.');
    expectApiError(await adjust({ delta: 0, reason: 'Rien' }), 400, 'VALIDATION');
    expectApiError(await adjust({ delta: 5, reason: '  ' }), 400, 'VALIDATION');
    expectApiError(await adjust({ delta: 2.5, reason: 'Demi' }), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/admin/customers/999999/points', { delta: 1, reason: 'Personne' }, staff.headers), 404, 'CUSTOMER_NOT_FOUND');
    expect(strict(customerDetailSchema).parse((await adjust({ delta: -12, reason: 'Erreur de saisie' })).json()).points.balance).toBe(0);

    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, customer.user.id));
    expect(entries.map((e) => [e.delta, e.note])).toEqual([
      [12, 'Colis arrivé abîmé'],
      [-12, 'Erreur de saisie'],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.points'), eq(auditLog.target, `customer:${customer.user.id}`)));
    expect(audit.map((a) => [a.staffId, a.before, a.after])).toEqual([
      [staff.id, { points: 0 }, { points: 12, delta: 12, reason: 'Colis arrivé abîmé' }],
      [staff.id, { points: 12 }, { points: 0, delta: -12, reason: 'Erreur de saisie' }],
    ]);
  });

  it('two adjustments at once never take the balance below 0', async () => {
    const customer = await registerCustomer(t.app, 'race-points@example.fr');
    await t.database.db.update(users).set({ points: 10 }).where(eq(users.id, customer.user.id));
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t, `/api/admin/customers/${customer.user.id}/points`, { delta: -6, reason: 'Correction' }, staff.headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row.points).toBe(4);
  });
});
