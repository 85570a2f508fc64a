import { categoriesResponseSchema, categoryPageSchema, type Category } from '@nougaterie/contracts';
import { adminCategoriesSchema, type AdminCategories, type CategoryFormEntry } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { categories } from '../../db/schema.js';
import { bearer, expectApiError, LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, registerCustomer, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { get, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { auditLog } from '../schema.js';

const URL = '/api/admin/categories';
const formOf = (list: AdminCategories): { categories: CategoryFormEntry[] } => ({
  categories: list.categories.map(({ slug, name_fr, name_en }) => ({ slug, name_fr, name_en })),
});
const names = (tree: Category[]): string[] => tree.flatMap((c) => [c.name, ...names(c.children)]);

describe.each(drivers)('back office: the categories on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof staffSession>>;
  let assistant: Awaited<ReturnType<typeof staffSession>>;
  beforeAll(async () => {
    t = await openTestApp(driver);
    owner = await staffSession(t.database.db, 'owner');
    assistant = await staffSession(t.database.db, 'staff');
  });
  afterAll(() => t?.close());

  const list = async () => adminCategoriesSchema.parse((await get(t, URL, assistant.headers)).json());
  const shopTree = async (lang = 'fr') => categoriesResponseSchema.parse((await get(t, '/api/shop/categories', { 'accept-language': lang })).json()).categories;

  it('lists the 17 categories in the shop’s order, each range before its children', async () => {
    const { categories: all } = await list();
    expect(all).toHaveLength(17);
    expect(all.slice(0, 3)).toEqual([
      { slug: 'nougats', parent_slug: null, name_fr: 'Nougats', name_en: 'Nougats' },
      { slug: 'nougats-traditionnels', parent_slug: 'nougats', name_fr: 'Nougats traditionnels', name_en: 'Traditional nougats' },
      { slug: 'nougats-gourmands', parent_slug: 'nougats', name_fr: 'Nougats gourmands', name_en: 'Flavoured nougats' },
    ]);
    expect(all.map((c) => c.name_fr)).toEqual(names(await shopTree()));
  });

  it('an owner renames and reorders them: the shop’s answers show it at once (cache emptied), audited', async () => {
    const seeded = await list();
    // Warm the shared answers first: the change must not wait for them to expire.
    expect(names(await shopTree())).toContain('Nougats gourmands');
    const page = categoryPageSchema.parse((await get(t, '/api/shop/category/nougats-gourmands')).json());
    expect(page.category.name).toBe('Nougats gourmands');

    const form = formOf(seeded);
    const gourmands = form.categories.findIndex((c) => c.slug === 'nougats-gourmands');
    form.categories[gourmands] = { slug: 'nougats-gourmands', name_fr: '  Nougats de fête ', name_en: 'Festive nougats' };
    // The flavoured nougats first among the nougats, the teas first of the ranges.
    const [moved] = form.categories.splice(gourmands, 1);
    form.categories.splice(1, 0, moved);
    const teas = form.categories.findIndex((c) => c.slug === 'thes-tisanes-bio');
    form.categories.unshift(...form.categories.splice(teas, 1));
    const saved = adminCategoriesSchema.parse((await post(t, URL, form, owner.headers)).json());
    expect(saved.categories.slice(0, 4).map((c) => c.slug)).toEqual(['thes-tisanes-bio', 'nougats', 'nougats-gourmands', 'nougats-traditionnels']);
    expect(saved.categories[2]).toEqual({ slug: 'nougats-gourmands', parent_slug: 'nougats', name_fr: 'Nougats de fête', name_en: 'Festive nougats' });

    const tree = await shopTree();
    expect(tree.map((c) => c.slug)).toEqual(['thes-tisanes-bio', 'nougats', 'gourmandises', 'deguster-et-offrir', 'barre-energetique']);
    expect(tree[1].children.map((c) => c.name)).toEqual(['Nougats de fête', 'Nougats traditionnels', 'Nougats apéritifs']);
    expect((await shopTree('en'))[1].children[0].name).toBe('Festive nougats');
    const renamed = categoryPageSchema.parse((await get(t, '/api/shop/category/nougats-gourmands', { 'accept-language': 'en' })).json());
    expect(renamed.category.name).toBe('Festive nougats');

    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'categories.update'));
    expect(line.staffId).toBe(owner.id);
    expect(JSON.stringify(line.before)).toContain('Nougats gourmands');
    expect(JSON.stringify(line.after)).toContain('Nougats de fête');
    expect((await post(t, URL, formOf(seeded), owner.headers)).statusCode).toBe(200);
    expect(await list()).toEqual(seeded);
  });

  it('another replica shows the new name within its 2 s', async () => {
    let clock = 1_000_000;
    const replica = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      siteUrl: SITE_URL,
      rateLimits: LOOSE_RATE_LIMITS,
      publicAnswers: { now: () => clock },
    });
    try {
      const onReplica = async () =>
        categoryPageSchema.parse((await replica.inject({ method: 'GET', url: '/api/shop/category/gourmandises-amandes' })).json()).category.name;
      expect(await onReplica()).toBe('Amandes');
      const seeded = await list();
      const form = formOf(seeded);
      form.categories.find((c) => c.slug === 'gourmandises-amandes')!.name_fr = 'Calissons et amandes';
      expect((await post(t, URL, form, owner.headers)).statusCode).toBe(200);
      // Its own answer is at most 2 s old: kept until then, read again after.
      clock += 1_000;
      expect(await onReplica()).toBe('Amandes');
      clock += 1_001;
      expect(await onReplica()).toBe('Calissons et amandes');
      expect((await post(t, URL, formOf(seeded), owner.headers)).statusCode).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it('refuses visitors, customers and staff writing; staff read', async () => {
    const seeded = await list();
    const customer = await registerCustomer(t.app, 'categories@example.fr');
    expectApiError(await get(t, URL), 401, 'STAFF_AUTH_REQUIRED');
    expectApiError(await get(t, URL, bearer(customer.access_token)), 403, 'STAFF_ONLY');
    expectApiError(await post(t, URL, formOf(seeded)), 401, 'STAFF_AUTH_REQUIRED');
    expectApiError(await post(t, URL, formOf(seeded), bearer(customer.access_token)), 403, 'STAFF_ONLY');
    const renamed = formOf(seeded);
    renamed.categories[0].name_fr = 'Par un employé';
    expectApiError(await post(t, URL, renamed, assistant.headers), 403, 'OWNER_ONLY');
    expect(await list()).toEqual(seeded);
  });

  it('refuses a slug changed, missing or added and an empty name, in the owner’s language; saves nothing', async () => {
    const seeded = await list();
    const before = await t.database.db.select().from(categories).where(eq(categories.slug, 'nougats'));
    const emptied = formOf(seeded);
    emptied.categories[0].name_fr = 'Rangée valide';
    emptied.categories[3].name_en = '  ';
    const fr = expectApiError(await post(t, URL, emptied, owner.headers), 422, 'CATEGORIES_INVALID');
    expect(fr.message).toBe(`${emptied.categories[3].slug} : Le nom en anglais est obligatoire.`);
    const renamedSlug = formOf(seeded);
    renamedSlug.categories[0].slug = 'nougats-du-sud';
    const en = expectApiError(await post(t, URL, renamedSlug, { ...owner.headers, 'accept-language': 'en' }), 422, 'CATEGORIES_INVALID');
    expect(en.message).toBe('The list holds the shop’s 17 categories, each once: their addresses do not change.');
    const missing = { categories: formOf(seeded).categories.slice(1) };
    expectApiError(await post(t, URL, missing, owner.headers), 422, 'CATEGORIES_INVALID');
    const long = formOf(seeded);
    long.categories[0].name_fr = 'N'.repeat(61);
    expectApiError(await post(t, URL, long, owner.headers), 422, 'CATEGORIES_INVALID');
    for (const body of [{}, { categories: 'all' }, { categories: [{ slug: 'nougats' }] }, []]) {
      expectApiError(await post(t, URL, body, owner.headers), 400, 'VALIDATION');
    }
    expect(await list()).toEqual(seeded);
    expect(await t.database.db.select().from(categories).where(eq(categories.slug, 'nougats'))).toEqual(before);
  });
});
