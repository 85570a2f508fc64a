import { normaliseDiscountCode } from '@nougaterie/contracts/rules';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { discountCodes, discountRedemptions, type DiscountCodeRow } from '../db/schema.js';

export async function findCode(db: Db, typed: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normaliseDiscountCode(typed)));
  return row ?? null;
}

export async function findCodeById(db: Db, id: number, lock = false): Promise<DiscountCodeRow | null> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function usesByCustomer(db: Db, codeId: number, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)));
  return row.n;
}
