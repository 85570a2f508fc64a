import { orderReferenceSchema } from '@nougaterie/contracts';
import { daysBetween, toCents } from '@nougaterie/contracts/rules';
import {
  adminOrdersQuerySchema,
  exportQuerySchema,
  orderStatusRequestSchema,
  refundRequestSchema,
  type AdminOrder,
  type AdminOrdersPage,
  type PackingList,
} from '@nougaterie/contracts/admin';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import type { HostedPaymentProvider } from '../../payment/hosted/provider.js';
import type { CardProvider } from '../../payment/card-provider.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { backInStockTrigger } from '../stock/back-in-stock.js';
import { loadAdminOrder, loadAdminOrders, toAdminOrder } from './details.js';
import { ordersCsv } from './export.js';
import { listOrders } from './list.js';
import { moveOrder } from './move.js';
import { refundOrder } from './refund.js';

export interface AdminOrdersRoutesOptions {
  db: Db;
  /** The front end the customers' mails link to (SHELL_URL). */
  siteUrl: string;
  /** The api's own address (PUBLIC_URL): the invoice links of the mails. */
  apiUrl: string;
  cards: CardProvider;
  /** The hosted page's provider (issue #24): a card paid there is refunded through it. */
  hosted?: HostedPaymentProvider;
}

/** The longest period one export covers: a year, leap day included. */
const EXPORT_MAX_DAYS = 366;

/** A day of the calendar, not only of the shape YYYY-MM-DD (2026-02-30 is not one). */
function isRealDay(day: string | undefined): boolean {
  if (day === undefined) return true;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The orders screens of the back office: list, detail, moves, refunds, packing list, the accountant's CSV. */
export async function adminOrdersRoutes(app: FastifyInstance, { db, siteUrl, apiUrl, cards, hosted }: AdminOrdersRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const backInStock = backInStockTrigger(app, db, siteUrl);

  /** The order the path names; a path that cannot name one is answered as an unknown order. */
  async function findOrder(request: FastifyRequest): Promise<{ id: number; reference: string }> {
    const reference = (request.params as { reference?: string }).reference ?? '';
    const notFound = () => new HttpError(404, at(request.lang, 'adminOrderNotFound', { reference: reference.slice(0, 40) }), 'ORDER_NOT_FOUND');
    if (!z.safeParse(orderReferenceSchema, reference).success) throw notFound();
    const [found] = await db.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.reference, reference));
    if (!found) throw notFound();
    return found;
  }

  const answer = async (id: number, request: FastifyRequest): Promise<AdminOrder> => toAdminOrder((await loadAdminOrder(db, eq(orders.id, id)))!, request.lang);

  api.get('/api/admin/orders', { preValidation: staffOnly(), schema: { querystring: adminOrdersQuerySchema } }, async (request): Promise<AdminOrdersPage> => {
    const query = request.query;
    if (!isRealDay(query.from) || !isRealDay(query.to)) throw new HttpError(400, at(request.lang, 'invalidDay'), 'VALIDATION');
    return listOrders(db, query, request.lang);
  });

  api.get('/api/admin/orders/:reference', async (request): Promise<AdminOrder> => {
    requireStaff(request);
    const order = await findOrder(request);
    return answer(order.id, request);
  });

  api.post(
    '/api/admin/orders/:reference/status',
    { preValidation: staffOnly(), schema: { body: orEmpty(orderStatusRequestSchema) } },
    async (request): Promise<AdminOrder> => {
      const member = requireStaff(request);
      const input = request.body;
      if (input.to === 'shipped' && (!input.carrier || !input.tracking_number)) {
        throw new HttpError(400, at(request.lang, 'trackingRequired'), 'TRACKING_REQUIRED');
      }
      const order = await findOrder(request);
      const result = await inTransaction(db, (tx) =>
        moveOrder(
          tx,
          order.id,
          input.to,
          member.id,
          { carrier: input.carrier, trackingNumber: input.tracking_number, note: input.note || undefined },
          { siteUrl, apiUrl, cards, lang: request.lang },
        ),
      );
      // No refusal: the order went between the look-up and the lock (it cannot be deleted today).
      if (!result.moved) throw result.refusal ?? new HttpError(404, at(request.lang, 'adminOrderNotFound', { reference: order.reference }), 'ORDER_NOT_FOUND');
      if (input.to === 'cancelled') {
        // Its stock is back on sale: the catalogue's answers and the shoppers waiting for it learn it now.
        app.publicAnswers.invalidate();
        if (result.restocked.length) backInStock();
      }
      return answer(order.id, request);
    },
  );

  api.post(
    '/api/admin/orders/:reference/refund',
    { preValidation: staffOnly(), schema: { body: orEmpty(refundRequestSchema) } },
    async (request): Promise<AdminOrder> => {
      const member = requireStaff(request);
      const input = request.body;
      const amountCents = toCents(input.amount);
      if (amountCents <= 0) throw new HttpError(400, at(request.lang, 'refundTooSmall'), 'VALIDATION');
      const order = await findOrder(request);
      await refundOrder(db, order.id, { amountCents, reason: input.reason }, member.id, { siteUrl, apiUrl, cards, hosted, lang: request.lang });
      return answer(order.id, request);
    },
  );

  api.get('/api/admin/packing-list', async (request): Promise<PackingList> => {
    requireStaff(request);
    const list = await loadAdminOrders(db, inArray(orders.status, ['paid', 'preparing']), 'oldest');
    return { orders: list.map((details) => toAdminOrder(details, request.lang)) };
  });

  api.get('/api/admin/orders-export', { preValidation: staffOnly(), schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { from, to } = request.query;
    const days = daysBetween(from, to);
    if (!isRealDay(from) || !isRealDay(to) || !(days >= 0 && days < EXPORT_MAX_DAYS)) throw new HttpError(400, at(request.lang, 'exportRange'), 'EXPORT_RANGE');
    const csv = await ordersCsv(db, from, to, request.lang);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commandes-${from}-${to}.csv"`)
      .send(csv);
  });
}
