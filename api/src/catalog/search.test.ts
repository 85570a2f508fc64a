import { SEARCH_MAX_LENGTH, searchResponseSchema, type SearchResponse } from '@nougaterie/contracts';
import { seedProducts } from '../seed/products.js';
import { expectApiError, openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { strict } from '../test/strict.js';

describe.each(drivers)('POST /api/shop/search on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const search = (payload: unknown, lang = 'fr') =>
    t.app.inject({ method: 'POST', url: '/api/shop/search', payload: payload as object, headers: { 'accept-language': lang } });
  const found = async (payload: unknown, lang = 'fr'): Promise<SearchResponse> => {
    const response = await search(payload, lang);
    expect(response.statusCode).toBe(200);
    const body = strict(searchResponseSchema).parse(response.json());
    expect(body.total).toBe(body.products.length);
    return body;
  };
  const slugs = async (payload: unknown, lang = 'fr') => (await found(payload, lang)).products.map((p) => p.slug);

  it('finds the Gâteau without its accent, and with it', async () => {
    for (const text of ['gateau', 'GÂTEAU', 'Gâteau au miel']) {
      expect((await slugs({ search: text }))[0]).toMatch(/^gateau-/);
    }
  });

  it('ranks the nougat noir products first whatever the case', async () => {
    const result = await slugs({ search: 'NOUGAT NOIR' });
    const noirs = seedProducts.filter((p) => /^nougat noir/i.test(p.name.fr)).map((p) => p.slug);
    expect(noirs.length).toBeGreaterThanOrEqual(2);
    expect(result.slice(0, noirs.length).sort()).toEqual([...noirs].sort());
    const names = (await found({ search: 'NOUGAT NOIR' })).products.map((p) => p.name);
    expect(names.filter((name) => /nougat blanc/i.test(name))).toEqual([]);
  });

  it('matches word prefixes', async () => {
    const result = await slugs({ search: 'noug' });
    expect(result.length).toBeGreaterThanOrEqual(10);
    expect(result).toContain('nougat-noir-croquant');
    expect(result).toContain('cake-au-nougat');
  });

  it('searches in the requested language', async () => {
    const en = await found({ search: 'black nougat' }, 'en');
    expect(en.products[0].name).toMatch(/black nougat/i);
    expect(await slugs({ search: 'honey' }, 'en')).not.toEqual([]);
    expect(await slugs({ search: 'honey' }, 'fr')).toEqual([]);
  });

  it('ranks what is named so first, in either language (an English "nougat" is a nougat, not a tea)', async () => {
    for (const lang of ['fr', 'en']) {
      const [first, second, third] = (await found({ search: 'nougat' }, lang)).products;
      expect([first.name, second.name, third.name].join(' | ')).toMatch(/^[^|]*nougat[^|]*\|[^|]*nougat[^|]*\|[^|]*nougat/i);
    }
  });

  it('forgives a typo', async () => {
    expect(await slugs({ search: 'nougat noire' })).toContain('nougat-noir-croquant');
    expect(await slugs({ search: 'calisons' })).toContain('calissons-de-provence');
    // Letters swapped or missing, as typed on a phone (issue 20).
    expect(await slugs({ search: 'nougta' })).toContain('nougat-noir-croquant');
    expect(await slugs({ search: 'cofret cadeau' })).toEqual(await slugs({ search: 'coffret cadeau' }));
    // Too far from any word of the catalogue: nothing, rather than anything.
    expect(await slugs({ search: 'zzyzx' })).toEqual([]);
  });

  it('finds the products of a range by its name', async () => {
    const result = await slugs({ search: 'coffret cadeau' });
    expect(result.length).toBeGreaterThan(0);
    const gourmandises = await found({ search: 'Gourmandises' });
    expect(gourmandises.products.every((p) => p.category.length > 0)).toBe(true);
    expect(gourmandises.total).toBeGreaterThanOrEqual(10);
  });

  it('lists every product for an empty search, in catalogue order', async () => {
    const all = await found({ search: '   ' });
    expect(all.total).toBe(seedProducts.length);
    const ids = all.products.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts by price or by name on request', async () => {
    const asc = (await found({ search: '', sort: 'price_asc' })).products.map((p) => p.prices.price_to_display);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await found({ search: 'nougat', sort: 'price_desc' })).products.map((p) => p.prices.price_to_display);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await found({ search: 'miel', sort: 'name' })).products.map((p) => p.name);
    // unaccent() also turns typographic apostrophes into straight ones.
    const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'").toLowerCase();
    expect(names.map(plain)).toEqual(names.map(plain).sort());
  });

  it('never fails on special characters or SQL', async () => {
    for (const text of ["'; DROP TABLE products; --", '&|!:*()', "l'orange", '"nougat"', '\\', '%_', 'ŉ ½ ©', 'noir:* & !blanc']) {
      await found({ search: text });
    }
    expect(await slugs({ search: '&|!:*()' })).toEqual([]);
    expect((await found({ search: '' })).total).toBe(seedProducts.length);
  });

  it(`refuses more than ${SEARCH_MAX_LENGTH} characters, a missing search or a bad sort with 400`, async () => {
    await found({ search: 'n'.repeat(SEARCH_MAX_LENGTH) });
    const long = expectApiError(await search({ search: 'n'.repeat(SEARCH_MAX_LENGTH + 1) }), 400, 'VALIDATION');
    expect(long.message).toMatch(/search/);
    expectApiError(await search({}), 400, 'VALIDATION');
    expectApiError(await search({ search: 42 }), 400, 'VALIDATION');
    expectApiError(await search({ search: 'miel', sort: 'random' }), 400, 'VALIDATION');
    const en = expectApiError(await search({ search: 'x'.repeat(101) }, 'en'), 400);
    expect(en.message).toMatch(/^Invalid data \(body\)/);
  });
});
