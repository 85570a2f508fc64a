import { ORDER_STATUSES, type Lang } from '@nougaterie/contracts';
import { addDays, parisInstant } from '@nougaterie/contracts/rules';
import { ORDERS_PAGE_SIZE, type AdminOrdersPage, type AdminOrdersQuery, type OrderCounts } from '@nougaterie/contracts/admin';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { toOrderSummary } from './details.js';

/** `text` as a LIKE pattern matching any part of a value: its own % _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const names = {
  billing: sql`concat_ws(' ', ${orders.address_billing_firstname}, ${orders.address_billing_lastname})`,
  shipping: sql`concat_ws(' ', ${orders.address_shipping_firstname}, ${orders.address_shipping_lastname})`,
};

/** Orders of a Paris day range (inclusive), from its first midnight to the midnight after its last day. */
export function parisDaysRange(from: string | undefined, to: string | undefined): SQL[] {
  return [...(from ? [gte(orders.createdAt, parisInstant(from))] : []), ...(to ? [lt(orders.createdAt, parisInstant(addDays(to, 1)))] : [])];
}

/** The list's filters: state, way of paying, of delivering, Paris days, and a search of reference, names and e-mails. */
function filters(query: AdminOrdersQuery): SQL | undefined {
  const conditions: SQL[] = [
    ...(query.status ? [eq(orders.status, query.status)] : []),
    ...(query.payment ? [eq(orders.paymentMethod, query.payment)] : []),
    ...(query.delivery ? [sql`${orders.shipping}->>'kind' = ${query.delivery}`] : []),
    ...parisDaysRange(query.from, query.to),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        sql`${orders.reference} ILIKE ${pattern}`,
        sql`${names.billing} ILIKE ${pattern}`,
        sql`${names.shipping} ILIKE ${pattern}`,
        sql`${orders.address_billing_email} ILIKE ${pattern}`,
        sql`${orders.address_shipping_email} ILIKE ${pattern}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Every order counted per state, whatever the filters: the tabs at the top of the list. */
export async function orderCounts(db: Db): Promise<OrderCounts> {
  const rows = await db
    .select({
      status: orders.status,
      n: count(),
      transfers: sql<number>`count(*) FILTER (WHERE ${orders.paymentMethod} = 'transfer')::int`,
    })
    .from(orders)
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts;
  for (const row of rows) counts[row.status] = Number(row.n);
  counts.transfers_awaited = Number(rows.find((row) => row.status === 'awaiting_payment')?.transfers ?? 0);
  return counts;
}

/** One page (25) of the orders matching the query, newest first, with the counts per state. */
export async function listOrders(db: Db, query: AdminOrdersQuery, lang: Lang): Promise<AdminOrdersPage> {
  const where = filters(query);
  const [[{ total }], counts] = await Promise.all([db.select({ total: count() }).from(orders).where(where), orderCounts(db)]);
  const pages = Math.max(1, Math.ceil(Number(total) / ORDERS_PAGE_SIZE));
  const page = Number(query.page ?? 1);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  return { orders: rows.map((row) => toOrderSummary(row, lang)), page, pages, total: Number(total), counts };
}
