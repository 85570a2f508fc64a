import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { favourites, type UserRow } from '../db/schema.js';
import type { ProductWithCategories } from '../catalog/mapping.js';
import { loadProductsInOrder } from '../catalog/queries.js';

/** A user's favourites, most recently added first. */
export async function loadFavourites(db: Db, userId: number): Promise<ProductWithCategories[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return loadProductsInOrder(
    db,
    rows.map((r) => r.productId),
  );
}

/** What the is_favourite flags are read from: undefined for a visitor, who gets no flag. */
export async function favouriteIdsOf(db: Db, user: UserRow | null): Promise<ReadonlySet<number> | undefined> {
  if (!user) return undefined;
  const rows = await db.select({ productId: favourites.productId }).from(favourites).where(eq(favourites.userId, user.id));
  return new Set(rows.map((r) => r.productId));
}

export async function addFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}
