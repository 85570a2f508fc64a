import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_SLUGS } from '@nougaterie/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { categories, productCategories, productFoodInfo, products } from '../db/schema.js';
import { migrationsFolder } from '../paths.js';
import { drivers, openTestDatabase, type TestDatabase } from '../test/databases.js';
import { seedFoodInfo } from './food-info.js';
import { isCatalogueEmpty, seedCatalogue } from './seed.js';
import { omit } from '../omit.js';

const EXPECTED_PARENTS: Record<string, string | null> = {
  nougats: null,
  'nougats-gourmands': 'nougats',
  'nougats-traditionnels': 'nougats',
  'nougats-aperitifs': 'nougats',
  gourmandises: null,
  'gourmandises-amandes': 'gourmandises',
  'gourmandises-polissons': 'gourmandises',
  'gourmandises-pates-de-fruits': 'gourmandises',
  'gourmandises-biscuits-et-cakes': 'gourmandises',
  'gourmandises-chocolats': 'gourmandises',
  'gourmandises-confitures': 'gourmandises',
  'deguster-et-offrir': null,
  'deguster-et-offrir-aperitifs': 'deguster-et-offrir',
  'deguster-et-offrir-miels': 'deguster-et-offrir',
  'deguster-et-offrir-coffrets-cadeaux': 'deguster-et-offrir',
  'thes-tisanes-bio': null,
  'barre-energetique': null,
};

describe.each(drivers)('seed on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.migrate();
  });
  afterAll(() => database.dispose());

  const counts = async () => ({
    categories: (await database.db.select({ n: count() }).from(categories))[0].n,
    products: (await database.db.select({ n: count() }).from(products))[0].n,
    links: (await database.db.select({ n: count() }).from(productCategories))[0].n,
  });

  it('fills an empty catalogue, and a second run changes no count', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    const first = await seedCatalogue(database.db);
    const after1 = await counts();
    const second = await seedCatalogue(database.db);
    expect(second).toEqual(first);
    expect(await counts()).toEqual(after1);
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect(after1.categories).toBe(17);
    expect(after1.products).toBeGreaterThanOrEqual(60);
  });

  it('gives the 17 categories of SPEC §2 their parents', async () => {
    const rows = await database.db.execute<{ slug: string; parent: string | null }>(
      sql`select c.slug, p.slug as parent from categories c left join categories p on p.id = c.parent_id`,
    );
    const parents = Object.fromEntries(rows.rows.map((r) => [r.slug, r.parent]));
    expect(Object.keys(parents).sort()).toEqual([...CATEGORY_SLUGS].sort());
    expect(parents).toEqual(EXPECTED_PARENTS);
  });

  it('gives every product both languages, a category and an image path', async () => {
    const rows = await database.db.execute<{ slug: string; n: number }>(
      sql`select p.slug, count(pc.category_id)::int as n from products p left join product_categories pc on pc.product_id = p.id group by p.slug`,
    );
    expect(rows.rows.filter((r) => r.n === 0)).toEqual([]);
    for (const p of await database.db.select().from(products)) {
      expect([p.nameFr, p.nameEn, p.descriptionFr, p.descriptionEn].every((s) => s.trim().length > 3)).toBe(true);
      expect(p.image).toBe(`/media/products/${p.slug}.svg`);
      expect([550, 2000]).toContain(p.vatRate);
    }
  });

  it('gives each family its VAT rate: confectionery 20 %, food and chocolates 5.5 % (issue #23)', async () => {
    const rows = await database.db.execute<{ slug: string; main: string; vat_rate: number }>(
      sql`select p.slug, c.slug as main, p.vat_rate from products p
        join product_categories pc on pc.product_id = p.id and pc.position = 0 join categories c on c.id = pc.category_id`,
    );
    const rateOf = Object.fromEntries(rows.rows.map((r) => [r.slug, r.vat_rate]));
    const byFamily = (family: string) => [...new Set(rows.rows.filter((r) => r.main === family).map((r) => r.vat_rate))];
    for (const family of ['nougats-traditionnels', 'nougats-gourmands', 'nougats-aperitifs', 'gourmandises-pates-de-fruits']) {
      expect([family, byFamily(family)]).toEqual([family, [2000]]);
    }
    for (const family of ['deguster-et-offrir-miels', 'gourmandises-confitures', 'gourmandises-biscuits-et-cakes', 'thes-tisanes-bio']) {
      expect([family, byFamily(family)]).toEqual([family, [550]]);
    }
    expect(rateOf).toMatchObject({
      'calissons-de-provence': 2000,
      'dragees-amandes-avola': 2000,
      'amandes-enrobees-chocolat-noir': 550,
      'tablette-chocolat-noir-eclats-de-nougat': 550,
      'tablette-chocolat-lait-amandes': 2000,
      'rochers-praline-amande': 550,
      'amandes-grillees-salees': 550,
      'coffret-decouverte-six-nougats': 2000,
      'coffret-trio-de-miels': 550,
      'coffret-apero-provencal': 2000,
      'boite-metal-saint-didier-vide': 2000,
    });
  });

  it('has promotions, items out of stock, featured items and searchable names', async () => {
    const all = await database.db.select().from(products);
    expect(all.filter((p) => p.discountPercent !== null).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((p) => p.featured).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((p) => p.vatRate === 2000).length).toBeGreaterThanOrEqual(2);
    expect(all.some((p) => p.nameFr.startsWith('Nougat noir'))).toBe(true);
    const gateau = await database.db.execute<{ slug: string }>(sql`select slug from products where unaccent(lower(name_fr)) like ${'%gateau%'}`);
    expect(gateau.rows.length).toBeGreaterThanOrEqual(1);
  });

  const storedFoodInfo = async () =>
    (
      await database.db
        .select({ slug: products.slug, info: productFoodInfo })
        .from(productFoodInfo)
        .innerJoin(products, eq(products.id, productFoodInfo.productId))
        .orderBy(asc(products.id))
    ).map(({ slug, info }) => ({ slug, ...omit(info, 'productId') }));

  it('gives every food product its food information, and the empty tin none (issue #23)', async () => {
    expect(await storedFoodInfo()).toEqual(seedFoodInfo);
    const tin = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_food_info f join products p on p.id = f.product_id where p.slug = 'boite-metal-saint-didier-vide'`,
    );
    expect(tin.rows[0].n).toBe(0);
  });

  it('fills a catalogue seeded before it with the same values by migration 0020', async () => {
    const migration = readFileSync(join(migrationsFolder, '0020_product_food_info.sql'), 'utf8');
    const fill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "product_food_info"'))!;
    await database.db.execute(sql`delete from product_food_info`);
    await database.db.execute(sql.raw(fill));
    expect(await storedFoodInfo()).toEqual(seedFoodInfo);
    // Run again, it leaves rows alone: a later edit from the back office stays.
    await database.db.execute(
      sql`update product_food_info set storage_fr = 'Au frais.' where product_id = (select id from products where slug = 'miel-d-acacia')`,
    );
    await database.db.execute(sql.raw(fill));
    expect((await storedFoodInfo()).find((row) => row.slug === 'miel-d-acacia')?.storageFr).toBe('Au frais.');
  });
});
