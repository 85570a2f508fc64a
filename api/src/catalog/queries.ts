import type { FoodFilter } from '@nougaterie/contracts';
import { and, arrayOverlaps, asc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fromJson, jsonRow } from '../db/json.js';
import { categories, productCategories, productFoodInfo, products, type CategoryRow } from '../db/schema.js';
import { photosOfProduct } from '../photos/pictures.js';
import type { ProductWithCategories } from './mapping.js';

/**
 * The product's categories, main one first, read in the same query as the product itself. The
 * product's id is named in full: drizzle writes bare column names when a select has one table.
 */
export const categoriesOfProduct = sql<CategoryRow[]>`(
  SELECT coalesce(json_agg(${jsonRow(categories, 'c')} ORDER BY pc.position, c.position), '[]')
  FROM product_categories pc JOIN categories c ON c.id = pc.category_id
  WHERE pc.product_id = "products"."id"
)`.mapWith((value) => fromJson<CategoryRow[]>(value));

/** On sale: not hidden by staff. A hidden product leaves the shop's lists and pages; orders keep it. */
export const onSale = isNull(products.hiddenAt);

/** What a query selects to build a ProductWithCategories: the row, its categories and photos, in one query. */
export const productWithCategories = { product: products, categories: categoriesOfProduct, photos: photosOfProduct };

/** Products matching `where`, each with its categories (main one first), in id order. */
export function loadProducts(db: Db, where?: SQL): Promise<ProductWithCategories[]> {
  return db.select(productWithCategories).from(products).where(where).orderBy(asc(products.id));
}

export function loadFeaturedProducts(db: Db): Promise<ProductWithCategories[]> {
  return loadProducts(db, and(eq(products.featured, true), onSale));
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

/**
 * The products on sale in the categories; with `without`, only the foods that neither hold those
 * allergens nor may hold traces of them (a product without food information is not food: left out).
 */
export function loadProductsInCategories(db: Db, categoryIds: number[], without: readonly FoodFilter[] = []): Promise<ProductWithCategories[]> {
  const linked = db.selectDistinct({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, categoryIds));
  const free =
    without.length > 0
      ? inArray(
          products.id,
          db
            .select({ id: productFoodInfo.productId })
            .from(productFoodInfo)
            .where(and(not(arrayOverlaps(productFoodInfo.allergens, [...without])), not(arrayOverlaps(productFoodInfo.traces, [...without])))),
        )
      : undefined;
  return loadProducts(db, and(inArray(products.id, linked), onSale, free));
}

/** Loads the products on sale among `ids` and keeps the order of `ids` (a ranking made by the database). */
export async function loadProductsInOrder(db: Db, ids: number[]): Promise<ProductWithCategories[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await loadProducts(db, and(inArray(products.id, ids), onSale))).map((p) => [p.product.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
