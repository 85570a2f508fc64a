import { basketValidRequestSchema, orderReferenceSchema, type Basket, type Order, type OrdersResponse } from '@nougaterie/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOnly } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import { beforeEachCommit } from '../mail/before-commit.js';
import { queueOrderMail } from './mails.js';
import { orderAsBasket, toOrder, type OrderWithDetails } from './mapping.js';
import { loadOrder, loadOrders } from './queries.js';
import { validateBasket } from './validate.js';

export interface OrdersRoutesOptions {
  db: Db;
  publicUrl: string;
  /** The front end the order mails link to (SHELL_URL). */
  siteUrl: string;
}

const referenceParamsSchema = z.object({ reference: orderReferenceSchema });

/**
 * `db` whose transactions also queue, before they commit, the mail of the order that valid created
 * or switched to a transfer or payment at the shop (a card order is mailed once paid). The order
 * read for the mail is kept in `read`: the answer is made of it, without reading it again.
 */
const queuingOrderMail = (db: Db, siteUrl: string, read: { order?: OrderWithDetails }) =>
  beforeEachCommit(db, async (tx, result) => {
    const { order, created, methodChanged, details: made } = result as Awaited<ReturnType<typeof validateBasket>>;
    // An attempt that failed (a deadlock, run again: db/transaction.ts) leaves nothing behind.
    delete read.order;
    if ((created || methodChanged) && order.paymentMethod !== 'card') {
      const details = made ?? (await loadOrder(tx, eq(orders.id, order.id)));
      if (!details) return;
      await queueOrderMail(tx, details, order.paymentMethod, siteUrl);
      read.order = details;
    }
  });

export async function ordersRoutes(app: FastifyInstance, { db, publicUrl, siteUrl }: OrdersRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Answers the basket, now ordered, with its order: the same order however often it is called. */
  api.post('/api/basket/valid', { schema: { body: orEmpty(basketValidRequestSchema) } }, async (request): Promise<Basket> => {
    const input = request.body;
    const read: { order?: OrderWithDetails } = {};
    const { order, created, details: made } = await validateBasket(queuingOrderMail(db, siteUrl, read), request, input);
    // The stock was taken: the catalogue answers must not keep showing it.
    if (created) app.publicAnswers.invalidate();
    // As its transaction left it (made there, or read there for its mail), else as committed.
    const details = made ?? read.order ?? (await loadOrder(db, eq(orders.id, order.id)))!;
    return orderAsBasket(toOrder(details, request.lang, publicUrl), details.order);
  });

  api.get('/api/user/orders', async (request): Promise<OrdersResponse> => {
    const user = requireUser(request);
    const list = await loadOrders(db, eq(orders.userId, user.id));
    return { orders: list.map((details) => toOrder(details, request.lang, publicUrl)) };
  });

  api.get('/api/user/orders/:reference', { preValidation: userOnly, schema: { params: referenceParamsSchema } }, async (request): Promise<Order> => {
    const user = requireUser(request);
    const { reference } = request.params;
    const details = await loadOrder(db, and(eq(orders.userId, user.id), eq(orders.reference, reference))!);
    if (!details) throw new HttpError(404, t(request.lang, 'orderNotFound'), 'ORDER_NOT_FOUND');
    return toOrder(details, request.lang, publicUrl);
  });
}
