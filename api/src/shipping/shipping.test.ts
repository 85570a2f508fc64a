import { shippingMethodsResponseSchema, type RelayPoint, type ShippingMethodsResponse } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { baskets } from '../db/schema.js';
import { expectApiError, openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { addresses, basketOf, makeProduct, post } from '../test/shop.js';
import { strict } from '../test/strict.js';

describe.each(drivers)('shipping on %s', (driver) => {
  let t: TestApp;
  let light: number;
  let heavy: number;
  let dear: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    light = await makeProduct(t, { priceCents: 1000, stock: 100, weightG: 200 });
    heavy = await makeProduct(t, { priceCents: 100, stock: 100, weightG: 1500 });
    dear = await makeProduct(t, { priceCents: 4500, stock: 100, weightG: 100 });
  });
  afterAll(() => t.close());

  async function methods(payload: object, headers: Record<string, string> = {}): Promise<ShippingMethodsResponse> {
    const response = await post(t, '/api/utilities/getShippingMethodsWithRelais/', payload, headers);
    expect(response.statusCode).toBe(200);
    return strict(shippingMethodsResponseSchema).parse(response.json());
  }
  const prices = (answer: ShippingMethodsResponse) => Object.fromEntries(answer.methods.map((m) => [m.kind, m.price]));

  it('lists home, relay and shop for Saint-Didier, relay points of the Vaucluse first', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 1 }));
    const answer = await methods({ basketId: basket.id, zipcode: '84210' });
    expect(answer.methods.map((m) => [m.id, m.kind])).toEqual([
      [1, 'home'],
      [2, 'relay'],
      [3, 'shop'],
    ]);
    expect(prices(answer)).toEqual({ home: 4.95, relay: 3.9, shop: 0 });
    const relay = answer.methods.find((m) => m.kind === 'relay')!;
    expect(relay.relais.length).toBe(10);
    expect(relay.relais.slice(0, 5).every((p) => p.zipcode.startsWith('84'))).toBe(true);
    expect(answer.methods.find((m) => m.kind === 'home')!.relais).toEqual([]);
    const english = await methods({ basketId: basket.id, zipcode: '84210' }, { 'accept-language': 'en' });
    expect(english.methods[2].name).toBe('Pick-up at the Saint-Didier shop');
  });

  it('prices by weight band and zone', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: heavy, qty: 2 }));
    // 3 kg: the 5 kg band.
    expect(prices(await methods({ basketId: basket.id, zipcode: '84210' }))).toEqual({ home: 14.5, relay: 8.9, shop: 0 });
    expect(prices(await methods({ basketId: basket.id, zipcode: '20000', country: 'FR' }))).toEqual({ home: 19.9, shop: 0 });
    expect(prices(await methods({ basketId: basket.id, zipcode: '97400', country: 'FR' }))).toEqual({ home: 45, shop: 0 });
    expect(prices(await methods({ basketId: basket.id, zipcode: '10115', country: 'DE' }))).toEqual({ home: 24.9, shop: 0 });
    expect(prices(await methods({ basketId: basket.id, zipcode: '10001', country: 'US' }))).toEqual({ shop: 0 });
    // 28.5 kg is beyond the relay's 20 kg; 31.5 kg beyond the home delivery's 30 kg.
    basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: heavy, qty: 19 }));
    expect(prices(await methods({ basketId: basket.id, zipcode: '84210' }))).toEqual({ home: 32, shop: 0 });
    basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: heavy, qty: 21 }));
    expect(prices(await methods({ basketId: basket.id, zipcode: '84210' }))).toEqual({ shop: 0 });
  });

  it('is free for home and relay from exactly 90 € in metropolitan France, not in Corsica', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: dear, qty: 2 }));
    expect(basket).toMatchObject({ amount_products: 90, amount_shipping_offered: true });
    expect(prices(await methods({ basketId: basket.id, zipcode: '84210' }))).toEqual({ home: 0, relay: 0, shop: 0 });
    expect(prices(await methods({ basketId: basket.id, zipcode: '20000' }))).toEqual({ home: 9.9, shop: 0 });
    const below = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 1 }));
    expect(prices(await methods({ basketId: below.id, zipcode: '84210' }))).toEqual({ home: 4.95, relay: 3.9, shop: 0 });
  });

  it('copies the chosen relay point onto the basket and adds the shipping to the total', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 2 }));
    const relay = (await methods({ basketId: basket.id, zipcode: '84210' })).methods.find((m) => m.kind === 'relay')!;
    const chosen = basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2, relay_id: relay.relais[0].id }));
    expect(chosen.shipping_method).toMatchObject({ id: 2, kind: 'relay', price: 3.9, relay: { id: relay.relais[0].id, city: 'Saint-Didier' } });
    expect(chosen.shipping_method?.relay?.opening_hours).toEqual(relay.relais[0].opening_hours);
    expect(chosen).toMatchObject({ amount_products: 20, amount_shipping: 3.9, amount_total: 23.9 });
    const shop = basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 3 }));
    expect(shop.shipping_method).toMatchObject({ kind: 'shop', price: 0, relay: null });
    expect(shop.amount_total).toBe(20);
  });

  it('refuses an unknown method or relay, a relay without point, and a method that does not serve the address', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 1 }));
    expectApiError(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 99 }), 404, 'SHIPPING_METHOD_NOT_FOUND');
    expectApiError(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2 }), 400, 'RELAY_REQUIRED');
    expectApiError(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2, relay_id: 'X' }), 404, 'RELAY_NOT_FOUND');
    expectApiError(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: -1 }), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 1e12 }), 400, 'VALIDATION');
    basketOf(await post(t, '/api/basket/update', { basketId: basket.id, ...addresses({ zipcode: '20000', city: 'Ajaccio' }) }));
    expectApiError(
      await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2, relay_id: 'NSD-R84001' }),
      409,
      'SHIPPING_UNAVAILABLE',
    );
    const home = basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 1 }));
    expect(home.amount_shipping).toBe(9.9);
  });

  it('answers opening hours as days and slots, even for a point copied when they were French sentences', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 1 }));
    const chosen = basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2, relay_id: 'NSD-R84001' }));
    expect(chosen.shipping_method?.relay?.opening_hours[0]).toEqual({
      day: 1,
      slots: [
        { from: '08:30', to: '12:30' },
        { from: '14:30', to: '19:00' },
      ],
    });
    const legacy = { ...chosen.shipping_method!.relay!, opening_hours: ['mardi-samedi 9h-12h, 15h-19h'] } as unknown as RelayPoint;
    await t.database.db.update(baskets).set({ relayPoint: legacy }).where(eq(baskets.id, basket.id));
    const read = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }));
    expect(read.shipping_method?.relay?.opening_hours.map((d) => d.day)).toEqual([2, 3, 4, 5, 6]);
    expect(read.shipping_method?.relay?.opening_hours[0].slots).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '15:00', to: '19:00' },
    ]);
  });

  it('drops a relay choice when the address moves out of its reach', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: light, qty: 1 }));
    basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 2, relay_id: 'NSD-R84001' }));
    const moved = basketOf(await post(t, '/api/basket/update', { basketId: basket.id, ...addresses({ zipcode: '20000', city: 'Ajaccio' }) }));
    expect(moved.shipping_method).toBeNull();
  });

  it('answers without a basket, and refuses bad input with 400', async () => {
    expect(prices(await methods({ zipcode: '75011' }))).toEqual({ home: 4.95, relay: 3.9, shop: 0 });
    expect((await methods({})).methods.find((m) => m.kind === 'relay')!.relais).toEqual([]);
    expectApiError(await post(t, '/api/utilities/getShippingMethodsWithRelais/', { zipcode: 84210 }), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/utilities/getShippingMethodsWithRelais/', { zipcode: '1'.repeat(20) }), 400, 'VALIDATION');
  });
});
