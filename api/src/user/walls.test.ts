import { addressBookSchema, pointsResponseSchema, userExportSchema, userSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, get, makeProduct, paidOrder, post } from '../test/shop.js';

const PASSWORD_A = 'miel-de-lavande-84';
const PASSWORD_B = 'thym-de-provence-26';

describe.each(drivers)('walls between customers on the account calls on %s', (driver) => {
  let t: TestApp;
  let a: { headers: Record<string, string>; id: number; reference: string; token: string };
  let b: { headers: Record<string, string>; id: number };
  const secretOfA = 'Chemin des Abeilles secret';

  beforeAll(async () => {
    t = await openTestApp(driver);
    const nougat = await makeProduct(t, { priceCents: 1250, stock: 100 });
    const alice = await registerCustomer(t.app, 'alice@example.fr', PASSWORD_A);
    const headers = bearer(alice.access_token);
    await post(t, '/api/user/addresses', { shipping: { ...address, address1: secretOfA }, same_as_shipping: true }, headers);
    const order = await paidOrder(t, [{ id: nougat, qty: 8 }], headers);
    a = { headers, id: alice.user.id, reference: order.order!.reference, token: alice.access_token };
    const bob = await registerCustomer(t.app, 'bob@example.fr', PASSWORD_B);
    b = { headers: bearer(bob.access_token), id: bob.user.id };
  });
  afterAll(() => t.close());

  const aliceRow = async () => (await t.database.db.select().from(users).where(eq(users.id, a.id)))[0];
  const neverShowsA = (body: string) => {
    expect(body).not.toContain('alice@example.fr');
    expect(body).not.toContain(secretOfA);
    expect(body).not.toContain(a.reference);
  };

  it('gives B their own profile, addresses, orders, points and export, never A’s', async () => {
    for (const url of ['/api/auth/user-profile', '/api/user/addresses', '/api/user/orders', '/api/user/points', '/api/user/export']) {
      const response = await get(t, url, b.headers);
      expect(response.statusCode).toBe(200);
      neverShowsA(response.body);
    }
    expect(userSchema.parse((await get(t, '/api/auth/user-profile', b.headers)).json()).id).toBe(b.id);
    expect(addressBookSchema.parse((await get(t, '/api/user/addresses', b.headers)).json()).shipping).toBeNull();
    expect(pointsResponseSchema.parse((await get(t, '/api/user/points', b.headers)).json())).toEqual({ balance: 0, history: [] });
    expect(userExportSchema.parse((await get(t, '/api/user/export', b.headers)).json()).orders).toEqual([]);
    neverShowsA(expectApiError(await get(t, `/api/user/orders/${a.reference}`, b.headers), 404, 'ORDER_NOT_FOUND').message);
  });

  it('lets B change only B: ids and e-mails in the body are ignored, A’s password opens nothing', async () => {
    const before = await aliceRow();
    const update = await post(t, '/api/user/update', { id: a.id, user_id: a.id, email: 'alice@example.fr', firstname: 'Bob' }, b.headers);
    expect(userSchema.parse(update.json())).toMatchObject({ id: b.id, email: 'bob@example.fr', firstname: 'Bob' });
    await post(t, '/api/user/addresses', { user_id: a.id, shipping: null }, b.headers);
    expectApiError(await post(t, '/api/user/change-password', { old_password: PASSWORD_A, password: 'un-nouveau-mot-long' }, b.headers), 400, 'WRONG_PASSWORD');
    expectApiError(await post(t, '/api/user/delete', { password: PASSWORD_A }, b.headers), 400, 'WRONG_PASSWORD');
    expect(await aliceRow()).toEqual(before);
  });

  it('refuses every account call to an anonymous visitor, a tampered token and a logged-out token', async () => {
    const tampered = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    const loggedOut = (await registerCustomer(t.app, 'parti@example.fr')).access_token;
    await post(t, '/api/auth/logout', {}, bearer(loggedOut));
    const calls: [string, string, object?][] = [
      ['GET', '/api/auth/user-profile'],
      ['GET', '/api/user/addresses'],
      ['GET', '/api/user/orders'],
      ['GET', `/api/user/orders/${a.reference}`],
      ['GET', '/api/user/points'],
      ['GET', '/api/user/export'],
      ['POST', '/api/user/update', { firstname: 'Intrus' }],
      ['POST', '/api/user/addresses', { shipping: null }],
      ['POST', '/api/user/change-password', { old_password: PASSWORD_A, password: 'un-nouveau-mot-long' }],
      ['POST', '/api/user/delete', { password: PASSWORD_A }],
    ];
    const before = await aliceRow();
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(tampered), bearer(loggedOut), { cookie: `ACCESS_TOKEN=${tampered}` }]) {
        const response = await t.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
        expectApiError(response, 401);
        neverShowsA(response.body);
      }
    }
    expect(await aliceRow()).toEqual(before);
  });

  it('never hands out a reset token in an answer', async () => {
    const response = await post(t, '/api/utilities/getResetPasswordToken', { email: 'alice@example.fr' }, b.headers);
    expect(response.statusCode).toBe(200);
    const token = t.mails
      .filter((m) => m.to === 'alice@example.fr')
      .at(-1)!
      .text.match(/reset-password\/(\S+)/)![1];
    expect(response.body).not.toContain(token);
    expect(JSON.stringify(response.headers)).not.toContain(token);
  });
});
