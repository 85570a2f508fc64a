import { basketSchema, type Basket } from '@nougaterie/contracts';
import { bearer, openTestApp, registerCustomer, type TestApp } from '../app.js';
import { drivers } from '../databases.js';
import { address, basketOf, get, makeProduct, paidOrder, post, readyBasket, type Injected } from '../shop.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, withToken } from '../tours.js';
import { recordFigures } from './figures.js';
import { ownerState } from './owner-state.js';

const PASSWORD_A = 'amandes-de-valensole-04';
const SECRET_STREET = '7 impasse des Ruches secrètes';
const SECRET_PHONE = '0490123456';

interface Attempt {
  resource: string;
  action: 'read' | 'change' | 'delete';
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

/**
 * Customer A owns one of everything; customer B and an anonymous visitor try to read, change and
 * delete each of A's things, naming them by their ids. Every attempt must be refused, or answered
 * with the caller's own data only, and A's rows must come out of it byte for byte the same.
 */
describe.each(drivers)('walls between customers, resource by resource, on %s', (driver) => {
  let t: TestApp;
  let a: {
    id: number;
    email: string;
    token: string;
    open: Basket;
    paid: Basket;
    awaiting: Basket;
    challengeId: string;
    favourite: number;
    resetToken: string;
    booking: number;
    bookingReference: string;
    bookingChallengeId: string;
    visitorBooking: { id: number; token: string };
  };
  let b: { id: number; token: string; open: Basket };
  const figures = { attempts: 0, refused: 0, answered_with_own_data: 0 };

  beforeAll(async () => {
    t = await openTestApp(driver, { visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
    const nougat = await makeProduct(t, { priceCents: 1500, stock: 1_000 });
    const soldOut = await makeProduct(t, { priceCents: 900, stock: 0 });
    const alice = await registerCustomer(t.app, 'alice.secret@example.fr', PASSWORD_A, { firstname: 'Alicia', lastname: 'Mistral' });
    const headers = bearer(alice.access_token);
    await post(t, '/api/user/addresses', { shipping: { ...address, address1: SECRET_STREET, phone: SECRET_PHONE }, same_as_shipping: true }, headers);
    await post(t, '/api/user/favourites/add', { item_id: nougat }, headers);
    await post(t, '/api/shop/alert', { item_id: soldOut, email: 'alice.secret@example.fr' }, headers);
    const paid = await paidOrder(t, [{ id: nougat, qty: 10 }], headers);

    const awaiting = await readyBasket(t, [{ id: nougat, qty: 2 }], { headers, address: { address1: SECRET_STREET } });
    basketOf(await post(t, '/api/basket/valid', { basketId: awaiting.id, method: 'card' }, headers));
    const challenge = await post(t, '/api/payment/card', { basketId: awaiting.id, card_number: '4000 0000 0000 3220', expiry: '12/30', cvc: '123' }, headers);
    const open = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 3 }, headers));
    const slot = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 30 });
    const booking = await book(t, bookingRequest(slot, { contact: undefined }), headers);
    const bookingChallenge = await post(
      t,
      `/api/visits/bookings/${booking.booking.id}/pay`,
      { method: 'card', card_number: '4000 0000 0000 3220', expiry: '12/30', cvc: '123' },
      headers,
    );
    // A visitor's booking is theirs by its token: the token, not the account, is the wall.
    const visitorBooking = await book(t, bookingRequest(slot));
    await post(t, '/api/utilities/getResetPasswordToken', { email: 'alice.secret@example.fr' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const resetToken = t.mails
      .filter((m) => m.to === 'alice.secret@example.fr')
      .at(-1)!
      .text.match(/reset-password\/(\S+)/)![1];
    a = {
      id: alice.user.id,
      email: 'alice.secret@example.fr',
      token: alice.access_token,
      open,
      paid,
      awaiting: basketOf(await get(t, `/api/basket/get-final/${awaiting.id}`, headers)),
      challengeId: (challenge.json() as { challenge_id: string }).challenge_id,
      favourite: nougat,
      resetToken,
      booking: booking.booking.id,
      bookingReference: booking.booking.reference,
      bookingChallengeId: (bookingChallenge.json() as { challenge_id: string }).challenge_id,
      visitorBooking: { id: visitorBooking.booking.id, token: visitorBooking.token },
    };

    const bob = await registerCustomer(t.app, 'bob@example.fr', 'garrigue-et-thym-26');
    b = {
      id: bob.user.id,
      token: bob.access_token,
      open: basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }, bearer(bob.access_token))),
    };
  });
  afterAll(async () => {
    recordFigures('walls', driver, figures);
    await t.close();
  });

  /** What of A's must never appear in someone else's answer. */
  const secretsOfA = () => [
    a.email,
    'Alicia',
    SECRET_STREET,
    SECRET_PHONE,
    a.open.id,
    a.paid.id,
    a.awaiting.id,
    a.paid.order!.reference,
    a.awaiting.order!.reference,
    a.challengeId,
    a.resetToken,
    a.token,
    a.bookingReference,
    a.bookingChallengeId,
  ];

  const attempts = (): Attempt[] => {
    const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const fullAddress = { address_shipping_address1: 'Chez l’intrus', address_shipping_city: 'Ailleurs' };
    return [
      { resource: 'basket', action: 'read', method: 'POST', url: '/api/basket/get', payload: { basketId: a.open.id } },
      { resource: 'basket', action: 'read', method: 'GET', url: `/api/basket/get-final/${a.open.id}` },
      { resource: 'basket', action: 'read', method: 'POST', url: '/api/utilities/getShippingMethodsWithRelais', payload: { basketId: a.open.id } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/product-add', payload: { basketId: a.open.id, item_id: a.favourite, qty: 1 } },
      { resource: 'basket', action: 'delete', method: 'POST', url: '/api/basket/product-qty', payload: { basketId: a.open.id, item_id: a.favourite, qty: 0 } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/update', payload: { basketId: a.open.id, ...fullAddress } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/discount-add', payload: { basketId: a.open.id, code: 'LIVRAISON' } },
      { resource: 'basket', action: 'delete', method: 'POST', url: '/api/basket/discount-del', payload: { basketId: a.open.id } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/points-add', payload: { basketId: a.open.id } },
      { resource: 'basket', action: 'delete', method: 'POST', url: '/api/basket/points-del', payload: { basketId: a.open.id } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/shipping-edit', payload: { basketId: a.open.id, shipping_method_id: 3 } },
      { resource: 'basket', action: 'change', method: 'POST', url: '/api/basket/valid', payload: { basketId: a.open.id, method: 'transfer' } },
      { resource: 'order', action: 'read', method: 'GET', url: `/api/basket/get-final/${a.paid.id}` },
      { resource: 'order', action: 'read', method: 'GET', url: `/api/basket/get-final/${a.awaiting.id}` },
      { resource: 'order', action: 'read', method: 'GET', url: '/api/user/orders' },
      { resource: 'order', action: 'read', method: 'GET', url: `/api/user/orders/${a.paid.order!.reference}` },
      { resource: 'order', action: 'change', method: 'POST', url: '/api/basket/valid', payload: { basketId: a.awaiting.id, method: 'transfer' } },
      { resource: 'order', action: 'change', method: 'POST', url: '/api/payment/card', payload: { basketId: a.awaiting.id, ...card } },
      { resource: 'order', action: 'change', method: 'POST', url: '/api/payment/challenge', payload: { challenge_id: a.challengeId, code: '123456' } },
      { resource: 'order', action: 'change', method: 'POST', url: '/api/payment/card', payload: { basketId: a.paid.id, ...card } },
      { resource: 'profile', action: 'read', method: 'GET', url: '/api/auth/user-profile' },
      {
        resource: 'profile',
        action: 'change',
        method: 'POST',
        url: '/api/user/update',
        payload: { id: a.id, user_id: a.id, email: a.email, firstname: 'Intrus' },
      },
      {
        resource: 'profile',
        action: 'change',
        method: 'POST',
        url: '/api/user/change-password',
        payload: { old_password: PASSWORD_A, password: 'mot-de-passe-intrus' },
      },
      { resource: 'address', action: 'read', method: 'GET', url: '/api/user/addresses' },
      { resource: 'address', action: 'delete', method: 'POST', url: '/api/user/addresses', payload: { user_id: a.id, shipping: null, billing: null } },
      { resource: 'favourites', action: 'read', method: 'GET', url: '/api/user/favourites' },
      { resource: 'favourites', action: 'delete', method: 'POST', url: '/api/user/favourites/del', payload: { item_id: a.favourite, user_id: a.id } },
      { resource: 'points', action: 'read', method: 'GET', url: '/api/user/points' },
      {
        resource: 'reset token',
        action: 'change',
        method: 'POST',
        url: `/api/utilities/newPassword/${a.resetToken.slice(0, -2)}xy`,
        payload: { password: 'mot-de-passe-intrus' },
      },
      {
        resource: 'reset token',
        action: 'change',
        method: 'POST',
        url: `/api/utilities/newPassword/${encodeURIComponent(a.token)}`,
        payload: { password: 'mot-de-passe-intrus' },
      },
      { resource: 'booking', action: 'read', method: 'GET', url: '/api/user/reservations' },
      { resource: 'booking', action: 'read', method: 'GET', url: `/api/visits/bookings/${a.booking}` },
      { resource: 'booking', action: 'change', method: 'POST', url: `/api/visits/bookings/${a.booking}/pay`, payload: { method: 'transfer' } },
      { resource: 'booking', action: 'change', method: 'POST', url: `/api/visits/bookings/${a.booking}/pay`, payload: { method: 'card', ...card } },
      {
        resource: 'booking',
        action: 'change',
        method: 'POST',
        url: `/api/visits/bookings/${a.booking}/challenge`,
        payload: { challenge_id: a.bookingChallengeId, code: '123456' },
      },
      { resource: 'booking', action: 'delete', method: 'POST', url: `/api/visits/bookings/${a.booking}/cancel` },
      { resource: 'gdpr', action: 'read', method: 'GET', url: '/api/user/export' },
      { resource: 'gdpr', action: 'delete', method: 'POST', url: '/api/user/delete', payload: { password: PASSWORD_A } },
    ];
  };

  /** A refusal, or an answer about the caller's own things: in both cases nothing of A's shows. */
  function expectWalled(attempt: Attempt, response: Injected, callerId: number | null) {
    figures.attempts += 1;
    const label = `${attempt.resource} ${attempt.action}: ${attempt.method} ${attempt.url} → ${response.statusCode}`;
    for (const secret of secretsOfA()) {
      if (response.body.includes(secret)) throw new Error(`${label} shows A's ${secret}: ${response.body.slice(0, 300)}`);
    }
    if ([400, 401, 403, 404, 409, 422].includes(response.statusCode)) {
      figures.refused += 1;
      return;
    }
    if (response.statusCode !== 200) throw new Error(`${label}: unexpected status ${response.body.slice(0, 300)}`);
    figures.answered_with_own_data += 1;
    const body = response.json() as Record<string, unknown> | null;
    // A basket answered is the caller's own: B's, or a visitor's new one.
    if (body && 'nb_products' in body) expect(basketSchema.parse(body).user_id).toBe(callerId);
    if (body && 'email' in body && 'id' in body) expect(body.id).toBe(callerId);
  }

  it.each(['customer B', 'anonymous visitor', 'customer B by cookie'])('%s cannot read, change or delete any of A’s things', async (who) => {
    const before = await ownerState(t.database.db, a.id, a.email);
    const headers: Record<string, string> =
      who === 'customer B' ? bearer(b.token) : who === 'customer B by cookie' ? { cookie: `ACCESS_TOKEN=${b.token}` } : {};
    const callerId = who === 'anonymous visitor' ? null : b.id;
    for (const attempt of attempts()) {
      const response = (await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers,
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      })) as unknown as Injected;
      expectWalled(attempt, response, callerId);
    }
    expect(await ownerState(t.database.db, a.id, a.email)).toEqual(before);
  });

  it('opens a visitor’s booking to its token only: not to another booking’s token, nor to a customer', async () => {
    const { id, token } = a.visitorBooking;
    const other = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 31 })));
    const before = await ownerState(t.database.db, a.id, a.email);
    for (const headers of [withToken(other.token), bearer(b.token), withToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), {}]) {
      for (const [method, url, payload] of [
        ['GET', `/api/visits/bookings/${id}`],
        ['POST', `/api/visits/bookings/${id}/cancel`],
        ['POST', `/api/visits/bookings/${id}/pay`, { method: 'shop' }],
      ] as const) {
        const response = (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })) as unknown as Injected;
        figures.attempts += 1;
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain(token);
        figures.refused += 1;
      }
    }
    expect((await get(t, `/api/visits/bookings/${id}`, withToken(token))).statusCode).toBe(200);
    expect(await ownerState(t.database.db, a.id, a.email)).toEqual(before);
  });

  it('B’s own basket calls never move A’s basket, whatever id B names', async () => {
    const mine = basketOf(await post(t, '/api/basket/get', { basketId: a.open.id }, bearer(b.token)));
    expect(mine.id).toBe(b.open.id);
    const aliceNow = basketOf(await get(t, `/api/basket/get-final/${a.open.id}`, bearer(a.token)));
    expect(aliceNow.baskets.map((l) => [l.item.id, l.quantity])).toEqual(a.open.baskets.map((l) => [l.item.id, l.quantity]));
  });

  it('A still logs in with their password and sees their own things after all the attempts', async () => {
    const login = await post(t, '/api/auth/login', { email: a.email, password: PASSWORD_A });
    expect(login.statusCode).toBe(200);
    const export_ = await get(t, '/api/user/export', bearer(a.token));
    expect(export_.body).toContain(SECRET_STREET);
    expect(export_.body).toContain(a.paid.order!.reference);
  });
});
