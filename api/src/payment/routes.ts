import {
  cardPaymentRequestSchema,
  isLang,
  paymentChallengeRequestSchema,
  DEFAULT_LANG,
  type PaymentResponse,
} from '@nougaterie/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOwnBasket } from '../basket/access.js';
import type { Db } from '../db/client.js';
import { orders, payments, type OrderRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
import type { Mailer } from '../mail/mailer.js';
import { toOrder } from '../orders/mapping.js';
import { markOrderPaid } from '../orders/paid.js';
import { loadOrder } from '../orders/queries.js';
import { checkCard } from './card.js';
import type { CardProvider } from './card-provider.js';

export interface PaymentRoutesOptions {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  cards: CardProvider;
}

type Outcome = { status: PaymentResponse['status']; challengeId: string | null; msg: string };

export async function paymentRoutes(app: FastifyInstance, { db, publicUrl, mailer, cards }: PaymentRoutesOptions): Promise<void> {
  /** The order row locked for this transaction, still waiting for its money. */
  async function lockPayable(tx: Db, orderId: number, request: FastifyRequest): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order.status !== 'awaiting_payment') {
      throw new HttpError(409, t(request.lang, 'orderNotPayable', { reference: order.reference }), 'ORDER_NOT_PAYABLE');
    }
    return order;
  }

  async function answer(request: FastifyRequest, orderId: number, outcome: Outcome): Promise<PaymentResponse> {
    const details = (await loadOrder(db, eq(orders.id, orderId)))!;
    return { status: outcome.status, challenge_id: outcome.challengeId, msg: outcome.msg, order: toOrder(details, request.lang, publicUrl) };
  }

  app.post('/api/payment/card', async (request) => {
    const input = parseInput(cardPaymentRequestSchema, request.body ?? {}, request.lang);
    const card = checkCard(input, request.lang);
    const basket = await requireOwnBasket(db, request, input.basketId);
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.basketId, basket.id));
    if (!row) throw new HttpError(404, t(request.lang, 'orderNotFound'), 'ORDER_NOT_FOUND');

    // The lock on the order makes a second click wait, then find the order paid.
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const order = await lockPayable(tx, row.id, request);
      const result = await cards.charge({ number: card.number, amountCents: order.amountTotalCents });
      const attempt = { orderId: order.id, method: 'card' as const, amountCents: order.amountTotalCents, cardBrand: card.brand, cardLast4: card.last4 };
      if (result.status === 'challenge') {
        const [payment] = await tx.insert(payments).values({ ...attempt, status: 'challenge', challengeId: crypto.randomUUID() }).returning();
        return { status: 'challenge', challengeId: payment.challengeId, msg: t(request.lang, 'paymentChallenge') };
      }
      await tx.insert(payments).values({ ...attempt, status: result.status });
      if (result.status === 'declined') {
        return { status: 'declined', challengeId: null, msg: t(request.lang, result.reason === 'declined' ? 'paymentDeclined' : 'paymentUnknownCard') };
      }
      await tx.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order.id));
      await markOrderPaid(tx, order.id);
      return { status: 'paid', challengeId: null, msg: t(request.lang, 'paymentPaid', { reference: order.reference }) };
    });
    return answer(request, row.id, outcome);
  });

  app.post('/api/payment/challenge', async (request) => {
    const { challenge_id, code } = parseInput(paymentChallengeRequestSchema, request.body ?? {}, request.lang);
    const notFound = () => new HttpError(404, t(request.lang, 'challengeNotFound'), 'CHALLENGE_NOT_FOUND');
    const [found] = await db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.challengeId, challenge_id), eq(payments.status, 'challenge')));
    if (!found || (found.order.userId !== null && found.order.userId !== request.user?.id)) throw notFound();

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const order = await lockPayable(tx, found.order.id, request);
      const [payment] = await tx.select().from(payments).where(eq(payments.id, found.payment.id)).for('update');
      if (payment.status !== 'challenge') throw notFound();
      const confirmed = await cards.confirmChallenge(code);
      await tx.update(payments).set({ status: confirmed ? 'paid' : 'declined', updatedAt: new Date() }).where(eq(payments.id, payment.id));
      if (!confirmed) return { status: 'declined', challengeId: null, msg: t(request.lang, 'challengeFailed') };
      await tx.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order.id));
      await markOrderPaid(tx, order.id);
      return { status: 'paid', challengeId: null, msg: t(request.lang, 'paymentPaid', { reference: order.reference }) };
    });
    return answer(request, found.order.id, outcome);
  });
}
