import { ADDRESS_PREFIXES, type AddressKind } from '@nougaterie/contracts';
import { fromPrefixed, isAddressComplete } from '@nougaterie/contracts/rules';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { basketLines, baskets, products, type BasketRow } from '../db/schema.js';
import { isBasketId } from './access.js';
import { ADDRESS_COLUMNS } from './view.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Logging in keeps the visitor's anonymous basket: it becomes the customer's when they have no
 * open basket, otherwise its lines are added to theirs and it is deleted. A basketId that is not
 * an open anonymous basket (stale cookie, someone else's id) changes nothing and refuses nothing:
 * the login itself must succeed.
 */
export async function adoptBasket(db: Db, userId: number, basketId: string | undefined): Promise<void> {
  if (!isBasketId(basketId)) return;
  try {
    await db.transaction((tx) => adopt(tx, userId, basketId));
  } catch (error) {
    // The customer's first add in another tab created their open basket meanwhile: merge into it.
    if (!isUniqueViolation(error)) throw error;
    await db.transaction((tx) => adopt(tx, userId, basketId));
  }
}

async function adopt(tx: Db, userId: number, anonymousId: string): Promise<void> {
  // Both rows locked in id order, as every basket lock: a concurrent add or validation waits.
  const locked = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.status, 'open'), or(and(eq(baskets.id, anonymousId), isNull(baskets.userId)), eq(baskets.userId, userId))))
    .orderBy(asc(baskets.id))
    .for('update');
  const anonymous = locked.find((b) => b.id === anonymousId && b.userId === null);
  if (!anonymous) return;
  const own = locked.find((b) => b.userId === userId);
  if (!own) {
    await tx
      .update(baskets)
      .set({ userId, updatedAt: sql`now()` })
      .where(eq(baskets.id, anonymous.id));
    return;
  }
  await mergeLines(tx, anonymous.id, own.id);
  await tx
    .update(baskets)
    .set({ ...carriedOver(anonymous, own), updatedAt: sql`now()` })
    .where(eq(baskets.id, own.id));
  await tx.delete(baskets).where(eq(baskets.id, anonymous.id));
}

/**
 * Quantities are added, capped at the stock, since product-add never lets a basket hold more than
 * the stock. The customer's own quantity is never lowered, even if the stock fell below it since:
 * validation will say so.
 */
async function mergeLines(tx: Db, fromId: string, intoId: string): Promise<void> {
  const lines = await tx
    .select()
    .from(basketLines)
    .where(inArray(basketLines.basketId, [fromId, intoId]));
  const incoming = lines.filter((l) => l.basketId === fromId);
  if (incoming.length === 0) return;
  const stock = new Map(
    (
      await tx
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(
          inArray(
            products.id,
            incoming.map((l) => l.productId),
          ),
        )
    ).map((p) => [p.id, p.stock]),
  );
  for (const line of incoming) {
    const mine = lines.find((l) => l.basketId === intoId && l.productId === line.productId)?.quantity ?? 0;
    const quantity = Math.max(mine, Math.min(mine + line.quantity, stock.get(line.productId) ?? 0));
    if (quantity === 0 || quantity === mine) continue;
    await tx
      .insert(basketLines)
      .values({ basketId: intoId, productId: line.productId, quantity })
      .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.productId], set: { quantity } });
  }
}

/** The customer's own choices win; what they had not chosen yet is taken from the visitor's basket. */
function carriedOver(anonymous: BasketRow, own: BasketRow): Partial<BasketRow> {
  const patch: Partial<BasketRow> = {};
  if (own.discountCodeId === null && anonymous.discountCodeId !== null) patch.discountCodeId = anonymous.discountCodeId;
  if (own.shippingMethodId === null && anonymous.shippingMethodId !== null) {
    patch.shippingMethodId = anonymous.shippingMethodId;
    patch.relayPoint = anonymous.relayPoint;
  }
  for (const kind of Object.keys(ADDRESS_PREFIXES) as AddressKind[]) {
    if (isAddressComplete(fromPrefixed(own, kind)) || !isAddressComplete(fromPrefixed(anonymous, kind))) continue;
    for (const column of ADDRESS_COLUMNS.filter((c) => c.startsWith(ADDRESS_PREFIXES[kind]))) {
      Object.assign(patch, { [column]: anonymous[column] });
    }
  }
  return patch;
}
