import { cardPaymentRequestSchema, paymentChallengeRequestSchema, type PaymentResponse } from '@nougaterie/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwnBasket } from '../basket/access.js';
import type { Db } from '../db/client.js';
import { lockOrderOfBasket } from '../basket/locks.js';
import { orders, payments, type OrderRow, type PaymentRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import type { Mailer } from '../mail/mailer.js';
import { toOrder } from '../orders/mapping.js';
import { queueOrderMail } from '../orders/mails.js';
import { markOrderPaid } from '../orders/paid.js';
import { loadOrder } from '../orders/queries.js';
import { checkCard, refuseCardNumbers } from './card.js';
import { openAttempt, recoverPending, reopenChallenge, runCardAttempt, settleAttempt } from './attempts.js';
import type { CardOutcome, CardProvider } from './card-provider.js';

export interface PaymentRoutesOptions {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  cards: CardProvider;
  /** The card calls take card numbers: only without a real provider's hosted page (sandbox, tests). */
  cardNumbersOpen: boolean;
  /** The front end the order mails link to (SHELL_URL). */
  siteUrl: string;
}

type Outcome = { status: PaymentResponse['status']; challengeId: string | null; msg: string };

/** How many card attempts of the order were declined (the order locked by the caller). */
async function declinedAttempts(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'declined')));
  return Number(row?.n ?? 0);
}

export async function paymentRoutes(app: FastifyInstance, { db, publicUrl, cards, cardNumbersOpen, siteUrl }: PaymentRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The basket, then its order, locked for this transaction; the order still waiting for its money. */
  async function lockPayable(tx: Db, basketId: string, request: FastifyRequest): Promise<OrderRow> {
    const order = await lockOrderOfBasket(tx, basketId);
    if (!order) throw new HttpError(404, t(request.lang, 'orderNotFound'), 'ORDER_NOT_FOUND');
    if (order.status !== 'awaiting_payment') {
      throw new HttpError(409, t(request.lang, 'orderNotPayable', { reference: order.reference }), 'ORDER_NOT_PAYABLE');
    }
    return order;
  }

  /** What a settled attempt means for the order (locked by the caller) and for the shopper. */
  async function settleOrder(tx: Db, order: OrderRow, payment: PaymentRow, request: FastifyRequest): Promise<Outcome> {
    const lang = request.lang;
    switch (payment.status) {
      case 'paid':
        await tx.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order.id));
        if (!(await markOrderPaid(tx, order.id, siteUrl, publicUrl)) && order.status !== 'paid') {
          request.log.error({ orderId: order.id, paymentId: payment.id }, 'card paid on an order no longer awaiting payment: refund it');
        }
        return { status: 'paid', challengeId: null, msg: t(lang, 'paymentPaid', { reference: order.reference }) };
      case 'challenge':
        return { status: 'challenge', challengeId: payment.challengeId, msg: t(lang, 'paymentChallenge') };
      case 'declined':
        // The first decline tells the shopper, at once, that the order waits for its money, with a
        // link back to it: a guest who closes the page can still pay it (or choose a transfer).
        if (order.status === 'awaiting_payment' && (await declinedAttempts(tx, order.id)) === 1) {
          await queueOrderMail(tx, order.id, 'awaiting', siteUrl);
        }
        return { status: 'declined', challengeId: null, msg: t(lang, 'paymentDeclined') };
      default:
        throw new HttpError(503, t(lang, 'paymentProviderUnavailable'), 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  const declinedMessage = (outcome: CardOutcome, request: FastifyRequest) =>
    outcome.status !== 'declined'
      ? undefined
      : t(request.lang, outcome.reason === 'unknown_card' ? 'paymentUnknownCard' : outcome.reason === 'challenge' ? 'challengeFailed' : 'paymentDeclined');

  async function answer(request: FastifyRequest, orderId: number, outcome: Outcome): Promise<PaymentResponse> {
    const details = (await loadOrder(db, eq(orders.id, orderId)))!;
    return { status: outcome.status, challenge_id: outcome.challengeId, msg: outcome.msg, order: toOrder(details, request.lang, publicUrl) };
  }

  // Card numbers refused (the hosted page takes them) before the body is checked.
  const cardNumbersTaken = async (request: FastifyRequest) => refuseCardNumbers(cardNumbersOpen, request.lang);
  api.post('/api/payment/card', { preValidation: cardNumbersTaken, schema: { body: orEmpty(cardPaymentRequestSchema) } }, async (request) => {
    const input = request.body;
    const card = checkCard(input, request.lang);
    const basket = await requireOwnBasket(db, request, input.basketId);
    let orderId = 0;
    // The order's lock makes a second click wait, then find a payment under way or the order paid.
    const outcome = await runCardAttempt<Outcome>(db, request.lang, {
      open: async (tx) => {
        const order = await lockPayable(tx, basket.id, request);
        orderId = order.id;
        const recovered = await recoverPending(tx, cards, { orderId: order.id }, request.lang);
        if (recovered) return { done: await settleOrder(tx, order, recovered, request) };
        return openAttempt(tx, { orderId: order.id }, { amountCents: order.amountTotalCents, cardBrand: card.brand, cardLast4: card.last4 });
      },
      ask: (payment) => cards.charge({ number: card.number, amountCents: payment.amountCents, idempotencyKey: payment.idempotencyKey! }),
      settle: async (tx, payment, result) => {
        const order = (await lockOrderOfBasket(tx, basket.id))!;
        const settled = await settleAttempt(tx, payment.id, result);
        const answer = await settleOrder(tx, order, settled, request);
        return { ...answer, msg: declinedMessage(result, request) ?? answer.msg };
      },
    });
    return answer(request, orderId, outcome);
  });

  api.post('/api/payment/challenge', { preValidation: cardNumbersTaken, schema: { body: orEmpty(paymentChallengeRequestSchema) } }, async (request) => {
    const { challenge_id, code } = request.body;
    const notFound = () => new HttpError(404, t(request.lang, 'challengeNotFound'), 'CHALLENGE_NOT_FOUND');
    const [found] = await db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.challengeId, challenge_id), eq(payments.status, 'challenge')));
    if (!found || (found.order.userId !== null && found.order.userId !== request.user?.id)) throw notFound();
    const basketId = found.order.basketId;

    const outcome = await runCardAttempt<Outcome>(db, request.lang, {
      open: async (tx) => {
        await lockPayable(tx, basketId, request);
        const [payment] = await tx.select().from(payments).where(eq(payments.id, found.payment.id)).for('update');
        if (payment.status !== 'challenge') throw notFound();
        return reopenChallenge(tx, payment, request.lang);
      },
      ask: (payment) => cards.confirmChallenge({ idempotencyKey: payment.idempotencyKey!, code }),
      settle: async (tx, payment, result) => {
        const order = (await lockOrderOfBasket(tx, basketId))!;
        const settled = await settleAttempt(tx, payment.id, result);
        const answer = await settleOrder(tx, order, settled, request);
        return { ...answer, msg: declinedMessage(result, request) ?? answer.msg };
      },
    });
    return answer(request, found.order.id, outcome);
  });
}
