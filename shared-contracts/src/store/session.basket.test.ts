import { ApiError } from '../api/errors.js';
import { BASKET_COOKIE, TOKEN_COOKIE } from '../cookies.js';
import type { Basket } from '../schemas/basket.js';
import type { SessionStore } from './types.js';
import type { FakeApi } from '../test/fake-api.js';
import { aBasket, someSettings } from '../test/fixtures.js';
import { setupStore } from '../test/store-setup.js';

const anonymous = () => setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
async function loggedIn() {
  const setup = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1', [TOKEN_COOKIE]: 'tok' } });
  await setup.store.start();
  return setup;
}

describe('loadBasket and the basketID cookie', () => {
  it('sends the visitor basketID and keeps the id the api answers', async () => {
    const { api, store, cookies } = anonymous();
    api.basket.get.mockResolvedValueOnce(aBasket({ id: 'b-anon-2' }));
    await expect(store.loadBasket()).resolves.toMatchObject({ id: 'b-anon-2' });
    expect(api.basket.get).toHaveBeenCalledWith({ basketId: 'b-anon-1' });
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-2');
  });

  it('does not ask the api when the visitor has no basketID cookie yet', async () => {
    const { api, store } = setupStore();
    await expect(store.loadBasket()).resolves.toBeNull();
    expect(api.basket.get).not.toHaveBeenCalled();
    expect(store.get().basket).toBeNull();
  });

  it('never sends nor writes basketID for a logged-in user', async () => {
    const { api, store, cookies } = await loggedIn();
    api.basket.get.mockClear();
    api.basket.get.mockResolvedValueOnce(aBasket({ id: 'b-user-1', user_id: 12 }));
    await store.loadBasket();
    expect(api.basket.get).toHaveBeenCalledWith({});
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
  });

  it('removes the cookie, empties the basket and re-raises when loading fails', async () => {
    const { api, store, cookies } = anonymous();
    await store.loadBasket();
    const failure = new Error('404');
    api.basket.get.mockRejectedValueOnce(failure);
    await expect(store.loadBasket()).rejects.toBe(failure);
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
    expect(store.get().basket).toBeNull();
  });

  it('forgets a visitor basketID the api no longer knows', async () => {
    const { api, store, cookies } = anonymous();
    api.basket.get.mockResolvedValueOnce(null);
    await expect(store.loadBasket()).resolves.toBeNull();
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
    expect(store.get().basket).toBeNull();
  });
});

type Action = [name: string, run: (store: SessionStore) => Promise<unknown>, call: (api: FakeApi) => jest.Mock, payload: Record<string, unknown>];
const actions: Action[] = [
  ['addProduct', (s) => s.addProduct(7, 2), (a) => a.basket.productAdd, { item_id: 7, qty: 2 }],
  ['setQuantity', (s) => s.setQuantity(7, 0), (a) => a.basket.productQty, { item_id: 7, qty: 0 }],
  ['removeDiscount', (s) => s.removeDiscount(), (a) => a.basket.discountDel, {}],
  ['addPoints', (s) => s.addPoints(), (a) => a.basket.pointsAdd, {}],
  ['removePoints', (s) => s.removePoints(), (a) => a.basket.pointsDel, {}],
  [
    'editShipping',
    (s) => s.editShipping({ shipping_method_id: 3, relay_id: 'R-84210' }),
    (a) => a.basket.shippingEdit,
    { shipping_method_id: 3, relay_id: 'R-84210' },
  ],
];

describe('validBasket', () => {
  it('sends basketID for a visitor and replaces the basket by the answer', async () => {
    const { api, store } = anonymous();
    await store.loadBasket();
    const answer = aBasket({ id: 'b-anon-1', nb_products: 5 });
    api.basket.valid.mockResolvedValueOnce(answer);
    await expect(store.validBasket('card')).resolves.toEqual(answer);
    expect(api.basket.valid).toHaveBeenCalledWith({ basketId: 'b-anon-1', method: 'card' });
  });

  it("names a customer's own basket, so a second validation finds the same order", async () => {
    const { api, store, cookies } = await loggedIn();
    const own = aBasket({ id: 'b-user-1', user_id: 12 });
    api.basket.get.mockResolvedValueOnce(own);
    await store.loadBasket();
    api.basket.valid.mockResolvedValue(own);
    await store.validBasket('card');
    await store.validBasket('card');
    expect(api.basket.valid).toHaveBeenNthCalledWith(1, { basketId: 'b-user-1', method: 'card' });
    expect(api.basket.valid).toHaveBeenNthCalledWith(2, { basketId: 'b-user-1', method: 'card' });
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
  });
});

