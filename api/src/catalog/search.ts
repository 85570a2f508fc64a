import type { Lang, SearchSort } from '@nougaterie/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ProductWithCategories } from './mapping.js';
import { loadProductsInOrder } from './queries.js';
import { searchWords } from './search-terms.js';

/** Fixed column names per language: the only SQL text not sent as a parameter. */
const COLUMNS = {
  fr: { name: sql.raw('p.name_fr'), description: sql.raw('p.description_fr'), category: sql.raw('name_fr') },
  en: { name: sql.raw('p.name_en'), description: sql.raw('p.description_en'), category: sql.raw('name_en') },
} as const;

/**
 * Every word found, or a name very close to the whole search ('nougat noire' → 'Nougat noir').
 * A name only vaguely like it (pg_trgm's 0.6 threshold) counts only when nothing else matched:
 * otherwise the one shared word would bring every nougat into 'nougat noir'.
 */
const MATCHES = sql`ranked.in_product OR ranked.in_categories
  OR (ranked.like_name AND (ranked.name_similarity >= 0.75
    OR NOT EXISTS (SELECT 1 FROM ranked r WHERE r.in_product OR r.in_categories)))`;

const PRICE = sql`round(p.price_cents * (100 - coalesce(p.discount_percent, 0)) / 100.0)`;

function orderBy(sort: SearchSort, name: SQL, hasQuery: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${PRICE} ASC, p.id`;
    case 'price_desc':
      return sql`${PRICE} DESC, p.id`;
    // Byte order of the unaccented lower-case name: the same on every server, whatever its locale.
    case 'name':
      return sql`public.search_normalize(${name}) COLLATE "C", p.id`;
    case 'relevance':
      return hasQuery ? sql`score DESC, p.id` : sql`p.id`;
  }
}

/**
 * Products matching a search (see MATCHES), best first, in the shopper's language: words are
 * prefixes, accents and case are ignored, and trigrams forgive typos. An empty search lists every
 * product.
 */
export async function searchProducts(db: Db, search: string, lang: Lang, sort: SearchSort): Promise<ProductWithCategories[]> {
  const words = searchWords(search);
  if (search !== '' && words.length === 0) return [];
  const { name, description, category } = COLUMNS[lang];
  const vector = sql`public.product_search_vector(${name}, ${description})`;
  const hasQuery = words.length > 0;

  // Words travel as one parameter; the database unaccents them and keeps letters and digits only,
  // so whatever unaccent() turns a character into cannot break the tsquery syntax.
  const result = await db.execute<{ id: number }>(sql`
    WITH words AS (
      SELECT n, regexp_replace(public.search_normalize(part), '[^[:alnum:]]+', '', 'g') AS word
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS t(part, n)
    ),
    q AS (
      SELECT
        to_tsquery('simple', string_agg(word || ':*', ' & ' ORDER BY n)) AS every_word,
        to_tsquery('simple', string_agg(word || ':*', ' <-> ' ORDER BY n)) AS phrase,
        public.search_normalize(${search}) AS plain
      FROM words WHERE word <> ''
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
    ${hasQuery ? sql`JOIN ranked USING (id) WHERE ${MATCHES}` : sql``}
    ORDER BY ${orderBy(sort, name, hasQuery)}
  `);
  return loadProductsInOrder(db, result.rows.map((r) => Number(r.id)));
}
