import type { Lang } from '@nougaterie/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { localized } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
import { basketLines, baskets, products, type BasketRow, type ProductRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

export async function requireProduct(db: Db, id: number, lang: Lang): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new HttpError(404, t(lang, 'productIdNotFound', { id }), 'PRODUCT_NOT_FOUND');
  return product;
}

/** A 409 naming the product and what is left: the shopper can lower the quantity and go on. */
export function stockError(product: ProductRow, wanted: number, lang: Lang): HttpError {
  const name = localized(product, 'name', lang);
  return product.stock <= 0
    ? new HttpError(409, t(lang, 'outOfStock', { name }), 'OUT_OF_STOCK')
    : new HttpError(409, t(lang, 'notEnoughStock', { name, stock: product.stock, qty: wanted }), 'OUT_OF_STOCK');
}

export async function lineQuantity(db: Db, basketId: string, productId: number): Promise<number> {
  const [line] = await db
    .select({ quantity: basketLines.quantity })
    .from(basketLines)
    .where(and(eq(basketLines.basketId, basketId), eq(basketLines.productId, productId)));
  return line?.quantity ?? 0;
}

/** Sets a line's quantity; 0 removes it. */
export async function setLineQuantity(db: Db, basketId: string, productId: number, quantity: number): Promise<void> {
  if (quantity === 0) {
    await db.delete(basketLines).where(and(eq(basketLines.basketId, basketId), eq(basketLines.productId, productId)));
  } else {
    await db
      .insert(basketLines)
      .values({ basketId, productId, quantity })
      .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.productId], set: { quantity } });
  }
  await touchBasket(db, basketId);
}

export async function updateBasket(db: Db, id: string, patch: Partial<Omit<BasketRow, 'id' | 'createdAt'>>): Promise<BasketRow> {
  const [row] = await db
    .update(baskets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(baskets.id, id))
    .returning();
  return row;
}

const touchBasket = (db: Db, id: string) => updateBasket(db, id, {});
