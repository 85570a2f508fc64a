import { SEARCH_SORTS, type Lang, type SearchSort } from '@nougaterie/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, productCategories, products, type CategoryRow } from '../db/schema.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { makeProduct } from '../test/shop.js';
import type { ProductWithCategories } from './mapping.js';
import { searchProducts } from './search.js';
import { searchWords } from './search-terms.js';

/**
 * The search as it was before its text moved to generated columns (with the later rule for
 * mistyped words added) and its products came in the
 * same query: the expression functions of drizzle/0001 evaluated for every product, each
 * product's categories aggregated on the spot, then the products and their categories read in
 * two more queries. The new search must find the same products, in the same order, with the
 * same rows.
 */
async function searchAsBefore(db: Db, search: string, lang: Lang, sort: SearchSort): Promise<ProductWithCategories[]> {
  const words = searchWords(search);
  if (search !== '' && words.length === 0) return [];
  const name = sql.raw(lang === 'en' ? 'p.name_en' : 'p.name_fr');
  const description = sql.raw(lang === 'en' ? 'p.description_en' : 'p.description_fr');
  const category = sql.raw(lang === 'en' ? 'name_en' : 'name_fr');
  const vector = sql`public.product_search_vector(${name}, ${description})`;
  const hasQuery = words.length > 0;
  const price = sql`round(p.price_cents * (100 - coalesce(p.discount_percent, 0)) / 100.0)`;
  const order = {
    price_asc: sql`${price} ASC, p.id`,
    price_desc: sql`${price} DESC, p.id`,
    name: sql`public.search_normalize(${name}) COLLATE "C", p.id`,
    relevance: hasQuery ? sql`score DESC, p.id` : sql`p.id`,
  }[sort];
  const result = await db.execute<{ id: number }>(sql`
    WITH words AS (
      SELECT n, regexp_replace(public.search_normalize(part), '[^[:alnum:]]+', '', 'g') AS word
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS t(part, n)
    ),
    vocabulary AS (
      SELECT unnest(tsvector_to_array(${vector})) AS lexeme FROM products p
      UNION
      SELECT unnest(tsvector_to_array(to_tsvector('simple', public.search_normalize(c.${category} || ' ' || coalesce(parent.${category}, '')))))
      FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
    ),
    -- The mistyped-word rule of search.ts (issue 20), on the texts computed on the spot.
    fixed AS (
      SELECT n, CASE
        WHEN length(word) < 5 OR EXISTS (SELECT 1 FROM vocabulary v WHERE v.lexeme LIKE word || '%') THEN word
        ELSE coalesce((SELECT v.lexeme FROM vocabulary v WHERE similarity(v.lexeme, word) >= 0.35 ORDER BY similarity(v.lexeme, word) DESC, v.lexeme LIMIT 1), word)
      END AS word
      FROM words WHERE word <> ''
    ),
    q AS (
      SELECT
        to_tsquery('simple', string_agg(word || ':*', ' & ' ORDER BY n)) AS every_word,
        to_tsquery('simple', string_agg(word || ':*', ' <-> ' ORDER BY n)) AS phrase,
        public.search_normalize(${search}) AS plain
      FROM fixed
    ),
    ranked AS (
      SELECT p.id,
        ${vector} @@ q.every_word AS in_product,
        coalesce(cats.vector @@ q.every_word, false) AS in_categories,
        q.plain <% public.search_normalize(${name}) AS like_name,
        word_similarity(q.plain, public.search_normalize(${name})) AS name_similarity,
        coalesce(ts_rank(${vector}, q.every_word), 0)
          + coalesce(ts_rank(${vector}, q.phrase), 0)
          + 0.5 * coalesce(ts_rank(cats.vector, q.every_word), 0)
          + word_similarity(q.plain, public.search_normalize(${name})) AS score
      FROM products p
      CROSS JOIN q
      LEFT JOIN LATERAL (
        SELECT to_tsvector('simple', public.search_normalize(string_agg(c.${category} || ' ' || coalesce(parent.${category}, ''), ' '))) AS vector
        FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id
        LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE pc.product_id = p.id
      ) cats ON true
    )
    SELECT p.id
    FROM products p
    ${hasQuery ? sql`JOIN ranked USING (id) WHERE ranked.in_product OR ranked.in_categories OR (ranked.like_name AND (ranked.name_similarity >= 0.75 OR NOT EXISTS (SELECT 1 FROM ranked r WHERE r.in_product OR r.in_categories)))` : sql``}
    ORDER BY ${order}
  `);
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const links = await db
    .select({ productId: productCategories.productId, category: categories })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, ids))
    .orderBy(asc(productCategories.position), asc(categories.position));
  return ids.map((id) => ({
    product: rows.find((p) => p.id === id)!,
    categories: links.filter((l) => l.productId === id).map((l): CategoryRow => l.category),
    // The search's answer carries each product's photos; the seed's products have none.
    photos: [],
  }));
}

