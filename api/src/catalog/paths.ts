import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, productCategories, products } from '../db/schema.js';

/**
 * Each product's page, /boutique/{category}/{product} under its main category (the first by
 * position), by product id in id order: all of them, or those of `ids`; with `onSale`, hidden
 * products left out (the sitemap).
 */
export async function productPaths(db: Db, ids?: readonly number[], { onSale = false } = {}): Promise<Map<number, string>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, product: products.slug, category: categories.slug })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(ids ? inArray(products.id, [...ids]) : undefined, onSale ? isNull(products.hiddenAt) : undefined))
    .orderBy(asc(products.id), asc(productCategories.position), asc(categories.position));
  const paths = new Map<number, string>();
  for (const row of rows) {
    if (!paths.has(row.id)) paths.set(row.id, `/boutique/${row.category}/${row.product}`);
  }
  return paths;
}
