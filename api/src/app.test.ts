import {
  apiErrorSchema,
  categoriesResponseSchema,
  CATEGORY_SLUGS,
  meaResponseSchema,
  searchRequestSchema,
  settingsSchema,
  type Category,
} from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedCatalogue } from './seed/seed.js';
import { seedProducts } from './seed/products.js';
import { drivers, openTestDatabase, type TestDatabase } from './test/databases.js';
import { strict } from './test/strict.js';

const PUBLIC_URL = 'http://api.test:4000';
const SITE = 'http://localhost:3000';

function expectApiError(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.statusCode).toBe(status);
  expect(body.message.length).toBeGreaterThan(10);
  return body;
}

describe.each(drivers)('api on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.migrate();
    await seedCatalogue(database.db);
    app = await buildApp({ db: database.db, publicUrl: PUBLIC_URL, corsOrigins: [SITE] });
    // Nothing posts JSON yet: this route lets the body parsing and the zod helper be exercised.
    app.withTypeProvider<ZodTypeProvider>().post('/api/test/search', { schema: { body: searchRequestSchema } }, async (request) => request.body);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('reports its health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves the settings in euros', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/utilities/settings' });
    expect(response.statusCode).toBe(200);
    expect(settingsSchema.parse(response.json())).toEqual({ fidelite_from: 10, franco_port: 90, point_value: 0.1, maintenance: false });
  });

  it('serves the featured products as contract items with absolute image URLs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/shop/mea' });
    expect(response.statusCode).toBe(200);
    const { meaProducts } = strict(meaResponseSchema).parse(response.json());
    expect(meaProducts).toHaveLength(seedProducts.filter((p) => p.featured).length);
    for (const item of meaProducts) {
      expect(item.medias.main).toBe(`${PUBLIC_URL}/media/products/${item.slug}.svg`);
      expect(item.category.length).toBeGreaterThan(0);
    }
    const lemon = meaProducts.find((i) => i.slug === 'nougat-citron-de-menton')!;
    expect(lemon).toMatchObject({
      name: 'Nougat au citron de Menton',
      discount: 15,
      prices: { price_base: 8.9, price_to_display: 7.57 },
      tva: 20,
      out_of_stock: false,
      category: [{ slug: 'nougats-gourmands', name: 'Nougats gourmands' }],
    });
    const plain = meaProducts.find((i) => i.slug === 'nougat-noir-croquant')!;
    expect(plain.discount).toBeNull();
    expect(plain.prices.price_to_display).toBe(plain.prices.price_base);
  });

  it('answers in English when Accept-Language prefers it', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/shop/mea', headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' } });
    const lemon = meaResponseSchema.parse(en.json()).meaProducts.find((i) => i.slug === 'nougat-citron-de-menton')!;
    expect(lemon.name).toBe('Menton lemon nougat');
    expect(lemon.category[0].name).toBe('Flavoured nougats');
    expect(en.headers['content-language']).toBe('en');
    expect(String(en.headers.vary)).toMatch(/Accept-Language/);

    const de = await app.inject({ method: 'GET', url: '/api/shop/categories', headers: { 'accept-language': 'de-DE' } });
    expect(de.headers['content-language']).toBe('fr');
  });

  it('serves the categories as a tree, names in both languages', async () => {
    const fr = categoriesResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/shop/categories' })).json());
    expect(fr.categories.map((c) => c.slug)).toEqual(['nougats', 'gourmandises', 'deguster-et-offrir', 'thes-tisanes-bio', 'barre-energetique']);
    const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children)]);
    expect(
      flat(fr.categories)
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...CATEGORY_SLUGS].sort());
    const nougats = fr.categories[0];
    expect(nougats.children.map((c) => c.slug)).toEqual(['nougats-traditionnels', 'nougats-gourmands', 'nougats-aperitifs']);
    expect(nougats.children.every((c) => c.parent_slug === 'nougats')).toBe(true);
    const offrir = fr.categories[2];
    expect(offrir).toMatchObject({ name: 'Déguster et offrir', names: { fr: 'Déguster et offrir', en: 'Taste and give' } });

    const en = categoriesResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/shop/categories', headers: { 'accept-language': 'en' } })).json());
    expect(en.categories[2].name).toBe('Taste and give');
  });

  it('serves a cacheable SVG drawing for every product', async () => {
    const { meaProducts } = meaResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/shop/mea' })).json());
    const urls = [...meaProducts.map((i) => new URL(i.medias.main).pathname), ...seedProducts.map((p) => `/media/products/${p.slug}.svg`)];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const first = await app.inject({ method: 'GET', url: urls[0] });
    const again = await app.inject({ method: 'GET', url: urls[0], headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON for an unknown image or route', async () => {
    expectApiError(await app.inject({ method: 'GET', url: '/media/products/inconnu.svg' }), 404);
    expectApiError(await app.inject({ method: 'GET', url: '/media/products/..%2Fsecret.svg' }), 404);
    const body = expectApiError(await app.inject({ method: 'GET', url: '/api/nope?x=1' }), 404);
    expect(body.message).toBe("La ressource GET /api/nope n'existe pas.");
    const en = expectApiError(await app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en' } }), 404);
    expect(en.message).toBe('There is no GET /api/nope here.');
  });

  it('refuses malformed, mistyped, oversized and invalid bodies with 4xx JSON', async () => {
    const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      app.inject({ method: 'POST', url: '/api/test/search', payload, headers });

    expect((await post('{"search":"nougat"}')).json()).toEqual({ search: 'nougat' });
    expect(expectApiError(await post('{"search":'), 400).message).toBe("Le corps de la requête n'est pas un JSON valide.");
    expectApiError(await post(''), 400);
    expectApiError(await post('search=nougat', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
    expectApiError(await post(JSON.stringify({ search: 'x'.repeat(2 * 1024 * 1024) })), 413);

    const invalid = expectApiError(await post(JSON.stringify({ search: 'x'.repeat(101) })), 400);
    expect(invalid.code).toBe('VALIDATION');
    expect(invalid.message).toMatch(/^Données invalides \(corps\) : search : /);
    const invalidEn = expectApiError(await post(JSON.stringify({ search: 42 }), { 'content-type': 'application/json', 'accept-language': 'en' }), 400);
    expect(invalidEn.message).toMatch(/^Invalid data \(body\): search : .*string/i);
  });

  it('gives CORS headers to listed origins only, with credentials', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: SITE } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/shop/mea',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);

    const refused = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nope', '/media/products/calissons-de-provence.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });
});

describe('api without its database', () => {
  it('answers 503 JSON, with CORS, until the server says its database is ready', async () => {
    // Reached but not migrated yet: without the wait, health would answer 200 and the rest 500.
    const database = await openDatabase({});
    let ready = false;
    const app = await buildApp({ db: database.db, publicUrl: PUBLIC_URL, corsOrigins: [SITE], databaseReady: () => ready });
    try {
      const calls = [
        { method: 'GET', url: '/api/health' },
        { method: 'GET', url: '/api/shop/mea' },
        { method: 'POST', url: '/api/auth/login', payload: { email: 'qui@example.fr', password: 'un-mot-de-passe' } },
      ] as const;
      for (const [lang, message] of [
        ['fr', 'La base de données est momentanément indisponible. Réessayez dans quelques instants.'],
        ['en', 'The database is temporarily unavailable. Please try again in a moment.'],
      ]) {
        for (const call of calls) {
          const response = await app.inject({ ...call, headers: { 'accept-language': lang, origin: SITE } });
          expect(expectApiError(response, 503)).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'DB_UNAVAILABLE', message });
          expect(response.headers['access-control-allow-origin']).toBe(SITE);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
      }
      await database.migrate();
      ready = true;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/api/shop/mea' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 JSON when PostgreSQL cannot be reached', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ db: database.db, publicUrl: PUBLIC_URL, corsOrigins: [] });
    try {
      for (const url of ['/api/health', '/api/shop/mea']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        const body = expectApiError(response, 503);
        expect(body.message).toBe('The database is temporarily unavailable. Please try again in a moment.');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
