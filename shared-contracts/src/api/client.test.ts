import { z } from 'zod';
import { aBasket, aBooking, aSlot, aTour, aUser, anItem, anOrder, someSettings } from '../test/fixtures.js';
import { stubAxios, type StubReply } from '../test/axios-stub.js';
import { createApiClient, type ApiClient } from './client.js';
import { BUILD_SHOP_INFO } from '../store/shop-info.js';
import { ApiError } from './errors.js';
import type { ApiClientOptions } from './transport.js';

function client(replies: StubReply[] = [], options: Partial<ApiClientOptions> = {}) {
  const { instance, requests } = stubAxios(...replies);
  const api = createApiClient({ baseURL: 'http://api.test', axiosInstance: instance, ...options });
  return { api, requests };
}

const basket = aBasket();
const user = aUser();
const product = {
  ...anItem(),
  title: 'Nougat blanc',
  description: 'Miel de lavande',
  images: [],
  weight_g: 200,
  stock: 12,
  is_favourite: false,
  food_info: null,
};
const message = { message: 'ok' };
const anAddress = {
  company: '',
  address1: '12 place de la Fontaine',
  address2: '',
  zipcode: '84210',
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Silvestre',
  country: 'FR',
  phone: '0490000000',
  city: 'Saint-Didier',
};
const addressBook = { shipping: anAddress, billing: anAddress, same_as_shipping: true, saved: [{ ...anAddress, id: 7, label: 'Parents' }] };

