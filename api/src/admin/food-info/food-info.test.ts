import { productSchema as shopProductSchema } from '@nougaterie/contracts';
import { adminFoodInfoSchema, foodInfoProblems, type AdminFoodInfo, type FoodInfoForm } from '@nougaterie/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { productFoodInfo, products } from '../../db/schema.js';
import { seedFoodInfo } from '../../seed/food-info.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct, post, type Injected } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog } from '../schema.js';
import { foodInfoFormOf } from './routes.js';

const NOUGAT = 'nougat-blanc-tendre-miel-de-lavande';

const honeyJar: FoodInfoForm = {
  ingredients_fr: 'Miel de lavande de Provence',
  ingredients_en: 'Provence lavender honey',
  allergens: [],
  traces: ['nuts'],
  net_quantity_g: 250,
  storage_fr: 'À température ambiante, à l’abri de la lumière.',
  storage_en: 'At room temperature, away from light.',
  best_before_fr: 'À consommer de préférence avant la date imprimée sur le pot.',
  best_before_en: 'Best before the date printed on the jar.',
  nutrition: { energy_kj: 1386, energy_kcal: 326, fat: 0, saturates: 0, carbohydrate: 81, sugars: 81, protein: 0.4, salt: 0 },
};

describe('the seed and the form rules', () => {
  it.each(seedFoodInfo.map((info) => [info.slug, info] as const))('%s can be saved again as it is', (_slug, info) => {
    expect(foodInfoProblems(foodInfoFormOf({ productId: 1, ...info, allergens: info.allergens ?? [], traces: info.traces ?? [] } as never))).toEqual([]);
  });
});

