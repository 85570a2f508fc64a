import type { OrderDocument } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoices } from './schema.js';

/** The invoice and credit notes of each order, oldest first, as orders list them. */
export async function loadOrderDocuments(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderDocument[]>> {
  const byOrder = new Map<number, OrderDocument[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt, totalCents: invoices.totalCents })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ number: row.number, kind: row.kind, issued_at: row.issuedAt.toISOString(), amount_total: fromCents(row.totalCents) });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
