import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, users, type OrderRow } from '../db/schema.js';
import { invoiceLink, issueInvoice } from '../invoices/issue.js';
import { recordPoints } from '../points/ledger.js';
import { prepareOrderMail } from './mails.js';

/**
 * Marks an awaiting order paid, credits its earned points, issues its invoice (invoices/issue.ts)
 * and queues the "payment received" mail, all in `tx`. The points go with the setting of
 * points_credited_at, guarded by its being null: they are credited once; the mail goes once the
 * payment is committed, and only then, with the invoice's link. `siteUrl`: the front end the mail
 * links to; `apiUrl`: the api's own address, where the invoice's link goes.
 */
export async function markOrderPaid(tx: Db, orderId: number, siteUrl: string, apiUrl: string): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning();
  if (!paid) return null;
  const [credited] = await tx
    .update(orders)
    .set({ pointsCreditedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.pointsCreditedAt)))
    .returning({ userId: orders.userId, earnedPoints: orders.earnedPoints });
  if (credited?.userId != null && credited.earnedPoints > 0) {
    await tx
      .update(users)
      .set({ points: sql`${users.points} + ${credited.earnedPoints}` })
      .where(eq(users.id, credited.userId));
    await recordPoints(tx, { userId: credited.userId, delta: credited.earnedPoints, reason: 'order', orderId });
  }
  // The mail read and made first: the invoice counter is the last lock a transaction takes
  // (db/transaction.ts), and every payment waits for it until this one commits.
  const queueMail = await prepareOrderMail(tx, orderId, 'paid', siteUrl);
  const invoice = await issueInvoice(tx, orderId);
  await queueMail(invoice ? { documentUrl: invoiceLink(apiUrl, invoice.row.number, invoice.token) } : {});
  return paid;
}
