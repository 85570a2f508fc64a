import {
  categoryPageSchema,
  favouritesResponseSchema,
  meaResponseSchema,
  productSchema,
  searchResponseSchema,
  similarResponseSchema,
} from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { strict } from '../test/strict.js';

describe.each(drivers)('favourites on %s', (driver) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let nougatId: number;
  let calissonsId: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    alice = (await registerCustomer(t.app, 'alice@example.fr')).access_token;
    bob = (await registerCustomer(t.app, 'bob@example.fr')).access_token;
    const idOf = async (slug: string) => (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0].id;
    nougatId = await idOf('nougat-noir-croquant');
    calissonsId = await idOf('calissons-de-provence');
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/user/favourites', headers });
  const change = (action: 'add' | 'del', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/user/favourites/${action}`, payload: payload as object, headers });
  const slugsOf = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    const { products: items } = strict(favouritesResponseSchema).parse(response.json());
    expect(items.every((i) => i.is_favourite === true)).toBe(true);
    return items.map((i) => i.slug);
  };

  it('refuses anonymous shoppers with 401 and a clear message', async () => {
    expect(expectApiError(await list(), 401, 'AUTH_REQUIRED').message).toBe('Connectez-vous pour accéder à cette page.');
    expectApiError(await change('add', { item_id: nougatId }), 401, 'AUTH_REQUIRED');
    expectApiError(await change('del', { item_id: nougatId }), 401, 'AUTH_REQUIRED');
    expectApiError(await change('add', { item_id: 999999 }), 401, 'AUTH_REQUIRED');
    expectApiError(await list(bearer('A'.repeat(43))), 401, 'SESSION_EXPIRED');
  });

  it('adds idempotently and lists the latest first', async () => {
    expect(slugsOf(await list(bearer(alice)))).toEqual([]);
    expect(slugsOf(await change('add', { item_id: nougatId }, bearer(alice)))).toEqual(['nougat-noir-croquant']);
    expect(slugsOf(await change('add', { item_id: nougatId }, bearer(alice)))).toEqual(['nougat-noir-croquant']);
    expect(slugsOf(await change('add', { item_id: calissonsId }, bearer(alice)))).toEqual(['calissons-de-provence', 'nougat-noir-croquant']);
    expect(slugsOf(await list(bearer(alice)))).toEqual(['calissons-de-provence', 'nougat-noir-croquant']);
  });

  it("never shows one customer's favourites to another", async () => {
    expect(slugsOf(await list(bearer(bob)))).toEqual([]);
    expect(slugsOf(await change('del', { item_id: nougatId }, bearer(bob)))).toEqual([]);
    expect(slugsOf(await list(bearer(alice)))).toContain('nougat-noir-croquant');
    const forBob = productSchema.parse((await t.app.inject({ method: 'GET', url: '/api/shop/product/nougat-noir-croquant', headers: bearer(bob) })).json());
    expect(forBob.is_favourite).toBe(false);
  });

  it('flags favourites on the product page and in every list for their owner only', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const product = (headers: Record<string, string>) => get('/api/shop/product/nougat-noir-croquant', headers).then((r) => productSchema.parse(r.json()));
    expect((await product(bearer(alice))).is_favourite).toBe(true);
    expect((await product({})).is_favourite).toBe(false);

    const page = categoryPageSchema.parse((await get('/api/shop/category/nougats', bearer(alice))).json());
    expect(page.products.find((p) => p.id === nougatId)?.is_favourite).toBe(true);
    expect(page.products.filter((p) => p.is_favourite).map((p) => p.id)).toEqual([nougatId]);

    const search = await t.app.inject({ method: 'POST', url: '/api/shop/search', payload: { search: 'calissons' }, headers: bearer(alice) });
    expect(searchResponseSchema.parse(search.json()).products.find((p) => p.id === calissonsId)?.is_favourite).toBe(true);

    const similar = similarResponseSchema.parse((await get('/api/shop/getSimilarProducts/nougat-noir-tendre', bearer(alice))).json());
    expect(similar.products.find((p) => p.id === nougatId)?.is_favourite).toBe(true);

    const mea = meaResponseSchema.parse((await get('/api/shop/mea', bearer(bob))).json());
    expect(mea.meaProducts.every((p) => p.is_favourite === false)).toBe(true);
    const anonymous = categoryPageSchema.parse((await get('/api/shop/category/nougats')).json());
    expect(anonymous.products.every((p) => p.is_favourite === undefined)).toBe(true);
  });

  it('removes idempotently', async () => {
    expect(slugsOf(await change('del', { item_id: calissonsId }, bearer(alice)))).toEqual(['nougat-noir-croquant']);
    expect(slugsOf(await change('del', { item_id: calissonsId }, bearer(alice)))).toEqual(['nougat-noir-croquant']);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const unknown = expectApiError(await change('add', { item_id: 999999 }, bearer(alice)), 404, 'PRODUCT_NOT_FOUND');
    expect(unknown.message).toMatch(/999999/);
    expectApiError(await change('del', { item_id: 999999 }, bearer(alice)), 404, 'PRODUCT_NOT_FOUND');
    for (const payload of [{}, { item_id: 'nougat' }, { item_id: -3 }, { item_id: 1.5 }, { item_id: 2 ** 40 }]) {
      expectApiError(await change('add', payload, bearer(alice)), 400, 'VALIDATION');
    }
  });
});
