import type { PointsReason, PointsResponse } from '@nougaterie/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, pointsLedger, type UserRow } from '../db/schema.js';

/** Written in the same transaction as the change of users.points, so the history always adds up to the balance. */
export async function recordPoints(
  tx: Db,
  entry: { userId: number; delta: number; reason: PointsReason; orderId: number | null; note?: string | null },
): Promise<void> {
  await tx.insert(pointsLedger).values(entry);
}

export async function loadPoints(db: Db, user: UserRow): Promise<PointsResponse> {
  const rows = await db
    .select({
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      reference: orders.reference,
      note: pointsLedger.note,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .where(eq(pointsLedger.userId, user.id))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  return {
    balance: user.points,
    history: rows.map((r) => ({
      delta: r.delta,
      reason: r.reason,
      order_reference: r.reference,
      created_at: r.createdAt.toISOString(),
      // The shop's reason for an adjustment, shown to the customer; the other moves have none.
      ...(r.note ? { note: r.note } : {}),
    })),
  };
}
