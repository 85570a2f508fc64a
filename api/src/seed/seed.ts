import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { categories, productCategories, productFoodInfo, products } from '../db/schema.js';
import { productImagePath } from '../media/paths.js';
import { seedCategories } from './categories.js';
import { seedDiscountCodes } from './discount-codes.js';
import { seedFoodInfo } from './food-info.js';
import { seedProducts } from './products.js';

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/** Everything but the id and the creation date is owned by the seed. */
const refreshedProductFields = [
  'nameFr',
  'nameEn',
  'descriptionFr',
  'descriptionEn',
  'priceCents',
  'discountPercent',
  'vatRate',
  'weightG',
  'stock',
  'featured',
  'image',
] as const;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Writes the reference catalogue, matched by slug: running it again refreshes the seeded rows
 * (texts, prices, stock) without duplicating them, and leaves other rows alone. The demonstration
 * discount codes come with it.
 */
export async function seedCatalogue(db: Db): Promise<{ categories: number; products: number }> {
  return db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const [position, category] of seedCategories.entries()) {
      const values = {
        slug: category.slug,
        parentId: category.parent ? categoryIds.get(category.parent)! : null,
        nameFr: category.name.fr,
        nameEn: category.name.en,
        descriptionFr: category.description.fr,
        descriptionEn: category.description.en,
        position,
      };
      const [row] = await tx.insert(categories).values(values).onConflictDoUpdate({ target: categories.slug, set: values }).returning({ id: categories.id });
      categoryIds.set(category.slug, row.id);
    }

    const productRows = await tx
      .insert(products)
      .values(
        seedProducts.map((p) => ({
          slug: p.slug,
          nameFr: p.name.fr,
          nameEn: p.name.en,
          descriptionFr: p.description.fr,
          descriptionEn: p.description.en,
          priceCents: p.priceCents,
          discountPercent: p.discountPercent ?? null,
          vatRate: p.vatRate,
          weightG: p.weightG,
          stock: p.stock,
          featured: p.featured ?? false,
          image: productImagePath(p.slug),
        })),
      )
      .onConflictDoUpdate({
        target: products.slug,
        set: Object.fromEntries(refreshedProductFields.map((key) => [key, excluded(products[key])])),
      })
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

    await tx.delete(productCategories).where(inArray(productCategories.productId, [...productIds.values()]));
    await tx.insert(productCategories).values(
      seedProducts.flatMap((p) =>
        p.categories.map((slug, position) => ({
          productId: productIds.get(p.slug)!,
          categoryId: categoryIds.get(slug)!,
          position,
        })),
      ),
    );
    // The seed owns its products' food information as it owns their texts (regulation 1169/2011).
    const foodRows = seedFoodInfo.map(({ slug, ...info }) => ({ ...info, productId: productIds.get(slug)! }));
    const foodFields = Object.keys(foodRows[0]).filter((key) => key !== 'productId') as (keyof typeof productFoodInfo.$inferInsert)[];
    await tx
      .insert(productFoodInfo)
      .values(foodRows)
      .onConflictDoUpdate({
        target: productFoodInfo.productId,
        set: Object.fromEntries(foodFields.map((key) => [key, excluded(productFoodInfo[key])])),
      });
    await seedDiscountCodes(tx);
    return { categories: categoryIds.size, products: productIds.size };
  });
}
