import type { Lang } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { baskets, orders, type BasketRow, type OrderRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

/**
 * The basket's row locked for this transaction: the first lock of every write on a basket, its
 * order or their payments (the lock order is written in db/transaction.ts).
 */
export async function lockBasket(tx: Db, basketId: string): Promise<BasketRow | undefined> {
  const [row] = await tx.select().from(baskets).where(eq(baskets.id, basketId)).for('update');
  return row;
}

/**
 * An open basket locked for a change of its lines, code, points, addresses or shipping. One that
 * was ordered meanwhile (validation holds the same lock, so a change waits for it) is refused:
 * 409 BASKET_ORDERED, nothing written, rather than a line answered "added" that no order holds.
 */
export async function lockOpenBasket(tx: Db, basketId: string, lang: Lang): Promise<BasketRow> {
  const row = await lockBasket(tx, basketId);
  if (!row) throw new HttpError(404, t(lang, 'basketNotFound'), 'BASKET_NOT_FOUND');
  if (row.status !== 'open') throw new HttpError(409, t(lang, 'basketAlreadyOrdered'), 'BASKET_ORDERED');
  return row;
}

/** The basket, then its order, locked in that order; undefined when the basket has no order. */
export async function lockOrderOfBasket(tx: Db, basketId: string): Promise<OrderRow | undefined> {
  await lockBasket(tx, basketId);
  const [order] = await tx.select().from(orders).where(eq(orders.basketId, basketId)).for('update');
  return order;
}
