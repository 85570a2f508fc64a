import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { baskets, type BasketRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is simply no basket: PostgreSQL would otherwise refuse the cast with an error. */
export function isBasketId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * The open basket a request may work on. A customer always gets their own, whatever basketId
 * says; a visitor only gets an anonymous basket, so a customer's basket id opens nothing.
 */
export async function findOpenBasket(db: Db, request: FastifyRequest, basketId: string | undefined): Promise<BasketRow | null> {
  const where = request.user
    ? and(eq(baskets.userId, request.user.id), eq(baskets.status, 'open'))
    : isBasketId(basketId)
      ? and(eq(baskets.id, basketId), isNull(baskets.userId), eq(baskets.status, 'open'))
      : undefined;
  if (!where) return null;
  const [row] = await db.select().from(baskets).where(where);
  return row ?? null;
}

export async function requireOpenBasket(db: Db, request: FastifyRequest, basketId: string | undefined): Promise<BasketRow> {
  const basket = await findOpenBasket(db, request, basketId);
  if (!basket) throw new HttpError(404, t(request.lang, 'basketNotFound'), 'BASKET_NOT_FOUND');
  return basket;
}

/**
 * A new open basket, for a request findOpenBasket found none for. Two concurrent first adds of a
 * customer end in one basket: the second insert yields to the first, whose basket it then opens.
 */
export async function createOpenBasket(db: Db, request: FastifyRequest, basketId: string | undefined): Promise<BasketRow> {
  const [created] = await db
    .insert(baskets)
    .values({ userId: request.user?.id ?? null })
    .onConflictDoNothing()
    .returning();
  return created ?? (await requireOpenBasket(db, request, basketId));
}

/**
 * Any basket, open or ordered, for its owner: a customer's basket for that customer only, an
 * anonymous one for whoever holds its id. Someone else's basket is answered as missing.
 */
export async function requireOwnBasket(db: Db, request: FastifyRequest, basketId: string): Promise<BasketRow> {
  const [row] = isBasketId(basketId) ? await db.select().from(baskets).where(eq(baskets.id, basketId)) : [];
  if (!row || (row.userId !== null && row.userId !== request.user?.id)) {
    throw new HttpError(404, t(request.lang, 'basketNotFound'), 'BASKET_NOT_FOUND');
  }
  return row;
}