describe.each(actions)('%s', (_name, run, call, payload) => {
  const answer: Basket = aBasket({ id: 'b-anon-1', nb_products: 5, amount_products: 42.5 });

  it('sends basketID for a visitor and replaces the basket by the answer', async () => {
    const { api, store } = anonymous();
    await store.loadBasket();
    call(api).mockResolvedValueOnce(answer);
    await expect(run(store)).resolves.toEqual(answer);
    expect(call(api)).toHaveBeenCalledWith({ basketId: 'b-anon-1', ...payload });
    expect(store.get().basket).toEqual(answer);
  });

  it('omits basketID for a logged-in user and keeps the cookie as it was', async () => {
    const { api, store, cookies } = await loggedIn();
    call(api).mockResolvedValueOnce({ ...answer, id: 'b-user-1' });
    await run(store);
    expect(call(api)).toHaveBeenCalledWith(payload);
    expect(store.get().basket?.id).toBe('b-user-1');
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
  });

  it('re-raises errors and leaves the basket unchanged', async () => {
    const { api, store } = anonymous();
    const before = await store.loadBasket();
    const failure = new Error('refused');
    call(api).mockRejectedValueOnce(failure);
    await expect(run(store)).rejects.toBe(failure);
    expect(store.get().basket).toBe(before);
  });
});

describe.each([
  ['setQuantity', (s: SessionStore) => s.setQuantity(7, 999), (a: FakeApi) => a.basket.productQty],
  ['addProduct', (s: SessionStore) => s.addProduct(7, 999), (a: FakeApi) => a.basket.productAdd],
] as const)('%s refused for the stock', (_name, run, call) => {
  const tooMany = () =>
    new ApiError('Il ne reste que 90 « Nougat noir » en stock : impossible d’en commander 999.', {
      status: 409,
      code: 'OUT_OF_STOCK',
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Il ne reste que 90 « Nougat noir » en stock : impossible d’en commander 999.',
        code: 'OUT_OF_STOCK',
      },
    });

  it('re-raises the api refusal and reads the basket again, so it shows what the api keeps', async () => {
    const { api, store } = anonymous();
    await store.loadBasket();
    const kept = aBasket({ id: 'b-anon-1', nb_products: 1 });
    const refusal = tooMany();
    call(api).mockRejectedValueOnce(refusal);
    api.basket.get.mockResolvedValueOnce(kept);
    await expect(run(store)).rejects.toBe(refusal);
    expect(api.basket.get).toHaveBeenLastCalledWith({ basketId: 'b-anon-1' });
    expect(store.get().basket).toEqual(kept);
  });

  it('still re-raises the refusal when that reading fails, keeping the basket', async () => {
    const { api, store, logger } = anonymous();
    const before = await store.loadBasket();
    const refusal = tooMany();
    call(api).mockRejectedValueOnce(refusal);
    api.basket.get.mockRejectedValueOnce(new Error('offline'));
    await expect(run(store)).rejects.toBe(refusal);
    expect(store.get().basket).toBe(before);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('does not read the basket again for a failure that is not a refusal', async () => {
    const { api, store } = anonymous();
    await store.loadBasket();
    const calls = api.basket.get.mock.calls.length;
    call(api).mockRejectedValueOnce(new ApiError('Network Error', { status: 0 }));
    await expect(run(store)).rejects.toThrow('Network Error');
    expect(api.basket.get.mock.calls.length).toBe(calls);
  });
});

it('a first product added by a visitor without basket keeps the new basket id in basketID', async () => {
  const { api, store, cookies } = setupStore();
  api.basket.productAdd.mockResolvedValueOnce(aBasket({ id: 'b-new' }));
  await store.addProduct(7, 1);
  expect(api.basket.productAdd).toHaveBeenCalledWith({ item_id: 7, qty: 1 });
  expect(cookies.get(BASKET_COOKIE)).toBe('b-new');
});

describe('addDiscount', () => {
  it('replaces the basket when the result is true and returns the answer', async () => {
    const { api, store } = anonymous();
    const discounted = aBasket({ amount_discount: 2, amount_total: 21.9 });
    const answer = { result: true, msg: 'Code MIEL10 appliqué', basket: discounted };
    api.basket.discountAdd.mockResolvedValueOnce(answer);
    await expect(store.addDiscount(' miel10 ')).resolves.toEqual(answer);
    expect(api.basket.discountAdd).toHaveBeenCalledWith({ basketId: 'b-anon-1', code: 'MIEL10' });
    expect(store.get().basket).toEqual(discounted);
  });

  it('leaves the basket unchanged when the result is false, still returning msg', async () => {
    const { api, store } = anonymous();
    const before = await store.loadBasket();
    const answer = { result: false, msg: 'Code expiré', basket: aBasket({ amount_discount: 9 }) };
    api.basket.discountAdd.mockResolvedValueOnce(answer);
    await expect(store.addDiscount('NOEL')).resolves.toMatchObject({ result: false, msg: 'Code expiré' });
    expect(store.get().basket).toBe(before);
  });
});

describe('updateBasket', () => {
  const changes = { address_shipping_city: 'Carpentras' };

  it('replaces the basket by the answer', async () => {
    const { api, store } = anonymous();
    const updated = aBasket({ address_shipping_city: 'Carpentras' });
    api.basket.update.mockResolvedValueOnce(updated);
    await expect(store.updateBasket(changes)).resolves.toEqual(updated);
    expect(api.basket.update).toHaveBeenCalledWith({ basketId: 'b-anon-1', ...changes });
    expect(store.get().basket).toEqual(updated);
  });

  it('treats an answer carrying msg as an error: logged only, basket unchanged', async () => {
    const { api, store, logger } = anonymous();
    const before = await store.loadBasket();
    api.basket.update.mockResolvedValueOnce({ msg: 'Adresse incomplète' });
    await expect(store.updateBasket(changes)).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), 'Adresse incomplète');
    expect(store.get().basket).toBe(before);
  });
});

