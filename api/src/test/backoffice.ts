import type { PaymentMethod } from '@nougaterie/contracts';
import { adminOrderSchema, type AdminOrder } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { baskets, orders, type OrderRow } from '../db/schema.js';
import type { TestApp } from './app.js';
import { basketOf, get, post, readyBasket, type address, type Injected } from './shop.js';
import { strict } from './strict.js';
import { omit } from '../omit.js';

/** An order validated through the shop's calls, as a shopper makes it; its row. */
export async function placeOrder(
  t: TestApp,
  lines: { id: number; qty: number }[],
  options: {
    method?: PaymentMethod;
    methodId?: number;
    relayId?: string;
    code?: string;
    headers?: Record<string, string>;
    address?: Partial<typeof address>;
    lang?: 'fr' | 'en';
    points?: boolean;
  } = {},
): Promise<OrderRow> {
  const headers = { ...(options.headers ?? {}), ...(options.lang ? { 'accept-language': options.lang } : {}) };
  const methodId = options.methodId ?? (options.method === 'shop' ? 3 : 1);
  const basket = await readyBasket(t, lines, { headers, methodId, relayId: options.relayId, code: options.code, address: options.address });
  if (options.points) basketOf(await post(t, '/api/basket/points-add', {}, headers));
  basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: options.method ?? 'transfer' }, headers));
  const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
  return order;
}

let copies = 0;

/**
 * Copies of an order under new references, written straight to the tables: a list of many orders
 * without a shopper's six calls for each. `changes` may move them in time or rename them.
 */
export async function copyOrder(t: TestApp, source: OrderRow, changes: Partial<OrderRow> = {}): Promise<OrderRow> {
  const [basket] = await t.database.db.insert(baskets).values({ status: 'ordered' }).returning({ id: baskets.id });
  const rest = omit(source, 'id', 'reference', 'basketId');
  const [row] = await t.database.db
    .insert(orders)
    .values({ ...rest, reference: `NSD-2026-${900_000 + ++copies}`, basketId: basket.id, ...changes })
    .returning();
  return row;
}

/** The back office's answer about one order, checked against its contract (no field more). */
export function adminOrderOf(response: Injected): AdminOrder {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return strict(adminOrderSchema).parse(response.json());
}

export const move = (t: TestApp, reference: string, body: object, headers: Record<string, string>) =>
  post(t, `/api/admin/orders/${reference}/status`, body, headers);

export const adminOrder = async (t: TestApp, reference: string, headers: Record<string, string>) =>
  adminOrderOf(await get(t, `/api/admin/orders/${reference}`, headers));

/** Lets the outbox send what was queued outside a call (jobs, background triggers) and answers the mails. */
export async function flushMails(t: TestApp) {
  await t.app.mailOutbox.sendDue();
  return t.mails;
}
