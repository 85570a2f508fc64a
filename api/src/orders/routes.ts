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
import { orderAsBasket, toOrder } from './mapping.js';
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
 * or switched to a transfer or payment at the shop (a card order is mailed once paid).
 */
const queuingOrderMail = (db: Db, siteUrl: string) =>
  beforeEachCommit(db, async (tx, result) => {
    const { order, created, methodChanged } = result as Awaited<ReturnType<typeof validateBasket>>;
    if ((created || methodChanged) && order.paymentMethod !== 'card') await queueOrderMail(tx, order.id, order.paymentMethod, siteUrl);
  });

export async function ordersRoutes(app: FastifyInstance, { db, publicUrl, siteUrl }: OrdersRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Answers the basket, now ordered, with its order: the same order however often it is called. */
  api.post('/api/basket/valid', { schema: { body: orEmpty(basketValidRequestSchema) } }, async (request): Promise<Basket> => {
    const input = request.body;
    const { order, created } = await validateBasket(queuingOrderMail(db, siteUrl), request, input);
    // The stock was taken: the catalogue answers must not keep showing it.
    if (created) app.publicAnswers.invalidate();
    const details = (await loadOrder(db, eq(orders.id, order.id)))!;
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
