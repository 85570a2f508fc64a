import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, productCategories, products, type CategoryRow } from '../db/schema.js';
import type { ProductWithCategories } from './mapping.js';

/** Products matching `where`, each with its categories (main one first), in id order. */
export async function loadProducts(db: Db, where?: SQL): Promise<ProductWithCategories[]> {
  const rows = await db.select().from(products).where(where).orderBy(asc(products.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ productId: productCategories.productId, category: categories })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, rows.map((p) => p.id)))
    .orderBy(asc(productCategories.position), asc(categories.position));
  const byProduct = new Map<number, CategoryRow[]>();
  for (const { productId, category } of links) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), category]);
  }
  return rows.map((product) => ({ product, categories: byProduct.get(product.id) ?? [] }));
}

export function loadFeaturedProducts(db: Db): Promise<ProductWithCategories[]> {
  return loadProducts(db, eq(products.featured, true));
}

export function loadCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories);
}
