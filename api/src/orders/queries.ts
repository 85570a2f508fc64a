import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { loadProducts } from '../catalog/queries.js';
import type { Db } from '../db/client.js';
import { orderLines, orders, payments, products } from '../db/schema.js';
import { loadOrderDocuments } from '../invoices/queries.js';
import { isSettled } from '../payment/attempts.js';
import type { OrderWithDetails } from './mapping.js';

/** Orders matching `where`, newest first, each with its lines and last payment attempt. */
export async function loadOrders(db: Db, where: SQL): Promise<OrderWithDetails[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [lineRows, paymentRows, documents] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    loadOrderDocuments(db, ids),
  ]);
  const found = await loadProducts(db, inArray(products.id, [...new Set(lineRows.map((l) => l.productId))]));
  const byProduct = new Map(found.map((p) => [p.product.id, p]));
  return rows.map((order) => ({
    order,
    lines: lineRows.filter((line) => line.orderId === order.id).map((line) => ({ ...line, found: byProduct.get(line.productId)! })),
    // An attempt still with the processor, or that it never took, is no payment to show.
    lastPayment:
      paymentRows
        .filter(isSettled)
        .filter((p) => p.orderId === order.id)
        .at(-1) ?? null,
    documents: documents.get(order.id) ?? [],
  }));
}

export async function loadOrder(db: Db, where: SQL): Promise<OrderWithDetails | null> {
  const [found] = await loadOrders(db, where);
  return found ?? null;
}

export const orderOfBasket = (db: Db, basketId: string) => loadOrder(db, eq(orders.basketId, basketId));