/** Accents, case, prefixes, typos, ranges, operators, plurals, nothing, too much. */
const SEARCHES = [
  '',
  'nougat',
  'NOUGAT NOIR',
  'Nougat noir',
  'nougat noire',
  'noug',
  'Gâteau',
  'gateau au miel',
  'GÂTEAU',
  'gâteaux',
  'calisons',
  'calissons de Provence',
  'amandes',
  'miel',
  'Miel de lavande',
  'coffret cadeau',
  'Gourmandises',
  'déguster offrir',
  'honey',
  'black nougat',
  'soft',
  'chocolat',
  'pistache',
  'orphelin pignons',
  "l'orange",
  'crème brûlée',
  'tendre',
  'x',
  'nugat',
  '&|!:*()',
  'noir:* & !blanc',
  "'; DROP TABLE products; --",
  'ŉ ½ ©',
  'un deux trois quatre cinq six sept huit neuf dix onze douze treize nougat',
  'n'.repeat(100),
];

/** Searched in every order; the others by relevance, the order that reads the scores. */
const SORTED = ['', 'nougat', 'Gâteau', 'miel', 'honey', 'nougat noire', '&|!:*()'];

describe.each(drivers)('the search on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
    // A product in no range yet: found by its own words, listed with no category.
    await makeProduct(t, { priceCents: 990, stock: 4, name: 'Nougat orphelin aux pignons' });
  });
  afterAll(() => t.close());

  it.each(['fr', 'en'] as const)('finds exactly what it found before, in the same order, in %s', async (lang) => {
    let found = 0;
    for (const search of SEARCHES) {
      for (const sort of SORTED.includes(search) ? SEARCH_SORTS : (['relevance'] as const)) {
        const before = await searchAsBefore(t.database.db, search, lang, sort);
        const now = await searchProducts(t.database.db, search, lang, sort);
        const slugs = (list: ProductWithCategories[]) => list.map((p) => p.product.slug);
        expect({ search, sort, found: slugs(now) }).toEqual({ search, sort, found: slugs(before) });
        expect(now).toEqual(before);
        found += now.length;
      }
    }
    // Not a comparison of empty lists.
    expect(found).toBeGreaterThan(SEARCHES.length * 5);
  });

  it('finds a product renamed or moved to another range at once', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.slug, 'nougat-noir-croquant'));
    const [range] = await t.database.db
      .insert(categories)
      .values({ slug: `zz-${driver}`, nameFr: 'Épicerie fine', nameEn: 'Fine food' })
      .returning();
    try {
      await t.database.db.update(products).set({ nameFr: 'Touron croquant' }).where(eq(products.id, product.id));
      await t.database.db.insert(productCategories).values({ productId: product.id, categoryId: range.id, position: 1 });
      for (const [search, lang] of [
        ['touron', 'fr'],
        ['epicerie fine', 'fr'],
        ['fine food', 'en'],
      ] as const) {
        const now = await searchProducts(t.database.db, search, lang, 'relevance');
        expect(now.map((p) => p.product.slug)).toEqual(['nougat-noir-croquant']);
        expect(now).toEqual(await searchAsBefore(t.database.db, search, lang, 'relevance'));
      }
    } finally {
      await t.database.db.update(products).set({ nameFr: product.nameFr }).where(eq(products.id, product.id));
      await t.database.db.delete(categories).where(eq(categories.id, range.id));
    }
  });
});
