import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loadProductsInOrder } from './queries.js';
import type { ProductWithCategories } from './mapping.js';

export const SIMILAR_MAX = 8;

/**
 * Products sharing a category with this one first, then products of a sibling category (or of
 * the parent range itself); products in stock first within each group.
 */
export async function loadSimilarProducts(db: Db, productId: number): Promise<ProductWithCategories[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH own AS (
      SELECT c.id, c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = ${productId}
    ),
    related AS (
      SELECT id AS category_id, 0 AS closeness FROM own
      UNION ALL
      SELECT c.id, 1 FROM categories c
      WHERE c.parent_id IN (SELECT parent_id FROM own) OR c.id IN (SELECT parent_id FROM own)
    )
    SELECT p.id
    FROM products p
    JOIN product_categories pc ON pc.product_id = p.id
    JOIN related r ON r.category_id = pc.category_id
    WHERE p.id <> ${productId} AND p.hidden_at IS NULL
    GROUP BY p.id, p.stock
    ORDER BY min(r.closeness), (p.stock > 0) DESC, p.id
    LIMIT ${SIMILAR_MAX}
  `);
  return loadProductsInOrder(
    db,
    result.rows.map((r) => Number(r.id)),
  );
}
