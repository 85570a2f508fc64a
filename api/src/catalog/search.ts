import type { Lang, SearchSort } from '@nougaterie/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import type { ProductWithCategories } from './mapping.js';
import { onSale, productWithCategories } from './queries.js';
import { searchWords } from './search-terms.js';

/**
 * Fixed column names per language: the only SQL text not sent as a parameter. `plainName` and
 * `vector` are the columns drizzle/0008 generates from the name and description.
 */
const COLUMNS = {
  fr: {
    plainName: sql.raw('p.search_name_fr'),
    vector: sql.raw('p.search_vector_fr'),
    category: sql.raw('name_fr'),
    outerPlainName: sql.raw('"products"."search_name_fr"'),
  },
  en: {
    plainName: sql.raw('p.search_name_en'),
    vector: sql.raw('p.search_vector_en'),
    category: sql.raw('name_en'),
    outerPlainName: sql.raw('"products"."search_name_en"'),
  },
} as const;

/**
 * Every word found, or a name very close to the whole search ('nougat noire' → 'Nougat noir').
 * A name only vaguely like it (pg_trgm's 0.6 threshold) counts only when nothing else matched:
 * otherwise the one shared word would bring every nougat into 'nougat noir'.
 */
const MATCHES = sql`ranked.in_product OR ranked.in_categories
  OR (ranked.like_name AND (ranked.name_similarity >= 0.75
    OR NOT EXISTS (SELECT 1 FROM ranked r WHERE r.in_product OR r.in_categories)))`;

/** Words shorter than this are never corrected: 'de', 'thé', 'miel' are too short to guess from. */
const MIN_FIXED_WORD = 5;
/** pg_trgm similarity a catalogue word needs to stand for a mistyped one ('nougta'/'nougat': 0.4). */
const MIN_WORD_SIMILARITY = 0.35;

const PRICE = sql`round(${products.priceCents} * (100 - coalesce(${products.discountPercent}, 0)) / 100.0)`;

function orderBy(sort: SearchSort, plainName: SQL, hasQuery: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${PRICE} ASC, ${products.id}`;
    case 'price_desc':
      return sql`${PRICE} DESC, ${products.id}`;
    // Byte order of the unaccented lower-case name: the same on every server, whatever its locale.
    case 'name':
      return sql`${plainName} COLLATE "C", ${products.id}`;
    case 'relevance':
      return hasQuery ? sql`found.score DESC, ${products.id}` : sql`${products.id}`;
  }
}

/**
 * The products a search finds (see MATCHES) with their scores. The per-product text is read from
 * the generated columns; the categories' text is normalised once per category, then each product
 * gets its categories' words in their order (main one first).
 */
function found(search: string, words: string[], lang: Lang): SQL {
  const { plainName, vector, category } = COLUMNS[lang];
  // Words travel as one parameter; the database unaccents them and keeps letters and digits only,
  // so whatever unaccent() turns a character into cannot break the tsquery syntax.
  return sql`(
    WITH words AS (
      SELECT n, regexp_replace(public.search_normalize(part), '[^[:alnum:]]+', '', 'g') AS word
      FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS t(part, n)
    ),
    category_text AS (
      SELECT c.id, c.position, public.search_normalize(c.${category} || ' ' || coalesce(parent.${category}, '')) AS plain
      FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
    ),
    vocabulary AS (
      SELECT unnest(tsvector_to_array(${vector})) AS lexeme FROM products p
      UNION
      SELECT unnest(tsvector_to_array(to_tsvector('simple', plain))) FROM category_text
    ),
    -- A word that begins no word of the catalogue is read as the closest one ('nougta' → nougat,
    -- 'cofret' → coffret): typed on a phone, letters get swapped or dropped. Short words are left
    -- alone, and a word too far from any stays as typed (and finds nothing).
    fixed AS (
      SELECT n, CASE
        WHEN length(word) < ${MIN_FIXED_WORD} OR EXISTS (SELECT 1 FROM vocabulary v WHERE v.lexeme LIKE word || '%') THEN word
        ELSE coalesce(
          (SELECT v.lexeme FROM vocabulary v WHERE similarity(v.lexeme, word) >= ${MIN_WORD_SIMILARITY}
            ORDER BY similarity(v.lexeme, word) DESC, v.lexeme LIMIT 1),
          word)
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
    cats AS (
      SELECT pc.product_id, to_tsvector('simple', string_agg(ct.plain, ' ' ORDER BY pc.position, ct.position, ct.id)) AS vector
      FROM product_categories pc JOIN category_text ct ON ct.id = pc.category_id
      GROUP BY pc.product_id
    ),
    ranked AS (
      SELECT p.id,
        ${vector} @@ q.every_word AS in_product,
        coalesce(cats.vector @@ q.every_word, false) AS in_categories,
        q.plain <% ${plainName} AS like_name,
        word_similarity(q.plain, ${plainName}) AS name_similarity,
        coalesce(ts_rank(${vector}, q.every_word), 0)
          + coalesce(ts_rank(${vector}, q.phrase), 0)
          + 0.5 * coalesce(ts_rank(cats.vector, q.every_word), 0)
          + word_similarity(q.plain, ${plainName}) AS score
      FROM products p
      CROSS JOIN q
      LEFT JOIN cats ON cats.product_id = p.id
    )
    SELECT ranked.id, ranked.score FROM ranked WHERE ${MATCHES}
  ) found`;
}

/**
 * Products matching a search, best first, in the shopper's language, with their categories, in
 * one query: words are prefixes, accents and case are ignored, and trigrams forgive typos. An
 * empty search lists every product.
 */
export async function searchProducts(db: Db, search: string, lang: Lang, sort: SearchSort): Promise<ProductWithCategories[]> {
  const words = searchWords(search);
  if (search !== '' && words.length === 0) return [];
  const hasQuery = words.length > 0;
  const query = db.select(productWithCategories).from(products);
  const order = orderBy(sort, COLUMNS[lang].outerPlainName, hasQuery);
  return hasQuery
    ? query
        .innerJoin(found(search, words, lang), sql`found.id = ${products.id}`)
        .where(onSale)
        .orderBy(order)
    : query.where(onSale).orderBy(order);
}
