import {
  categoriesResponseSchema,
  categoryPageSchema,
  meaResponseSchema,
  productSchema,
  searchResponseSchema,
  type CategoryPage,
  type SearchResponse,
} from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { categories, productCategories, products } from '../db/schema.js';
import { bearer, LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { basketOf, post, readyBasket } from '../test/shop.js';
import { strict } from '../test/strict.js';

const TTL_MS = 1_000;
const PUBLIC_CALLS = [
  '/api/shop/category/nougats',
  '/api/shop/category/deguster-et-offrir',
  '/api/shop/product/nougat-noir-croquant',
  '/api/shop/getSimilarProducts/nougat-noir-croquant',
  '/api/shop/mea',
  '/api/shop/categories',
];

describe.each(drivers)('shared catalogue answers on %s', (driver) => {
  let t: TestApp;
  /** Another api process on the same database, with its own cache (see scale-out.test.ts). */
  let replica: FastifyInstance;
  /** The same api with the cache off: what every answer must equal. */
  let uncached: FastifyInstance;
  /** Both cached apps read this clock: time moves only when a test says so. */
  let clock = 1_000_000;
  const now = () => clock;

  const appOn = (ttlMs: number) =>
    buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: LOOSE_RATE_LIMITS,
      publicAnswers: { ttlMs, now },
    });

  beforeAll(async () => {
    t = await openTestApp(driver, { publicAnswers: { ttlMs: TTL_MS, now } });
    replica = await appOn(TTL_MS);
    uncached = await appOn(0);
  });
  afterAll(async () => {
    await replica.close();
    await uncached.close();
    await t.close();
  });

  /** Past the TTL: whatever was cached is gone, every test starts from the database. */
  beforeEach(() => {
    clock += TTL_MS * 10;
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const page = async (app: FastifyInstance, slug = 'nougats', headers: Record<string, string> = {}): Promise<CategoryPage> => {
    const response = await get(app, `/api/shop/category/${slug}`, headers);
    expect(response.statusCode).toBe(200);
    return strict(categoryPageSchema).parse(response.json());
  };
  const setStock = (id: number, stock: number) => t.database.db.update(products).set({ stock }).where(eq(products.id, id));
  const renameProduct = (id: number, nameFr: string) => t.database.db.update(products).set({ nameFr }).where(eq(products.id, id));

  /** A product of the nougats range, in stock, its stock set to `stock` behind the api's back. */
  async function productOfNougats(stock: number) {
    const item = (await page(uncached)).products.find((p) => !p.out_of_stock)!;
    await setStock(item.id, stock);
    clock += TTL_MS * 10;
    return item;
  }

  it('answers from the cache exactly what the database path answers, in both languages', async () => {
    for (const url of PUBLIC_CALLS) {
      for (const lang of ['fr', 'en']) {
        const headers = { 'accept-language': lang };
        const reference = await get(uncached, url, headers);
        expect(reference.statusCode).toBe(200);
        const filled = await get(t.app, url, headers);
        const cached = await get(t.app, url, headers);
        for (const response of [filled, cached]) {
          expect({ url, lang, body: response.body }).toEqual({ url, lang, body: reference.body });
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.headers['content-language']).toBe(lang);
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers.vary).toContain('Accept-Language');
        }
        expect(cached.headers.etag).toBe(reference.headers.etag);
      }
    }
  });

  it('is a cache: a change made behind the api shows only after the TTL, never later', async () => {
    const item = await productOfNougats(30);
    const before = (await page(t.app)).products.find((p) => p.id === item.id)!;
    await renameProduct(item.id, 'Nougat renommé par une autre instance');
    try {
      clock += TTL_MS - 1;
      expect((await page(t.app)).products.find((p) => p.id === item.id)!.name).toBe(before.name);
      expect((await page(uncached)).products.find((p) => p.id === item.id)!.name).toBe('Nougat renommé par une autre instance');
      clock += 1;
      expect((await page(t.app)).products.find((p) => p.id === item.id)!.name).toBe('Nougat renommé par une autre instance');
    } finally {
      await renameProduct(item.id, before.name);
    }
  });

  it('is off with CATALOGUE_CACHE_TTL_MS=0: every call reads the database, a change made behind the api shows at once', async () => {
    // Both apps as server.ts makes them from the environment; the clock stands still.
    const off = await appOn(loadConfig({ CATALOGUE_CACHE_TTL_MS: '0' }).catalogueCacheTtlMs);
    const byDefault = await appOn(loadConfig({}).catalogueCacheTtlMs);
    try {
      const item = await productOfNougats(30);
      const name = async (app: FastifyInstance) => ({
        category: (await page(app)).products.find((p) => p.id === item.id)!.name,
        product: productSchema.parse((await get(app, `/api/shop/product/${item.slug}`)).json()).name,
        search: (await app.inject({ method: 'POST', url: '/api/shop/search', payload: { search: item.name } }))
          .json<SearchResponse>()
          .products.find((p) => p.id === item.id)?.name,
      });
      const before = { category: item.name, product: item.name, search: item.name };
      expect(await name(off)).toEqual(before);
      expect(await name(byDefault)).toEqual(before);
      await renameProduct(item.id, `${item.name} (renommé ailleurs)`);
      try {
        const renamed = `${item.name} (renommé ailleurs)`;
        expect(await name(off)).toEqual({ category: renamed, product: renamed, search: renamed });
        expect(await name(byDefault)).toEqual(before);
      } finally {
        await renameProduct(item.id, item.name);
      }
    } finally {
      await off.close();
      await byDefault.close();
    }
  });

  it('shows a purchase at once on the process that took the stock, and within the TTL on the others', async () => {
    const item = await productOfNougats(2);
    const url = `/api/shop/product/${item.slug}`;
    for (const app of [t.app, replica]) {
      expect((await page(app)).products.find((p) => p.id === item.id)!.out_of_stock).toBe(false);
      expect(productSchema.parse((await get(app, url)).json()).stock).toBe(2);
    }

    // The last two, bought by a visitor through the checkout and paid by card; the clock stands still.
    const basket = await readyBasket(t, [{ id: item.id, qty: 2 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const paid = await post(t, '/api/payment/card', { basketId: basket.id, card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(paid.statusCode).toBe(200);

    expect((await page(t.app)).products.find((p) => p.id === item.id)!.out_of_stock).toBe(true);
    expect(productSchema.parse((await get(t.app, url)).json())).toMatchObject({ stock: 0, out_of_stock: true });
    // The other process learns it from the database once its answers run out.
    expect((await page(replica)).products.find((p) => p.id === item.id)!.out_of_stock).toBe(false);
    clock += TTL_MS;
    expect((await page(replica)).products.find((p) => p.id === item.id)!.out_of_stock).toBe(true);
    expect(productSchema.parse((await get(replica, url)).json()).stock).toBe(0);
  });

  it('never mixes the languages', async () => {
    const fr = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const en = { 'accept-language': 'en-GB,en;q=0.9' };
    for (let round = 0; round < 2; round++) {
      expect((await page(t.app, 'deguster-et-offrir', fr)).category.name).toBe('Déguster et offrir');
      expect((await page(t.app, 'deguster-et-offrir', en)).category.name).toBe('Taste and give');
      expect((await page(t.app, 'deguster-et-offrir')).category.name).toBe('Déguster et offrir');
    }
    const menu = async (headers: Record<string, string>) => categoriesResponseSchema.parse((await get(t.app, '/api/shop/categories', headers)).json());
    expect((await menu(en)).categories.map((c) => c.name)).toContain('Taste and give');
    expect((await menu(fr)).categories.map((c) => c.name)).toContain('Déguster et offrir');
    const etags = await Promise.all([fr, en].map(async (h) => (await get(t.app, '/api/shop/product/nougat-noir-croquant', h)).headers.etag));
    expect(etags[0]).not.toBe(etags[1]);
  });

  it("never gives a customer's favourites to anyone else, nor a shared answer to a customer", async () => {
    const alice = (await registerCustomer(t.app, `alice-cache-${driver}@example.fr`)).access_token;
    const bob = (await registerCustomer(t.app, `bob-cache-${driver}@example.fr`)).access_token;
    const favourite = (await page(uncached)).products[0];
    expect((await post(t, '/api/user/favourites/add', { item_id: favourite.id }, bearer(alice))).statusCode).toBe(200);

    // Alice first: were her answers kept, the visitor and Bob would get her flags.
    const hers = await get(t.app, '/api/shop/category/nougats', bearer(alice));
    expect(hers.headers['cache-control']).toBe('no-store');
    expect(hers.headers.etag).toBeUndefined();
    expect(
      categoryPageSchema
        .parse(hers.json())
        .products.filter((p) => p.is_favourite)
        .map((p) => p.id),
    ).toEqual([favourite.id]);
    expect(productSchema.parse((await get(t.app, `/api/shop/product/${favourite.slug}`, bearer(alice))).json()).is_favourite).toBe(true);
    const herMea = meaResponseSchema.parse((await get(t.app, '/api/shop/mea', bearer(alice))).json());
    expect(herMea.meaProducts.every((p) => typeof p.is_favourite === 'boolean')).toBe(true);

    const visitor = await page(t.app);
    expect(visitor.products.some((p) => 'is_favourite' in p)).toBe(false);
    expect(productSchema.parse((await get(t.app, `/api/shop/product/${favourite.slug}`)).json()).is_favourite).toBe(false);

    // Bob after the visitor: the shared answer, now cached, is not his either.
    const his = categoryPageSchema.parse((await get(t.app, '/api/shop/category/nougats', bearer(bob))).json());
    expect(his.products.every((p) => p.is_favourite === false)).toBe(true);
    expect(productSchema.parse((await get(t.app, `/api/shop/product/${favourite.slug}`, bearer(bob))).json()).is_favourite).toBe(false);
    // And Alice, after both, still gets her own.
    expect(
      categoryPageSchema.parse((await get(t.app, '/api/shop/category/nougats', bearer(alice))).json()).products.find((p) => p.id === favourite.id)!
        .is_favourite,
    ).toBe(true);
  });

  it('answers 304 to the entity tag the client holds, until the answer changes', async () => {
    const item = await productOfNougats(1);
    const url = '/api/shop/category/nougats';
    const first = await get(t.app, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const held of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const revalidated = await get(t.app, url, { 'if-none-match': held });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(t.app, url, { 'if-none-match': '"autre"' })).statusCode).toBe(200);
    expect((await get(t.app, '/api/shop/category/gourmandises', { 'if-none-match': etag })).statusCode).toBe(200);
    // A customer's own answer is never a 304 to the visitors' tag.
    const customer = (await registerCustomer(t.app, `etag-${driver}@example.fr`)).access_token;
    expect((await get(t.app, url, { 'if-none-match': etag, ...bearer(customer) })).statusCode).toBe(200);

    const basket = await readyBasket(t, [{ id: item.id, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }));
    const after = await get(t.app, url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(categoryPageSchema.parse(after.json()).products.find((p) => p.id === item.id)!.out_of_stock).toBe(true);
  });

  const searchOn = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/shop/search', payload, headers });
  const searched = async (app: FastifyInstance, payload: object, headers: Record<string, string> = {}): Promise<SearchResponse> => {
    const response = await searchOn(app, payload, headers);
    expect(response.statusCode).toBe(200);
    return strict(searchResponseSchema).parse(response.json());
  };
  const SEARCHES = [{ search: 'nougat' }, { search: 'Gâteau', sort: 'name' }, { search: '' }, { search: '', sort: 'price_desc' }, { search: '&|!' }];

  it("answers a visitor's search from the cache exactly as the database path does, as no-store", async () => {
    for (const payload of SEARCHES) {
      for (const lang of ['fr', 'en']) {
        const headers = { 'accept-language': lang };
        const reference = await searchOn(uncached, payload, headers);
        expect(reference.statusCode).toBe(200);
        for (const response of [await searchOn(t.app, payload, headers), await searchOn(t.app, payload, headers)]) {
          expect({ payload, lang, body: response.body }).toEqual({ payload, lang, body: reference.body });
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.headers['content-language']).toBe(lang);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers.etag).toBeUndefined();
        }
      }
    }
    // Each search, sort and language has its own answer.
    const fr = await searched(t.app, { search: 'nougat noir' }, { 'accept-language': 'fr' });
    expect((await searched(t.app, { search: 'nougat noir' }, { 'accept-language': 'en' })).products[0].name).not.toBe(fr.products[0].name);
    const byPrice = await searched(t.app, { search: 'nougat noir', sort: 'price_asc' });
    expect(byPrice.products.map((p) => p.id)).not.toEqual(fr.products.map((p) => p.id));
    expect((await searched(t.app, { search: 'nougat blanc' })).products[0].name).toMatch(/blanc/i);
  });

  it('serves a search from the cache: a rename made behind the api shows only after the TTL', async () => {
    const item = await productOfNougats(30);
    const find = async (app: FastifyInstance) => (await searched(app, { search: 'zéphyrine' })).products.map((p) => p.id);
    expect(await find(t.app)).toEqual([]);
    await renameProduct(item.id, 'Nougat Zéphyrine');
    try {
      expect(await find(uncached)).toEqual([item.id]);
      clock += TTL_MS - 1;
      expect(await find(t.app)).toEqual([]);
      clock += 1;
      expect(await find(t.app)).toEqual([item.id]);
    } finally {
      await renameProduct(item.id, item.name);
    }
  });

  it('shows a purchase in the searches at once on the process that took the stock', async () => {
    const item = await productOfNougats(1);
    const search = { search: item.name };
    const inSearch = async () => (await searched(t.app, search)).products.find((p) => p.id === item.id)!;
    expect((await inSearch()).out_of_stock).toBe(false);
    const basket = await readyBasket(t, [{ id: item.id, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }));
    expect((await inSearch()).out_of_stock).toBe(true);
  });

  it("never gives a customer's favourites in a search to anyone else, nor a shared search to a customer", async () => {
    const carol = (await registerCustomer(t.app, `carol-search-${driver}@example.fr`)).access_token;
    const dave = (await registerCustomer(t.app, `dave-search-${driver}@example.fr`)).access_token;
    const search = { search: 'nougat' };
    const favourite = (await searched(uncached, search)).products[1];
    expect((await post(t, '/api/user/favourites/add', { item_id: favourite.id }, bearer(carol))).statusCode).toBe(200);

    const hers = await searched(t.app, search, bearer(carol));
    expect(hers.products.filter((p) => p.is_favourite).map((p) => p.id)).toEqual([favourite.id]);
    const visitor = await searched(t.app, search);
    expect(visitor.products.some((p) => 'is_favourite' in p)).toBe(false);
    expect((await searched(t.app, search, bearer(dave))).products.every((p) => p.is_favourite === false)).toBe(true);
    expect((await searched(t.app, search, bearer(carol))).products.find((p) => p.id === favourite.id)!.is_favourite).toBe(true);
    // Her favourite added a moment ago shows at once: her searches are never kept.
    const other = visitor.products[2];
    expect((await post(t, '/api/user/favourites/add', { item_id: other.id }, bearer(carol))).statusCode).toBe(200);
    expect(
      (await searched(t.app, search, bearer(carol))).products
        .filter((p) => p.is_favourite)
        .map((p) => p.id)
        .sort(),
    ).toEqual([favourite.id, other.id].sort());
  });

  it('keeps no 404: a category created behind the api is found at once', async () => {
    const slug = `nouveautes-${driver}`;
    expect((await get(t.app, `/api/shop/category/${slug}`)).statusCode).toBe(404);
    const [row] = await t.database.db.insert(categories).values({ slug, nameFr: 'Nouveautés', nameEn: 'New' }).returning();
    const [{ id: productId }] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await t.database.db.insert(productCategories).values({ productId, categoryId: row.id });
    try {
      expect((await page(t.app, slug)).products.map((p) => p.id)).toEqual([productId]);
    } finally {
      await t.database.db.delete(categories).where(eq(categories.id, row.id));
    }
  });
});