describe.each(drivers)('back office: food information on %s', (driver) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    member = await staffSession(t.database.db, 'staff', 'Lucie');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const url = (id: number | string) => `/api/admin/products/${id}/food-info`;
  const answer = (response: Injected, status = 200): AdminFoodInfo => {
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return strict(adminFoodInfoSchema).parse(response.json());
  };
  const save = (id: number, form: unknown, lang = 'fr') => post(t, url(id), form, { ...member.headers, 'accept-language': lang });
  const idOf = async (slug: string) => (await db().select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0].id;
  const rowOf = async (id: number) => (await db().select().from(productFoodInfo).where(eq(productFoodInfo.productId, id)))[0];
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${id}`))
      .orderBy(auditLog.id);
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0].n;
  const shop = async (slug: string, lang = 'fr') => {
    const response = await get(t, `/api/shop/product/${slug}`, { 'accept-language': lang });
    return strict(shopProductSchema).parse(response.json());
  };

  it('refuses every call without a staff session and to a customer, writing nothing', async () => {
    const id = await idOf(NOUGAT);
    const customer = await registerCustomer(t.app, 'gourmand-curieux@example.fr');
    const before = await rowOf(id);
    const audits = await auditCount();
    for (const [method, payload] of [['GET'], ['POST', honeyJar], ['DELETE']] as const) {
      const send = (headers: Record<string, string>) => t.app.inject({ method, url: url(id), headers, ...(payload ? { payload } : {}) });
      expectApiError(await send({}), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await send(bearer(customer.access_token)), 403, 'STAFF_ONLY');
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("reads a seeded product's information in both languages; saved unchanged, nothing is audited", async () => {
    const id = await idOf(NOUGAT);
    const { food_info } = answer(await get(t, url(id), member.headers));
    expect(food_info).toMatchObject({ allergens: expect.arrayContaining(['nuts']), nutrition: expect.objectContaining({ energy_kcal: expect.any(Number) }) });
    expect(food_info!.ingredients_fr).toMatch(/\{nuts:amandes\}/i);
    expect(food_info!.ingredients_en).toMatch(/\{nuts:almonds\}/i);
    const audits = await auditCount();
    expect(answer(await save(id, food_info)).food_info).toEqual(food_info);
    expect(await auditCount()).toBe(audits);
  });

  it('saves an edit whole, audits before → after, and the product page shows it at once', async () => {
    const id = await idOf(NOUGAT);
    const before = (await shop(NOUGAT)).food_info!;
    expect(before.allergens).not.toContain('milk');
    const { food_info: was } = answer(await get(t, url(id), member.headers));
    const edited: FoodInfoForm = {
      ...was!,
      ingredients_fr: `${was!.ingredients_fr.replace(/\.$/, '')}, {milk:beurre}.`,
      ingredients_en: `${was!.ingredients_en.replace(/\.$/, '')}, {milk:butter}.`,
      allergens: [...was!.allergens, 'milk'],
      traces: was!.traces.filter((id) => id !== 'milk'),
      storage_fr: '  Au frais et au sec.  ',
      nutrition: { ...was!.nutrition!, salt: 0.3 },
    };
    const saved = answer(await save(id, edited)).food_info!;
    expect(saved.storage_fr).toBe('Au frais et au sec.');
    expect(saved.allergens).toContain('milk');
    expect(saved.nutrition!.salt).toBe(0.3);
    expect((await rowOf(id)).saltDg).toBe(3);

    const page = await shop(NOUGAT);
    expect(page.food_info!.allergens).toContain('milk');
    expect(page.food_info!.ingredients).toMatch(/\{milk:beurre\}/);
    expect((await shop(NOUGAT, 'en')).food_info!.ingredients).toMatch(/\{milk:butter\}/);

    const audits = await auditOf(id);
    expect(audits.at(-1)).toMatchObject({ staffId: member.id, action: 'product.food_info', before: was, after: saved });
  });

  it('refuses an allergen marked but not declared, in the asked language, and saves nothing', async () => {
    const id = await idOf(NOUGAT);
    const row = await rowOf(id);
    const audits = await auditCount();
    const { food_info: was } = answer(await get(t, url(id), member.headers));
    const hidden = { ...was!, allergens: was!.allergens.filter((a) => a !== 'nuts'), traces: was!.traces.filter((a) => a !== 'nuts') };
    const fr = expectApiError(await save(id, hidden, 'fr'), 422, 'FOOD_INFO_INVALID');
    expect(fr.message).toContain('fruits à coque');
    expect(fr.message).toMatch(/cochez-le/);
    const en = expectApiError(await save(id, hidden, 'en'), 422, 'FOOD_INFO_INVALID');
    expect(en.message).toMatch(/marks nuts, which the allergens do not list/);
    // Declared but not in bold in the English list.
    const unmarked = { ...was!, ingredients_en: was!.ingredients_en.replace(/\{nuts:([^}]+)\}/g, '$1') };
    expect(expectApiError(await save(id, unmarked, 'en'), 422, 'FOOD_INFO_INVALID').message).toMatch(/mark it in the English list of ingredients/);
    expect(await rowOf(id)).toEqual(row);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses bad numbers and missing texts with a sentence, and a malformed body with 400, never 500', async () => {
    const id = await makeProduct(t, { priceCents: 900, stock: 5 });
    const refusals: [Partial<FoodInfoForm>, RegExp][] = [
      [{ net_quantity_g: 0 }, /quantité nette/],
      [{ net_quantity_g: -250 }, /quantité nette/],
      [{ storage_en: ' ' }, /Renseignez la conservation en anglais/],
      [{ nutrition: { ...honeyJar.nutrition!, sugars: 90 } }, /sucres ne peuvent dépasser les glucides/],
      [{ nutrition: { ...honeyJar.nutrition!, energy_kj: 326 } }, /4,184/],
      [{ traces: ['nuts', 'chocolate'] }, /14 du règlement/],
    ];
    for (const [change, sentence] of refusals) {
      expect(expectApiError(await save(id, { ...honeyJar, ...change }), 422, 'FOOD_INFO_INVALID').message).toMatch(sentence);
    }
    for (const body of [{ ...honeyJar, net_quantity_g: '250' }, { ...honeyJar, nutrition: 'none' }, [], null]) {
      expect((await save(id, body)).statusCode).toBe(400);
    }
    // Not JSON at all: Fastify refuses the media type.
    expect(
      (await t.app.inject({ method: 'POST', url: url(id), headers: { ...member.headers, 'content-type': 'text/plain' }, payload: 'texte' })).statusCode,
    ).toBe(415);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('gives food information to a product without any, and takes it away from what is not food', async () => {
    const id = await makeProduct(t, { priceCents: 1290, stock: 8 });
    const [{ slug }] = await db().select({ slug: products.slug }).from(products).where(eq(products.id, id));
    expect(answer(await get(t, url(id), member.headers))).toEqual({ food_info: null });
    expect((await shop(slug)).food_info).toBeNull();

    expect(answer(await save(id, honeyJar)).food_info).toEqual(honeyJar);
    expect((await shop(slug, 'en')).food_info).toMatchObject({ ingredients: 'Provence lavender honey', traces: ['nuts'], net_quantity_g: 250 });

    const removed = await t.app.inject({ method: 'DELETE', url: url(id), headers: member.headers });
    expect(answer(removed)).toEqual({ food_info: null });
    expect(await rowOf(id)).toBeUndefined();
    expect((await shop(slug)).food_info).toBeNull();
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['product.food_info', 'product.food_info_removed']);
    // Removing again changes nothing and writes nothing.
    answer(await t.app.inject({ method: 'DELETE', url: url(id), headers: member.headers }));
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('answers 404 for a product that does not exist', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expectApiError(await get(t, url(id), member.headers), 404, 'PRODUCT_NOT_FOUND');
      expectApiError(await post(t, url(id), honeyJar, member.headers), 404, 'PRODUCT_NOT_FOUND');
    }
  });

  it('two saves at once leave one of them whole, never a mix', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 3 });
    const other: FoodInfoForm = {
      ...honeyJar,
      ingredients_fr: 'Miel de châtaignier',
      ingredients_en: 'Chestnut honey',
      net_quantity_g: 500,
      traces: [],
      nutrition: null,
    };
    const [a, b] = await Promise.all([save(id, honeyJar), save(id, other)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const final = answer(await get(t, url(id), member.headers)).food_info;
    expect([honeyJar, other]).toContainEqual(final);
    expect(await auditOf(id)).toHaveLength(2);
  });
});