type Case = [label: string, call: (api: ApiClient) => Promise<unknown>, method: string, url: string, data: unknown, reply: unknown];
const cases: Case[] = [
  ['basket.get', (a) => a.basket.get({ basketId: 'b1' }), 'post', '/api/basket/get', { basketId: 'b1' }, basket],
  ['basket.getFinal', (a) => a.basket.getFinal('b 1/2'), 'get', '/api/basket/get-final/b%201%2F2', undefined, basket],
  [
    'basket.update',
    (a) => a.basket.update({ basketId: 'b1', address_billing_city: 'Apt' }),
    'post',
    '/api/basket/update',
    { basketId: 'b1', address_billing_city: 'Apt' },
    basket,
  ],
  ['basket.productAdd', (a) => a.basket.productAdd({ item_id: 7, qty: 1 }), 'post', '/api/basket/product-add', { item_id: 7, qty: 1 }, basket],
  ['basket.productQty', (a) => a.basket.productQty({ item_id: 7, qty: 3 }), 'post', '/api/basket/product-qty', { item_id: 7, qty: 3 }, basket],
  [
    'basket.discountAdd',
    (a) => a.basket.discountAdd({ basketId: 'b1', code: 'MIEL' }),
    'post',
    '/api/basket/discount-add',
    { basketId: 'b1', code: 'MIEL' },
    { result: false, msg: 'Code inconnu', basket: null },
  ],
  ['basket.discountDel', (a) => a.basket.discountDel({ basketId: 'b1' }), 'post', '/api/basket/discount-del', { basketId: 'b1' }, basket],
  ['basket.pointsAdd', (a) => a.basket.pointsAdd({}), 'post', '/api/basket/points-add', {}, basket],
  ['basket.pointsDel', (a) => a.basket.pointsDel({}), 'post', '/api/basket/points-del', {}, basket],
  [
    'basket.getShippingMethodsWithRelais',
    (a) => a.basket.getShippingMethodsWithRelais({ zipcode: '84210' }),
    'post',
    '/api/utilities/getShippingMethodsWithRelais/',
    { zipcode: '84210' },
    { methods: [] },
  ],
  ['basket.shippingEdit', (a) => a.basket.shippingEdit({ shipping_method_id: 2 }), 'post', '/api/basket/shipping-edit', { shipping_method_id: 2 }, basket],
  ['basket.valid', (a) => a.basket.valid({ method: 'transfer' }), 'post', '/api/basket/valid', { method: 'transfer' }, basket],
  [
    'basket.payCard',
    (a) => a.basket.payCard({ basketId: 'b1', card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }),
    'post',
    '/api/payment/card',
    { basketId: 'b1', card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    { status: 'paid', challenge_id: null, msg: 'Paiement accepté', order: anOrder() },
  ],
  [
    'basket.confirmChallenge',
    (a) => a.basket.confirmChallenge({ challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' }),
    'post',
    '/api/payment/challenge',
    { challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' },
    { status: 'declined', challenge_id: null, msg: 'Code incorrect', order: anOrder() },
  ],
  [
    'basket.payHosted',
    (a) => a.basket.payHosted({ basketId: 'b1' }),
    'post',
    '/api/payment/hosted',
    { basketId: 'b1' },
    { url: 'http://localhost:4000/api/payment/sandbox/cs_sandbox_1' },
  ],
  [
    'basket.hostedSession',
    (a) => a.basket.hostedSession('cs_test_a1'),
    'get',
    '/api/payment/hosted/cs_test_a1',
    undefined,
    { status: 'pending', reference: 'NSD-2026-000042', kind: 'order' },
  ],
  [
    'auth.login',
    (a) => a.auth.login({ email: 'a@b.fr', password: 'x' }),
    'post',
    '/api/auth/login',
    { email: 'a@b.fr', password: 'x' },
    { access_token: 't', user },
  ],
  [
    'auth.login with a basket',
    (a) => a.auth.login({ email: 'a@b.fr', password: 'x', basketId: 'b1' }),
    'post',
    '/api/auth/login',
    { email: 'a@b.fr', password: 'x', basketId: 'b1' },
    { access_token: 't', user },
  ],
  [
    'auth.register',
    (a) => a.auth.register({ email: 'a@b.fr', password: 'xxxxxxxxxx', firstname: 'A', lastname: 'B' }),
    'post',
    '/api/auth/register',
    { email: 'a@b.fr', password: 'xxxxxxxxxx', firstname: 'A', lastname: 'B' },
    { access_token: 't', user },
  ],
  [
    'auth.changePassword',
    (a) => a.auth.changePassword({ old_password: 'o', password: 'nnnnnnnnnn' }),
    'post',
    '/api/user/change-password',
    { old_password: 'o', password: 'nnnnnnnnnn' },
    message,
  ],
  [
    'auth.newPassword',
    (a) => a.auth.newPassword('t/k', { password: 'nnnnnnnnnn' }),
    'post',
    '/api/utilities/newPassword/t%2Fk',
    { password: 'nnnnnnnnnn' },
    message,
  ],
  [
    'auth.getResetPasswordToken',
    (a) => a.auth.getResetPasswordToken({ email: 'a@b.fr' }),
    'post',
    '/api/utilities/getResetPasswordToken',
    { email: 'a@b.fr' },
    message,
  ],
  ['auth.userProfile', (a) => a.auth.userProfile(), 'get', '/api/auth/user-profile', undefined, user],
  ['auth.userUpdate', (a) => a.auth.userUpdate({ firstname: 'Marie' }), 'post', '/api/user/update', { firstname: 'Marie' }, user],
  ['auth.userOrders', (a) => a.auth.userOrders(), 'get', '/api/user/orders', undefined, { orders: [] }],
  ['auth.userOrder', (a) => a.auth.userOrder('NSD-2026-000001'), 'get', '/api/user/orders/NSD-2026-000001', undefined, anOrder()],
  ['auth.addresses', (a) => a.auth.addresses(), 'get', '/api/user/addresses', undefined, addressBook],
  [
    'auth.addressesUpdate',
    (a) => a.auth.addressesUpdate({ shipping: anAddress, same_as_shipping: true }),
    'post',
    '/api/user/addresses',
    { shipping: anAddress, same_as_shipping: true },
    addressBook,
  ],
  [
    'auth.savedAddressAdd',
    (a) => a.auth.savedAddressAdd({ ...anAddress, label: 'Parents' }),
    'post',
    '/api/user/addresses/saved',
    { ...anAddress, label: 'Parents' },
    addressBook,
  ],
  ['auth.savedAddressUpdate', (a) => a.auth.savedAddressUpdate(7, anAddress), 'put', '/api/user/addresses/saved/7', anAddress, addressBook],
  ['auth.savedAddressDelete', (a) => a.auth.savedAddressDelete(7), 'delete', '/api/user/addresses/saved/7', undefined, addressBook],
  ['auth.savedAddressUse', (a) => a.auth.savedAddressUse(7, { kind: 'billing' }), 'post', '/api/user/addresses/saved/7/use', { kind: 'billing' }, addressBook],
  [
    'auth.points',
    (a) => a.auth.points(),
    'get',
    '/api/user/points',
    undefined,
    { balance: 3, history: [{ delta: 3, reason: 'order', order_reference: 'NSD-2026-000001', created_at: '2026-03-01T10:00:00.000Z' }] },
  ],
  [
    'auth.exportData',
    (a) => a.auth.exportData(),
    'get',
    '/api/user/export',
    undefined,
    {
      exported_at: '2026-03-01T10:00:00.000Z',
      profile: user,
      addresses: addressBook,
      orders: [anOrder()],
      favourites: [],
      alerts: [],
      points: { balance: 0, history: [] },
      sessions: [],
      bookings: [aBooking()],
      contact_messages: [],
    },
  ],
  ['auth.deleteAccount', (a) => a.auth.deleteAccount({ password: 'p' }), 'post', '/api/user/delete', { password: 'p' }, message],
  ['shop.settings', (a) => a.shop.settings(), 'get', '/api/utilities/settings', undefined, someSettings()],
  ['shop.info', (a) => a.shop.info(), 'get', '/api/shop/info', undefined, BUILD_SHOP_INFO],
  ['shop.mea', (a) => a.shop.mea(), 'get', '/api/shop/mea', undefined, { meaProducts: [anItem()] }],
  ['shop.categories', (a) => a.shop.categories(), 'get', '/api/shop/categories', undefined, { categories: [] }],
  [
    'shop.category',
    (a) => a.shop.category('nougats-gourmands'),
    'get',
    '/api/shop/category/nougats-gourmands',
    undefined,
    {
      category: { id: 1, slug: 'nougats-gourmands', name: 'N', names: { fr: 'N', en: 'N' }, description: '', parent_slug: 'nougats', children: [] },
      products: [],
    },
  ],
  ['shop.product', (a) => a.shop.product('nougat blanc?'), 'get', '/api/shop/product/nougat%20blanc%3F', undefined, product],
  ['shop.similarProducts', (a) => a.shop.similarProducts('nougat-blanc'), 'get', '/api/shop/getSimilarProducts/nougat-blanc', undefined, { products: [] }],
  ['shop.search', (a) => a.shop.search('coffret cadeau'), 'post', '/api/shop/search', { search: 'coffret cadeau' }, { products: [], total: 0 }],
  [
    'shop.search sorted',
    (a) => a.shop.search('miel', 'price_asc'),
    'post',
    '/api/shop/search',
    { search: 'miel', sort: 'price_asc' },
    { products: [anItem()], total: 1 },
  ],
  ['shop.favourites', (a) => a.shop.favourites(), 'get', '/api/user/favourites', undefined, { products: [anItem({ is_favourite: true })] }],
  ['shop.favouriteAdd', (a) => a.shop.favouriteAdd(7), 'post', '/api/user/favourites/add', { item_id: 7 }, { products: [anItem({ is_favourite: true })] }],
  ['shop.favouriteDel', (a) => a.shop.favouriteDel(7), 'post', '/api/user/favourites/del', { item_id: 7 }, { products: [] }],
  ['visits.tours', (a) => a.visits.tours(), 'get', '/api/visits/tours', undefined, { tours: [aTour()] }],
  [
    'visits.slots',
    (a) => a.visits.slots('le-parcours-gourmand', { from: '2026-12-01' }),
    'get',
    '/api/visits/tours/le-parcours-gourmand/slots',
    undefined,
    { tour: 'le-parcours-gourmand', from: '2026-12-01', to: '2027-01-01', slots: [aSlot()] },
  ],
  [
    'visits.book',
    (a) => a.visits.book({ tour: 'le-parcours-gourmand', slot_id: 31, party: { adults: 2, children: 1 } }),
    'post',
    '/api/visits/bookings',
    { tour: 'le-parcours-gourmand', slot_id: 31, party: { adults: 2, children: 1 } },
    { booking: aBooking(), token: 'secret' },
  ],
  ['visits.booking', (a) => a.visits.booking(4, 'secret'), 'get', '/api/visits/bookings/4', undefined, aBooking()],
  [
    'visits.pay',
    (a) => a.visits.pay(4, { method: 'transfer' }, 'secret'),
    'post',
    '/api/visits/bookings/4/pay',
    { method: 'transfer' },
    { outcome: 'awaiting_transfer', challenge_id: null, msg: 'En attente du virement', booking: aBooking({ status: 'awaiting_payment' }) },
  ],
  [
    'visits.confirmChallenge',
    (a) => a.visits.confirmChallenge(4, { challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' }),
    'post',
    '/api/visits/bookings/4/challenge',
    { challenge_id: '7d7c0e9e-5a7b-4c86-9a47-2f0d7c1e5b11', code: '123456' },
    { outcome: 'paid', challenge_id: null, msg: 'Payée', booking: aBooking({ status: 'confirmed' }) },
  ],
  [
    'visits.payHosted',
    (a) => a.visits.payHosted(4, 'secret'),
    'post',
    '/api/visits/bookings/4/hosted',
    {},
    { url: 'https://checkout.stripe.com/c/pay/cs_test_a1' },
  ],
  ['visits.cancel', (a) => a.visits.cancel(4, 'secret'), 'post', '/api/visits/bookings/4/cancel', {}, aBooking({ status: 'cancelled', cancellable: false })],
  ['visits.reservations', (a) => a.visits.reservations(), 'get', '/api/user/reservations', undefined, { bookings: [aBooking()] }],
  ['visits.organiser', (a) => a.visits.organiser(), 'get', '/api/visits/organiser', undefined, BUILD_SHOP_INFO],
  ['shop.stockAlert', (a) => a.shop.stockAlert({ item_id: 7, email: 'a@b.fr' }), 'post', '/api/shop/alert', { item_id: 7, email: 'a@b.fr' }, message],
];

describe.each(cases)('%s', (_label, call, method, url, data, reply) => {
  it(`is ${method.toUpperCase()} ${url} and answers the parsed body`, async () => {
    const { api, requests } = client([{ data: reply }]);
    await expect(call(api)).resolves.toEqual(reply);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe(method);
    expect(requests[0].url).toBe(url);
    expect(requests[0].baseURL).toBe('http://api.test');
    expect(requests[0].withCredentials).toBe(true);
    expect(requests[0].data === undefined ? undefined : JSON.parse(requests[0].data as string)).toEqual(data);
  });
});

describe('invoices', () => {
  it('fetches a PDF as a blob, with the session, by its number', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { api, requests } = client([{ data: pdf }], { getToken: () => 'tok' });
    await expect(api.auth.userInvoice('F-2026-000001')).resolves.toBe(pdf);
    expect(requests[0]).toMatchObject({ method: 'get', url: '/api/user/invoices/F-2026-000001', responseType: 'blob' });
    expect(requests[0].headers?.Authorization).toBe('Bearer tok');
  });
});

describe('visits', () => {
  it('sends the booking token in its header, and the slots range as query parameters', async () => {
    const { api, requests } = client([{ data: aBooking() }, { data: { tour: 'endurante', from: '2026-12-01', to: '2026-12-07', slots: [] } }]);
    await api.visits.booking(4, 'secret');
    await api.visits.slots('endurante', { from: '2026-12-01', to: '2026-12-07' });
    expect(requests[0].headers?.['x-booking-token']).toBe('secret');
    expect(requests[1].params).toEqual({ from: '2026-12-01', to: '2026-12-07' });
  });

  it('sends no token header when it has none (the logged-in owner)', async () => {
    const { api, requests } = client([{ data: aBooking() }]);
    await api.visits.booking(4);
    expect(requests[0].headers?.['x-booking-token']).toBeUndefined();
  });
});

describe('responses', () => {
  it('basket.get answers null when the api has no basket', async () => {
    const { api } = client([{ data: null }]);
    await expect(api.basket.get()).resolves.toBeNull();
  });

  it('basket.update gives the refusal { msg } as it is', async () => {
    const { api } = client([{ data: { msg: 'Adresse incomplète' } }]);
    await expect(api.basket.update({})).resolves.toEqual({ msg: 'Adresse incomplète' });
  });

  it('basket.update gives a 422 refusal of the api as { msg }', async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Adresse de livraison incomplète', code: 'BASKET_UPDATE_REFUSED' };
    const { api } = client([{ status: 422, data: body }]);
    await expect(api.basket.update({})).resolves.toEqual({ msg: 'Adresse de livraison incomplète' });
  });

  it('basket.update still throws the other refusals', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Panier introuvable', code: 'BASKET_NOT_FOUND' };
    const { api } = client([{ status: 404, data: body }]);
    await expect(api.basket.update({})).rejects.toMatchObject({ status: 404, code: 'BASKET_NOT_FOUND' });
  });

  it('auth.logout is true only for status 200', async () => {
    const { api } = client([{ status: 200 }, { status: 204 }]);
    await expect(api.auth.logout()).resolves.toBe(true);
    await expect(api.auth.logout()).resolves.toBe(false);
  });

  it('refuses a body that does not match the schema with a clear ApiError', async () => {
    const { api } = client([{ data: { fidelite_from: 'ten', franco_port: 90 } }]);
    const error = await api.shop.settings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'ERR_INVALID_RESPONSE' });
    expect((error as ApiError).message).toContain('GET /api/utilities/settings');
    expect((error as ApiError).message).toContain('fidelite_from');
  });

  it('drops fields the schema does not know', async () => {
    const { api } = client([{ data: { ...someSettings(), secret: 'x' } }]);
    await expect(api.shop.settings()).resolves.not.toHaveProperty('secret');
  });
});

describe('headers', () => {
  it('sends the bearer token from getToken and the language from lang', async () => {
    const { api, requests } = client([{ data: user }], { getToken: () => 'tok-cookie', lang: () => 'en' });
    await api.auth.userProfile();
    expect(requests[0].headers.Authorization).toBe('Bearer tok-cookie');
    expect(requests[0].headers['Accept-Language']).toBe('en');
  });

  it('sends no Authorization without a token', async () => {
    const { api, requests } = client([{ data: someSettings() }], { getToken: () => null });
    await api.shop.settings();
    expect(requests[0].headers.Authorization).toBeUndefined();
  });

  it('lets setToken win over getToken, null included, and reads the token at each request', async () => {
    const { api, requests } = client([{ data: user }, { data: user }, { data: user }], { getToken: () => 'from-cookie' });
    await api.auth.userProfile();
    api.setToken('from-login');
    await api.auth.userProfile();
    api.setToken(null);
    await api.auth.userProfile();
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer from-cookie', 'Bearer from-login', undefined]);
    expect(api.getToken()).toBeNull();
  });
});

describe('errors', () => {
  it('carry status, message and code from the api body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Cet e-mail a déjà un compte', code: 'EMAIL_TAKEN' };
    const { api } = client([{ status: 409, data: body }]);
    const error = await api.auth.register({ email: 'a@b.fr', password: 'x', firstname: 'a', lastname: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Cet e-mail a déjà un compte', code: 'EMAIL_TAKEN', body });
    expect((error as ApiError).isNetworkError).toBe(false);
  });

  it('fall back to the axios message and code when the body is not the api shape', async () => {
    const { api } = client([{ status: 502, data: '<html>Bad gateway</html>' }]);
    await expect(api.shop.mea()).rejects.toMatchObject({ status: 502, code: 'ERR_BAD_REQUEST', message: expect.stringContaining('502') });
  });

  it('have status 0 when nothing answered', async () => {
    const { api } = client([{ network: true }]);
    const error = await api.shop.mea().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'ERR_NETWORK', isNetworkError: true });
  });
});

describe('onRequest', () => {
  it('reports start then end for a success, start then error for a failure or a bad body', async () => {
    const phases: string[] = [];
    const { api } = client([{ data: someSettings() }, { status: 500, data: {} }, { data: {} }], {
      onRequest: (phase) => phases.push(phase),
    });
    await api.shop.settings();
    await api.shop.settings().catch(() => undefined);
    await api.shop.settings().catch(() => undefined);
    expect(phases).toEqual(['start', 'end', 'start', 'error', 'start', 'error']);
  });
});

describe('request', () => {
  it('reaches endpoints beyond SPEC §7 with the same headers and parsing', async () => {
    const { api, requests } = client([{ data: { slots: [1, 2] } }], { lang: () => 'fr' });
    const answer = await api.request({ method: 'GET', url: '/api/visits/slots' }, z.object({ slots: z.array(z.number()) }));
    expect(answer.slots).toEqual([1, 2]);
    expect(requests[0].headers['Accept-Language']).toBe('fr');
    expect(requests[0].withCredentials).toBe(true);
  });
});
