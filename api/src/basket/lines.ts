import type { Lang } from '@nougaterie/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * A 409 for a product staff took off sale (hidden): a basket takes no more of it and an order
 * cannot be made with it; the shopper may still remove the line. Orders made before keep it.
 */
export function offSaleError(product: ProductRow, lang: Lang): HttpError {
  return new HttpError(409, t(lang, 'productHidden', { name: localized(product, 'name', lang) }), 'PRODUCT_HIDDEN');
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

/** Marks the basket changed in the statement that changes its line: one round trip for both. */
const touchingBasket = (basketId: string, line: SQL) =>
  sql`WITH line AS (${line} RETURNING quantity) UPDATE baskets SET updated_at = now() WHERE id = ${basketId} AND EXISTS (SELECT 1 FROM line) RETURNING (SELECT quantity FROM line)`;

/** Sets a line's quantity; 0 removes it. */
export async function setLineQuantity(db: Db, basketId: string, productId: number, quantity: number): Promise<void> {
  await db.execute(
    touchingBasket(
      basketId,
      quantity === 0
        ? sql`DELETE FROM basket_lines WHERE basket_id = ${basketId} AND product_id = ${productId}`
        : sql`INSERT INTO basket_lines (basket_id, product_id, quantity) VALUES (${basketId}, ${productId}, ${quantity})
            ON CONFLICT (basket_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    ),
  );
}

/**
 * Adds `qty` to the product's line, created if need be, unless the line would then hold more than
 * `stock`: the check and the write are one statement, so two adds at once cannot both pass it.
 * The caller has checked that `qty` alone fits. Answers the line's new quantity, or null when refused.
 */
export async function addToLine(db: Db, basketId: string, productId: number, qty: number, stock: number): Promise<number | null> {
  const result = await db.execute<{ quantity: number }>(
    touchingBasket(
      basketId,
      sql`INSERT INTO basket_lines (basket_id, product_id, quantity) VALUES (${basketId}, ${productId}, ${qty})
        ON CONFLICT (basket_id, product_id) DO UPDATE SET quantity = basket_lines.quantity + EXCLUDED.quantity
        WHERE basket_lines.quantity + EXCLUDED.quantity <= ${stock}`,
    ),
  );
  return result.rows.length ? Number(result.rows[0].quantity) : null;
}

export async function updateBasket(db: Db, id: string, patch: Partial<Omit<BasketRow, 'id' | 'createdAt'>>): Promise<BasketRow> {
  const [row] = await db
    .update(baskets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(baskets.id, id))
    .returning();
  return row;
}
