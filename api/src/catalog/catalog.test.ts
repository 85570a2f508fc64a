import { CATEGORY_SLUGS, categoryPageSchema, productSchema, similarResponseSchema, type CategoryPage, type Item } from '@nougaterie/contracts';
import { seedCategories } from '../seed/categories.js';
import { seedFoodInfo } from '../seed/food-info.js';
import { seedProducts } from '../seed/products.js';
import { expectApiError, openTestApp, PUBLIC_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { strict, strictProduct } from '../test/strict.js';

/** A path too long for the router gets 414 from Fastify itself: still a 4xx JSON, never a 500. */
function expectClientError(response: Parameters<typeof expectApiError>[0]) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expectApiError(response, response.statusCode);
}

const childrenOf = (slug: string) => seedCategories.filter((c) => c.parent === slug).map((c) => c.slug);
const seededIn = (slugs: string[]) => seedProducts.filter((p) => p.categories.some((c) => slugs.includes(c))).map((p) => p.slug);

describe.each(drivers)('catalogue calls on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'fr') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  describe('GET /api/shop/category/{slug}', () => {
    const page = async (slug: string, lang = 'fr'): Promise<CategoryPage> => {
      const response = await get(`/api/shop/category/${slug}`, lang);
      expect(response.statusCode).toBe(200);
      return strict(categoryPageSchema).parse(response.json());
    };

    it.each(CATEGORY_SLUGS)('answers %s with its own products and those of its sub-categories', async (slug) => {
      const { category, products } = await page(slug);
      const children = childrenOf(slug);
      expect(category.slug).toBe(slug);
      expect(category.children.map((c) => c.slug).sort()).toEqual([...children].sort());
      expect(category.parent_slug).toBe(seedCategories.find((c) => c.slug === slug)!.parent ?? null);
      expect(products.map((p) => p.slug).sort()).toEqual(seededIn([slug, ...children]).sort());
      expect(products.length).toBeGreaterThan(0);
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    });

    it('names the category and its products in English on request', async () => {
      const { category, products } = await page('deguster-et-offrir', 'en');
      expect(category).toMatchObject({ name: 'Taste and give', names: { fr: 'Déguster et offrir', en: 'Taste and give' } });
      expect(category.children.map((c) => c.name)).toContain('Honeys');
      expect(products.find((p) => p.slug === 'coffret-trio-de-miels')?.name).toMatch(/honey/i);
    });

    it('keeps only the foods free of the allergens asked, traces included (issue #23 filters)', async () => {
      const freeOf = (ids: string[]) =>
        seedFoodInfo.filter((info) => ids.every((id) => !info.allergens!.includes(id) && !info.traces!.includes(id))).map((info) => info.slug);
      // A nougat maker's kitchen: nothing but honey is free of nuts, traces included.
      for (const [range, without] of [
        ['gourmandises', ['gluten']],
        ['gourmandises', ['milk']],
        ['deguster-et-offrir', ['nuts']],
        ['nougats', ['gluten', 'milk']],
      ] as const) {
        const all = (await page(range)).products.map((p) => p.slug);
        const { products } = await page(`${range}?without=${without.join(',')}`);
        const slugs = products.map((p) => p.slug);
        expect(slugs.length).toBeGreaterThan(0);
        expect(slugs.length).toBeLessThan(all.length);
        expect(slugs.sort()).toEqual(all.filter((slug) => freeOf([...without]).includes(slug)).sort());
      }
      const noGluten = (await page('gourmandises?without=gluten')).products.map((p) => p.slug);
      expect(noGluten).toContain('calissons-de-provence');
      expect(noGluten).not.toContain('sables-a-la-lavande');
      expect((await page('deguster-et-offrir?without=nuts')).products.map((p) => p.slug)).toContain('miel-d-acacia');
      // The empty tin is no food: no filter lets it through.
      expect((await page('deguster-et-offrir-coffrets-cadeaux?without=milk')).products.map((p) => p.slug)).not.toContain('boite-metal-saint-didier-vide');
      // Order and repetition do not matter; an unknown filter is refused.
      expect((await page('gourmandises?without=nuts,gluten,nuts')).products).toEqual((await page('gourmandises?without=gluten,nuts')).products);
      expectApiError(await get('/api/shop/category/gourmandises?without=sesame'), 400, 'VALIDATION');
      expectApiError(await get('/api/shop/category/gourmandises?without='), 400, 'VALIDATION');
    });

    it('answers 404 with a clear message for an unknown slug', async () => {
      const fr = expectApiError(await get('/api/shop/category/nougats-au-fromage'), 404, 'CATEGORY_NOT_FOUND');
      expect(fr.message).toBe("La catégorie « nougats-au-fromage » n'existe pas.");
      const en = expectApiError(await get('/api/shop/category/nougats-au-fromage', 'en'), 404);
      expect(en.message).toBe('There is no category "nougats-au-fromage".');
    });

    it('answers 404 to a malformed slug too, and 4xx to one too long for the router, never a 500', async () => {
      const weird = ['..%2F..%2Fetc%2Fpasswd', 'Nougats', 'nougats%20noirs', "nougats'%3B%20DROP%20TABLE%20categories%3B--", '%C3%A9', '%00', '-nougats'];
      for (const slug of weird) expectApiError(await get(`/api/shop/category/${slug}`), 404, 'CATEGORY_NOT_FOUND');
      expectClientError(await get(`/api/shop/category/${'x'.repeat(500)}`));
    });
  });

  describe('GET /api/shop/product/{slug}', () => {
    it('answers the product page in the contract shape, with a gallery', async () => {
      const response = await get('/api/shop/product/nougat-noir-croquant');
      expect(response.statusCode).toBe(200);
      const product = strictProduct().parse(response.json());
      const seeded = seedProducts.find((p) => p.slug === 'nougat-noir-croquant')!;
      expect(product).toMatchObject({
        slug: 'nougat-noir-croquant',
        title: 'Nougat noir croquant',
        name: 'Nougat noir croquant',
        description: seeded.description.fr,
        discount: null,
        prices: { price_base: 7.5, price_to_display: 7.5 },
        tva: 20,
        weight_g: seeded.weightG,
        stock: seeded.stock,
        out_of_stock: false,
        is_favourite: false,
        category: [{ slug: 'nougats-traditionnels', name: 'Nougats traditionnels' }],
      });
      const base = `${PUBLIC_URL}/media/products/nougat-noir-croquant`;
      expect(product.images).toEqual([`${base}.svg`, `${base}-2.svg`, `${base}-3.svg`]);
      expect(product.medias.main).toBe(product.images[0]);
    });

    it('serves every gallery view as a distinct SVG drawing', async () => {
      const product = productSchema.parse((await get('/api/shop/product/calissons-de-provence')).json());
      const bodies = new Set<string>();
      for (const url of product.images) {
        const response = await get(new URL(url).pathname);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(3);
      expectApiError(await get('/media/products/calissons-de-provence-4.svg'), 404);
      expectApiError(await get('/media/products/calissons-de-provence-2.png'), 404);
    });

    it('computes the discounted price in euros, rounded to the cent', async () => {
      for (const seeded of seedProducts) {
        const product = productSchema.parse((await get(`/api/shop/product/${seeded.slug}`)).json());
        const expectedCents = Math.round((seeded.priceCents * (100 - (seeded.discountPercent ?? 0))) / 100);
        expect(product.prices).toEqual({ price_base: seeded.priceCents / 100, price_to_display: expectedCents / 100 });
        expect(product.discount).toBe(seeded.discountPercent ?? null);
        expect(product.out_of_stock).toBe(seeded.stock === 0);
        expect(product.stock).toBe(seeded.stock);
      }
      const cake = productSchema.parse((await get('/api/shop/product/cake-au-nougat')).json());
      expect(cake.prices).toEqual({ price_base: 12.5, price_to_display: 10.63 });
    });

    it('carries the food information the law asks before purchase (issue #23, 1169/2011 art. 14)', async () => {
      const fr = strictProduct().parse((await get('/api/shop/product/nougat-blanc-tendre-miel-de-lavande')).json());
      const seeded = seedFoodInfo.find((info) => info.slug === 'nougat-blanc-tendre-miel-de-lavande')!;
      expect(fr.food_info).toEqual({
        ingredients: seeded.ingredientsFr,
        allergens: ['eggs', 'nuts'],
        traces: [],
        net_quantity_g: 100,
        storage: seeded.storageFr,
        best_before: seeded.bestBeforeFr,
        nutrition: { energy_kj: 1846, energy_kcal: 440, fat: 17.5, saturates: 1.5, carbohydrate: 61, sugars: 54, protein: 9.5, salt: 0.1 },
      });
      expect(fr.food_info?.ingredients).toMatch(/^\{nuts:Amandes\} 30 %, miel de lavande/);
      const en = strictProduct().parse((await get('/api/shop/product/nougat-blanc-tendre-miel-de-lavande', 'en')).json());
      expect(en.food_info).toMatchObject({ ingredients: seeded.ingredientsEn, storage: seeded.storageEn, best_before: seeded.bestBeforeEn });
      expect(en.food_info?.ingredients).toMatch(/\{eggs:egg white\}/);
      expect(en.food_info?.nutrition).toEqual(fr.food_info?.nutrition);
    });

    it('gives every food product its information, a tea exempt from nutrition none, the empty tin none at all', async () => {
      for (const seeded of seedProducts) {
        const product = strictProduct().parse((await get(`/api/shop/product/${seeded.slug}`)).json());
        expect([seeded.slug, product.food_info === null]).toEqual([seeded.slug, seeded.slug === 'boite-metal-saint-didier-vide']);
      }
      const tea = strictProduct().parse((await get('/api/shop/product/tisane-verveine-bio')).json());
      expect(tea.food_info).toMatchObject({ allergens: [], nutrition: null, net_quantity_g: 30 });
      const prestige = strictProduct().parse((await get('/api/shop/product/coffret-gourmand-prestige')).json());
      expect(prestige).toMatchObject({ weight_g: 2200, food_info: { net_quantity_g: 1350 } });
      expect(prestige.food_info?.allergens).toEqual(['eggs', 'nuts', 'sulphites']);
    });

    it('flags a product out of stock', async () => {
      const product = productSchema.parse((await get('/api/shop/product/nougat-au-cafe')).json());
      expect(product).toMatchObject({ out_of_stock: true, stock: 0 });
    });

    it('answers in English on request', async () => {
      const product = productSchema.parse((await get('/api/shop/product/nougat-noir-croquant', 'en')).json());
      expect(product.title).toBe('Crunchy black nougat');
      expect(product.description).toMatch(/wafer paper/);
    });

    it('answers 404 for an unknown or malformed slug', async () => {
      const body = expectApiError(await get('/api/shop/product/nougat-au-fromage'), 404, 'PRODUCT_NOT_FOUND');
      expect(body.message).toMatch(/nougat-au-fromage/);
      for (const slug of ['NOUGAT', '%27%3B--', 'nougat_noir', '%E2%9C%93']) {
        expectApiError(await get(`/api/shop/product/${slug}`), 404, 'PRODUCT_NOT_FOUND');
      }
      expectClientError(await get(`/api/shop/product/${'a'.repeat(300)}`));
    });
  });

  describe('GET /api/shop/getSimilarProducts/{slug}', () => {
    const similar = async (slug: string): Promise<Item[]> => {
      const response = await get(`/api/shop/getSimilarProducts/${slug}`);
      expect(response.statusCode).toBe(200);
      return strict(similarResponseSchema).parse(response.json()).products;
    };

    it('gives up to 8 products, same category first, then the same range, never the product itself', async () => {
      const products = await similar('nougat-noir-croquant');
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(8);
      expect(products.map((p) => p.slug)).not.toContain('nougat-noir-croquant');
      const sameCategory = new Set(seededIn(['nougats-traditionnels']));
      const closeness = products.map((p) => (sameCategory.has(p.slug) ? 0 : 1));
      expect(closeness).toEqual([...closeness].sort());
      const range = new Set(seededIn(['nougats', ...childrenOf('nougats')]));
      expect(products.every((p) => range.has(p.slug))).toBe(true);
    });

    it('reaches the sibling categories when its own is small, in stock first', async () => {
      const products = await similar('nougat-au-cafe');
      const sameCategory = new Set(seededIn(['nougats-gourmands']));
      const groups = [0, 1].map((closeness) => products.filter((p) => (sameCategory.has(p.slug) ? 0 : 1) === closeness));
      for (const group of groups) {
        const stock = group.map((p) => (p.out_of_stock ? 1 : 0));
        expect(stock).toEqual([...stock].sort());
      }
      expect(products).toHaveLength(Math.min(8, seededIn(['nougats', ...childrenOf('nougats')]).length - 1));
    });

    it('answers 404 for an unknown product and 4xx for a malformed slug', async () => {
      expectApiError(await get('/api/shop/getSimilarProducts/nougat-au-fromage'), 404, 'PRODUCT_NOT_FOUND');
      expectApiError(await get('/api/shop/getSimilarProducts/%22%3E%3Cscript%3E'), 404, 'PRODUCT_NOT_FOUND');
    });
  });
});
