import { basketSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { baskets, products } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { addresses, basketOf, get, makeProduct, post } from '../test/shop.js';
import { strict } from '../test/strict.js';

describe.each(drivers)('basket calls on %s', (driver) => {
  let t: TestApp;
  let nougat: number;
  let promo: number;
  let scarce: number;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 1250, stock: 50, weightG: 200, name: 'Nougat blanc au miel' });
    promo = await makeProduct(t, { priceCents: 1999, discountPercent: 15, stock: 50, weightG: 300 });
    scarce = await makeProduct(t, { priceCents: 900, stock: 3, name: 'Nougat rare' });
    alice = (await registerCustomer(t.app, 'alice.basket@example.fr')).access_token;
    bob = (await registerCustomer(t.app, 'bob.basket@example.fr')).access_token;
  });
  afterAll(() => t.close());

  it('answers null, not an error, when there is no basket yet', async () => {
    for (const payload of [{}, { basketId: '5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11' }, { basketId: 'pas-un-uuid' }]) {
      const response = await post(t, '/api/basket/get', payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
    expect((await post(t, '/api/basket/get', {}, bearer(alice))).json()).toBeNull();
  });

  it('creates an anonymous basket on the first add and computes every amount in cents', async () => {
    const first = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 2 }));
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toMatchObject({ status: 'open', user_id: null, nb_products: 2, amount_products: 25, amount_total: 25, earned_points: 2 });
    const second = basketOf(await post(t, '/api/basket/product-add', { basketId: first.id, item_id: promo, qty: 3 }));
    expect(second.id).toBe(first.id);
    // 19.99 at -15 % is 16.99 (1699.15 rounded to the cent), three of them 50.97.
    const promoLine = second.baskets.find((l) => l.item.id === promo)!;
    expect(promoLine).toMatchObject({ quantity: 3, total_price: 50.97 });
    expect(promoLine.item.prices).toEqual({ price_base: 19.99, price_to_display: 16.99 });
    expect(second).toMatchObject({ nb_products: 5, amount_products: 75.97, amount_total: 75.97, earned_points: 7 });
    const again = basketOf(await post(t, '/api/basket/product-add', { basketId: first.id, item_id: nougat, qty: 1 }));
    expect(again.baskets.find((l) => l.item.id === nougat)!.quantity).toBe(3);
    expect(basketOf(await post(t, '/api/basket/get', { basketId: first.id })).amount_products).toBe(88.47);
  });

  it('changes a quantity, and 0 removes the line', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    const more = basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: nougat, qty: 4 }));
    expect(more).toMatchObject({ nb_products: 4, amount_products: 50 });
    const none = basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: nougat, qty: 0 }));
    expect(none).toMatchObject({ nb_products: 0, amount_products: 0, baskets: [] });
  });

  it('refuses more than the stock with a message naming the product', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: scarce, qty: 2 }));
    const tooMany = expectApiError(await post(t, '/api/basket/product-add', { basketId: basket.id, item_id: scarce, qty: 2 }), 409, 'OUT_OF_STOCK');
    expect(tooMany.message).toBe("Il ne reste que 3 « Nougat rare » en stock : impossible d'en commander 4.");
    const english = await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: scarce, qty: 9 }, { 'accept-language': 'en' });
    expect(expectApiError(english, 409, 'OUT_OF_STOCK').message).toMatch(/^Only 3 "Test nougat \d+" left in stock: 9 cannot be ordered\.$/);
    expect(basketOf(await post(t, '/api/basket/get', { basketId: basket.id })).nb_products).toBe(2);
  });

  it('adds up concurrent adds to one basket, each counted once, never past the stock', async () => {
    const few = await makeProduct(t, { priceCents: 1000, stock: 5, name: 'Nougat très rare' });
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: few, qty: 1 }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(t, '/api/basket/product-add', { basketId: basket.id, item_id: few, qty: 1 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(expectApiError(refused, 409, 'OUT_OF_STOCK').message).toBe("Il ne reste que 5 « Nougat très rare » en stock : impossible d'en commander 6.");
    }
    const after = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }));
    expect(after.baskets.map((l) => [l.item.id, l.quantity])).toEqual([[few, 5]]);
    expect(after).toMatchObject({ nb_products: 5, amount_products: 50 });
  });

  it('prices every line from the catalogue, whatever the client sends, and keeps lines in the order they came', async () => {
    const basket = basketOf(
      await post(t, '/api/basket/product-add', { item_id: promo, qty: 1, price: 0.01, prices: { price_to_display: 0 }, total_price: 0, amount_total: 0 }),
    );
    const both = basketOf(await post(t, '/api/basket/product-add', { basketId: basket.id, item_id: nougat, qty: 2, unitPriceCents: 1 }));
    expect(both.baskets.map((l) => [l.item.id, l.quantity, l.total_price])).toEqual([
      [promo, 1, 16.99],
      [nougat, 2, 25],
    ]);
    expect(both).toMatchObject({ nb_products: 3, amount_products: 41.99, amount_total: 41.99 });
    // A price changed in the catalogue shows at the next answer.
    await t.database.db.update(products).set({ priceCents: 1300 }).where(eq(products.id, nougat));
    try {
      const again = basketOf(await post(t, '/api/basket/product-add', { basketId: basket.id, item_id: nougat, qty: 1 }));
      expect(again.baskets.map((l) => [l.item.id, l.quantity, l.total_price])).toEqual([
        [promo, 1, 16.99],
        [nougat, 3, 39],
      ]);
    } finally {
      await t.database.db.update(products).set({ priceCents: 1250 }).where(eq(products.id, nougat));
    }
  });

  it("adds to a customer's one open basket even when two first adds race, and counts both", async () => {
    const dora = (await registerCustomer(t.app, `dora.basket-${driver}@example.fr`)).access_token;
    const answers = await Promise.all([nougat, promo, nougat].map((item_id) => post(t, '/api/basket/product-add', { item_id, qty: 1 }, bearer(dora))));
    const ids = answers.map((a) => basketOf(a).id);
    expect(new Set(ids).size).toBe(1);
    const mine = basketOf(await post(t, '/api/basket/get', {}, bearer(dora)));
    expect(mine.id).toBe(ids[0]);
    expect(Object.fromEntries(mine.baskets.map((l) => [l.item.id, l.quantity]))).toEqual({ [nougat]: 2, [promo]: 1 });
    expect(await t.database.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, mine.user_id!))).toHaveLength(1);
  });

  it('creates no empty basket when the first add is refused for the stock', async () => {
    const count = async () => (await t.database.db.select({ id: baskets.id }).from(baskets)).length;
    const before = await count();
    expectApiError(await post(t, '/api/basket/product-add', { item_id: scarce, qty: 4 }), 409, 'OUT_OF_STOCK');
    expectApiError(await post(t, '/api/basket/product-add', { item_id: scarce, qty: 4 }, bearer(bob)), 409, 'OUT_OF_STOCK');
    expect(await count()).toBe(before);
  });

  it.each([
    ['a missing item', { qty: 1 }],
    ['a string quantity', { item_id: 1, qty: '2' }],
    ['a negative quantity', { item_id: 1, qty: -1 }],
    ['a fractional quantity', { item_id: 1, qty: 1.5 }],
    ['a huge quantity', { item_id: 1, qty: 1e9 }],
    ['a huge item id', { item_id: 2 ** 40, qty: 1 }],
    ['an item id as text', { item_id: 'nougat', qty: 1 }],
    ['a basket id of the wrong type', { basketId: 42, item_id: 1, qty: 1 }],
    ['an array', [1, 2]],
  ])('refuses %s with 400, never 500', async (_label, payload) => {
    expectApiError(await post(t, '/api/basket/product-add', payload), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/basket/product-qty', payload), 400, 'VALIDATION');
  });

  it('refuses adding zero, which only product-qty accepts (to remove a line)', async () => {
    expectApiError(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 0 }), 400, 'VALIDATION');
  });

  it('answers 404 for an unknown product or basket, and a malformed basket id', async () => {
    expectApiError(await post(t, '/api/basket/product-add', { item_id: 999999, qty: 1 }), 404, 'PRODUCT_NOT_FOUND');
    for (const basketId of ['5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11', 'nimporte-quoi', "x' or 1=1 --"]) {
      expectApiError(await post(t, '/api/basket/product-qty', { basketId, item_id: nougat, qty: 1 }), 404, 'BASKET_NOT_FOUND');
      expectApiError(await post(t, '/api/basket/discount-del', { basketId }), 404, 'BASKET_NOT_FOUND');
    }
    expectApiError(await get(t, '/api/basket/get-final/nimporte-quoi'), 404, 'BASKET_NOT_FOUND');
    expectApiError(await post(t, '/api/basket/get', 'pas du json', { 'content-type': 'application/json' }), 400);
  });

  it('gives a customer their own basket and ignores any basketId they send', async () => {
    const anonymous = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    const own = basketOf(await post(t, '/api/basket/product-add', { basketId: anonymous.id, item_id: promo, qty: 1 }, bearer(alice)));
    expect(own.id).not.toBe(anonymous.id);
    expect(own.user_id).not.toBeNull();
    expect(basketOf(await post(t, '/api/basket/get', { basketId: anonymous.id }, bearer(alice))).id).toBe(own.id);
    expect(basketOf(await post(t, '/api/basket/get', { basketId: anonymous.id })).nb_products).toBe(1);
  });

  it("never lets anyone read or change another customer's basket", async () => {
    const alices = basketOf(await post(t, '/api/basket/get', {}, bearer(alice)));
    const before = await t.database.db.select().from(baskets).where(eq(baskets.id, alices.id));
    // Bob sending Alice's id works on his own basket.
    const bobs = basketOf(await post(t, '/api/basket/product-add', { basketId: alices.id, item_id: nougat, qty: 5 }, bearer(bob)));
    expect(bobs.id).not.toBe(alices.id);
    // A visitor holding Alice's id reaches nothing.
    expect((await post(t, '/api/basket/get', { basketId: alices.id })).json()).toBeNull();
    expectApiError(await post(t, '/api/basket/product-qty', { basketId: alices.id, item_id: nougat, qty: 9 }), 404, 'BASKET_NOT_FOUND');
    expectApiError(await post(t, '/api/basket/update', { basketId: alices.id, ...addresses({ city: 'Pirate' }) }), 404, 'BASKET_NOT_FOUND');
    expectApiError(await get(t, `/api/basket/get-final/${alices.id}`), 404, 'BASKET_NOT_FOUND');
    expectApiError(await get(t, `/api/basket/get-final/${alices.id}`, bearer(bob)), 404, 'BASKET_NOT_FOUND');
    // A visitor adding with Alice's id gets a new basket of their own.
    const fresh = basketOf(await post(t, '/api/basket/product-add', { basketId: alices.id, item_id: nougat, qty: 1 }));
    expect(fresh.id).not.toBe(alices.id);
    expect(await t.database.db.select().from(baskets).where(eq(baskets.id, alices.id))).toEqual(before);
    expect(basketOf(await get(t, `/api/basket/get-final/${alices.id}`, bearer(alice))).id).toBe(alices.id);
  });

  it('stores complete addresses and refuses an incomplete one with 422 and a message', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    const updated = basketOf(await post(t, '/api/basket/update', { basketId: basket.id, ...addresses() }));
    expect(updated.address_shipping_city).toBe('Saint-Didier');
    expect(updated.address_billing_email).toBe('marie@example.fr');
    const refused = await post(t, '/api/basket/update', { basketId: basket.id, address_shipping_phone: '' });
    expect(expectApiError(refused, 422, 'BASKET_UPDATE_REFUSED').message).toMatch(/^L'adresse de livraison est incomplète/);
    const english = await post(t, '/api/basket/update', { basketId: basket.id, address_billing_city: null }, { 'accept-language': 'en' });
    expect(expectApiError(english, 422).message).toMatch(/^The billing address is incomplete/);
    expect(basketOf(await post(t, '/api/basket/get', { basketId: basket.id })).address_shipping_phone).toBe('0490000000');
    expectApiError(await post(t, '/api/basket/update', { basketId: basket.id, address_shipping_city: 12 }), 400, 'VALIDATION');
  });

  it('spends loyalty points for customers only, up to what the products cost', async () => {
    expectApiError(await post(t, '/api/basket/points-add', {}), 401, 'AUTH_REQUIRED');
    expectApiError(await post(t, '/api/basket/points-del', {}), 401, 'AUTH_REQUIRED');
    const carol = await registerCustomer(t.app, 'carol.points@example.fr');
    const headers = bearer(carol.access_token);
    basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }, headers));
    expectApiError(await post(t, '/api/basket/points-add', {}, headers), 409, 'NO_POINTS');
    const { users } = await import('../db/schema.js');
    await t.database.db.update(users).set({ points: 500 }).where(eq(users.id, carol.user.id));
    // 12.50 € of products, 0.10 € a point: 125 points are spent, 375 kept.
    const spent = basketOf(await post(t, '/api/basket/points-add', {}, headers));
    expect(spent).toMatchObject({ fidelity_points: 125, amount_points: 12.5, amount_total: 0, amount_products: 12.5 });
    const back = basketOf(await post(t, '/api/basket/points-del', {}, headers));
    expect(back).toMatchObject({ fidelity_points: 0, amount_points: 0, amount_total: 12.5 });
    await t.database.db.update(users).set({ points: 37 }).where(eq(users.id, carol.user.id));
    expect(basketOf(await post(t, '/api/basket/points-add', {}, headers))).toMatchObject({ fidelity_points: 37, amount_points: 3.7, amount_total: 8.8 });
  });

  it('answers every call with the whole basket of the contract', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty: 1 }));
    expect(() => strict(basketSchema).parse(basket)).not.toThrow();
    expect(basket.baskets[0].item).toMatchObject({ id: nougat, name: 'Nougat blanc au miel', tva: 5.5 });
  });
});
