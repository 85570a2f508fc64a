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

/** The category and every category below it, for a range page that lists its children's products. */
export function descendantIds(all: CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of all) if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

export function loadProductsInCategories(db: Db, categoryIds: number[]): Promise<ProductWithCategories[]> {
  const linked = db
    .selectDistinct({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, categoryIds));
  return loadProducts(db, inArray(products.id, linked));
}

/** Loads products by id and keeps the order of `ids` (a ranking made by the database). */
export async function loadProductsInOrder(db: Db, ids: number[]): Promise<ProductWithCategories[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await loadProducts(db, inArray(products.id, ids))).map((p) => [p.product.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
