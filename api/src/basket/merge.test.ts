import { authResponseSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { baskets } from '../db/schema.js';
import { bearer, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, addresses, basketOf, makeProduct, post } from '../test/shop.js';

const PASSWORD = 'miel-de-lavande-84';

describe.each(drivers)('basket kept at login on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const add = (item_id: number, qty: number, basketId?: string, headers: Record<string, string> = {}) =>
    post(t, '/api/basket/product-add', { basketId, item_id, qty }, headers).then(basketOf);
  const login = async (email: string, basketId?: string) => {
    const response = await post(t, '/api/auth/login', { email, password: PASSWORD, basketId });
    expect(response.statusCode).toBe(200);
    return bearer(authResponseSchema.parse(response.json()).access_token);
  };
  const ownBasket = (headers: Record<string, string>) => post(t, '/api/basket/get', {}, headers).then(basketOf);
  const quantities = (basket: { baskets: { quantity: number; item: { id: number } }[] }) =>
    Object.fromEntries(basket.baskets.map((line) => [line.item.id, line.quantity]));

  it('makes the anonymous basket the customer’s when they have no open basket', async () => {
    await registerCustomer(t.app, 'adopte@example.fr');
    const nougat = await makeProduct(t, { priceCents: 900, stock: 20 });
    const visitor = await add(nougat, 3);
    const headers = await login('adopte@example.fr', visitor.id);
    const basket = await ownBasket(headers);
    expect(basket.id).toBe(visitor.id);
    expect(quantities(basket)).toEqual({ [nougat]: 3 });
    // Its id no longer opens it for a visitor.
    expect((await post(t, '/api/basket/get', { basketId: visitor.id })).json()).toBeNull();
  });

  it('merges into the customer’s open basket: quantities added, capped at stock, the anonymous basket gone', async () => {
    const { access_token } = await registerCustomer(t.app, 'fusion@example.fr');
    const shared = await makeProduct(t, { priceCents: 1200, stock: 10 });
    const scarce = await makeProduct(t, { priceCents: 800, stock: 5 });
    const onlyVisitor = await makeProduct(t, { priceCents: 500, stock: 50 });
    const onlyCustomer = await makeProduct(t, { priceCents: 700, stock: 50 });
    const mine = await add(shared, 2, undefined, bearer(access_token));
    await add(scarce, 4, undefined, bearer(access_token));
    await add(onlyCustomer, 1, undefined, bearer(access_token));
    await post(t, '/api/basket/discount-add', { code: 'NOUGAT5' }, bearer(access_token));

    const visitor = await add(shared, 3);
    await add(scarce, 3, visitor.id);
    await add(onlyVisitor, 6, visitor.id);
    await post(t, '/api/basket/discount-add', { basketId: visitor.id, code: 'LIVRAISON' });
    await post(t, '/api/basket/update', { basketId: visitor.id, ...addresses({ city: 'Pernes-les-Fontaines' }) });

    const headers = await login('fusion@example.fr', visitor.id);
    const merged = await ownBasket(headers);
    expect(merged.id).toBe(mine.id);
    // 4 + 3 of a product with 5 in stock: 5, the most that can be bought.
    expect(quantities(merged)).toEqual({ [shared]: 5, [scarce]: 5, [onlyVisitor]: 6, [onlyCustomer]: 1 });
    expect(merged.discount?.code).toBe('NOUGAT5');
    // The customer had no address yet: the one typed before logging in is kept.
    expect(merged).toMatchObject({ address_shipping_city: 'Pernes-les-Fontaines', address_billing_firstname: address.firstname });
    expect(await t.database.db.select().from(baskets).where(eq(baskets.id, visitor.id))).toEqual([]);
  });

  it('carries the visitor’s code when the customer’s basket has none', async () => {
    const { access_token } = await registerCustomer(t.app, 'code@example.fr');
    const nougat = await makeProduct(t, { priceCents: 4500, stock: 10 });
    await add(nougat, 1, undefined, bearer(access_token));
    const visitor = await add(nougat, 1);
    expect((await post(t, '/api/basket/discount-add', { basketId: visitor.id, code: 'NOUGAT5' })).statusCode).toBe(200);
    const merged = await ownBasket(await login('code@example.fr', visitor.id));
    expect(merged.discount?.code).toBe('NOUGAT5');
    expect(quantities(merged)).toEqual({ [nougat]: 2 });
  });

  it('keeps a basket at registration too', async () => {
    const nougat = await makeProduct(t, { priceCents: 900, stock: 20 });
    const visitor = await add(nougat, 2);
    const { access_token } = await registerCustomer(t.app, 'nouveau@example.fr', PASSWORD, { basketId: visitor.id });
    const basket = await ownBasket(bearer(access_token));
    expect(basket.id).toBe(visitor.id);
    expect(basket.user_id).not.toBeNull();
  });

  it('logs in whatever the basketId: unknown, malformed, ordered or someone else’s basket change nothing', async () => {
    const owner = await registerCustomer(t.app, 'proprio@example.fr');
    const nougat = await makeProduct(t, { priceCents: 900, stock: 20 });
    const theirs = await add(nougat, 4, undefined, bearer(owner.access_token));
    await registerCustomer(t.app, 'curieux@example.fr');
    for (const basketId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'pas-un-uuid', "'; drop table baskets; --"]) {
      const headers = await login('curieux@example.fr', basketId);
      expect((await post(t, '/api/basket/get', {}, headers)).json()).toBeNull();
    }
    expect(quantities(await ownBasket(bearer(owner.access_token)))).toEqual({ [nougat]: 4 });
    const tooLong = await post(t, '/api/auth/login', { email: 'curieux@example.fr', password: PASSWORD, basketId: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
  });
});