describe('shipping helpers', () => {
  async function withBasket(basket: Partial<Basket>, franco_port = 90) {
    const { api, store } = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
    api.shop.settings.mockResolvedValueOnce(someSettings({ franco_port }));
    api.basket.get.mockResolvedValueOnce(aBasket(basket));
    await store.start();
    return store;
  }

  it('is free when the server flags it', async () => {
    const store = await withBasket({ amount_products: 10, amount_shipping_offered: true });
    expect(store.isShippingFree()).toBe(true);
  });

  it('is free at franco_port, with nothing remaining', async () => {
    const store = await withBasket({ amount_products: 90 });
    expect(store.isShippingFree()).toBe(true);
    expect(store.freightRemaining()).toBe(0);
  });

  it('below franco_port, tells what remains to 2 decimals', async () => {
    const store = await withBasket({ amount_products: 61.3 });
    expect(store.isShippingFree()).toBe(false);
    expect(store.freightRemaining()).toBe(28.7);
  });

  it('without a basket: not free, the whole threshold remains', async () => {
    const { api, store } = setupStore();
    api.basket.get.mockResolvedValueOnce(null);
    await store.start();
    expect(store.isShippingFree()).toBe(false);
    expect(store.freightRemaining()).toBe(90);
  });

  it('without settings: nothing to say remains', () => {
    const { store } = setupStore();
    expect(store.freightRemaining()).toBe(0);
  });
});

describe('an order awaiting its card payment (a declined card) keeps the visitor basketID', () => {
  const awaiting = (status: 'awaiting_payment' | 'paid' = 'awaiting_payment', method: 'card' | 'transfer' = 'card') =>
    aBasket({
      id: 'b-anon-1',
      status: 'ordered',
      nb_products: 3,
      order: { id: 9, reference: 'NSD-2026-000009', status, payment_method: method, amount_total: 17 },
    });

  it('keeps the ordered basket and its cookie on a reload while its card payment is awaited', async () => {
    const { api, store, cookies } = anonymous();
    api.basket.get.mockResolvedValueOnce(null);
    api.basket.getFinal.mockResolvedValueOnce(awaiting());
    await expect(store.loadBasket()).resolves.toMatchObject({ id: 'b-anon-1', status: 'ordered' });
    expect(api.basket.getFinal).toHaveBeenCalledWith('b-anon-1');
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
    expect(store.get().basket).toMatchObject({ nb_products: 3, order: { status: 'awaiting_payment' } });
  });

  it.each([
    ['paid', awaiting('paid')],
    ['awaiting a transfer', awaiting('awaiting_payment', 'transfer')],
  ])('forgets it once the order is %s', async (_name, final) => {
    const { api, store, cookies } = anonymous();
    api.basket.get.mockResolvedValueOnce(null);
    api.basket.getFinal.mockResolvedValueOnce(final);
    await expect(store.loadBasket()).resolves.toBeNull();
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
    expect(store.get().basket).toBeNull();
  });

  it('forgets it when the ordered basket cannot be read either', async () => {
    const { api, store, cookies } = anonymous();
    api.basket.get.mockResolvedValueOnce(null);
    api.basket.getFinal.mockRejectedValueOnce(new ApiError('Panier introuvable.', { status: 404, code: 'BASKET_NOT_FOUND' }));
    await expect(store.loadBasket()).resolves.toBeNull();
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
  });

  it('opens the basket a mailed link names: a visitor keeps it in the session and the cookie', async () => {
    const { api, store, cookies } = setupStore();
    api.basket.getFinal.mockResolvedValueOnce(awaiting());
    await expect(store.openOrderedBasket('b-anon-1')).resolves.toMatchObject({ id: 'b-anon-1' });
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
    expect(store.get().basket).toMatchObject({ id: 'b-anon-1', status: 'ordered' });
    api.basket.valid.mockResolvedValueOnce(awaiting());
    await store.validBasket('transfer');
    expect(api.basket.valid).toHaveBeenCalledWith({ basketId: 'b-anon-1', method: 'transfer' });
  });

  it('leaves the session alone for an order the link names once it is paid', async () => {
    const { api, store, cookies } = setupStore();
    api.basket.getFinal.mockResolvedValueOnce(awaiting('paid'));
    await expect(store.openOrderedBasket('b-anon-1')).resolves.toMatchObject({ order: { status: 'paid' } });
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
    expect(store.get().basket).toBeNull();
  });
});
