import type { Carrier, Lang, OrderStatus } from '@nougaterie/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { lockBasket } from '../../basket/locks.js';
import type { Db } from '../../db/client.js';
import { discountCodes, discountRedemptions, orderLines, orders, payments, products, users, type OrderRow } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { invoiceLink, issueCreditNote, type Issued } from '../../invoices/issue.js';
import { queueOrderMail, type ExpiredPayment } from '../../orders/mails.js';
import { markOrderPaid } from '../../orders/paid.js';
import { recoverPending } from '../../payment/attempts.js';
import type { CardProvider } from '../../payment/card-provider.js';
import { recordPoints } from '../../points/ledger.js';
import { recordAudit } from '../audit.js';
import { at } from '../messages.js';
import { orderEvents } from '../schema.js';
import { allowedMoves } from './details.js';
import { STATUS_NAMES } from './labels.js';

export interface MoveContext {
  /** The front end the mails link to. */
  siteUrl: string;
  /** The api's own address: the payment mail's invoice link goes there. */
  apiUrl: string;
  /** Asked what became of a card attempt left pending, before the order is paid by hand or cancelled. */
  cards: CardProvider;
  /** The language of refusals and of the history's notes: the staff member's, French for the jobs. */
  lang: Lang;
}

export interface MoveExtra {
  /** shipped: both required. */
  carrier?: Carrier;
  trackingNumber?: string;
  /** The staff member's note, kept in the order's history. */
  note?: string;
  /** The expiry job: the payment that did not come; the order moves only if still awaiting it. */
  expired?: { payment: ExpiredPayment; detail: string };
}

export type MoveResult =
  | { moved: true; order: OrderRow; restocked: number[] }
  /** refusal null: the expiry job found the order no longer awaiting payment, and leaves it. */
  | { moved: false; refusal: HttpError | null };

const refused = (refusal: HttpError | null): MoveResult => ({ moved: false, refusal });

/**
 * Moves an order along the state machine (contracts' order-flow, through allowedMoves), with all
 * that the move means, in `tx`: the back office's status call and the expiry of unpaid orders both
 * come here. Row locks follow db/transaction.ts: basket, products (a cancel gives their stock
 * back), discount code, customer (points), order, payment. Two moves of one order queue on the
 * basket; the second sees the first's state and is refused, so a cancel gives stock back once.
 * Refusals are answered, not thrown: a card attempt settled on the way (paid after all) is kept.
 * `staffId` null: the shop's own job.
 */
export async function moveOrder(tx: Db, orderId: number, to: OrderStatus, staffId: number | null, extra: MoveExtra, context: MoveContext): Promise<MoveResult> {
  const { lang, siteUrl } = context;
  const [head] = await tx
    .select({ basketId: orders.basketId, userId: orders.userId, discountCodeId: orders.discountCodeId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!head) return refused(null);
  await lockBasket(tx, head.basketId);

  const cancelling = to === 'cancelled';
  const lines = cancelling
    ? await tx.select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId))
    : [];
  const stockBefore = new Map<number, number>();
  if (lines.length) {
    const locked = await tx
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, [...new Set(lines.map((l) => l.productId))]))
      .orderBy(asc(products.id))
      .for('update');
    for (const product of locked) stockBefore.set(product.id, product.stock);
  }
  if (cancelling && head.discountCodeId !== null) {
    await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, head.discountCodeId)).for('update');
  }
  if ((cancelling || to === 'paid') && head.userId !== null) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, head.userId)).for('update');
  }
  let [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const expectedFrom: OrderStatus | null = extra.expired ? 'awaiting_payment' : null;
  if (expectedFrom && order.status !== expectedFrom) return refused(null);

  // A card attempt with the bank must end before the order is paid otherwise or cancelled: the
  // bank could take the money of a cancelled order. One left pending by a crash is settled first.
  if (order.status === 'awaiting_payment' && (to === 'paid' || cancelling)) {
    let recovered;
    try {
      recovered = await recoverPending(tx, context.cards, { orderId }, lang);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'PAYMENT_IN_PROGRESS') {
        return refused(new HttpError(409, at(lang, 'orderPaymentInProgress', { reference: order.reference }), 'PAYMENT_IN_PROGRESS'));
      }
      throw error;
    }
    if (recovered) {
      await tx.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, orderId));
      await markOrderPaid(tx, orderId, siteUrl, context.apiUrl);
      await tx.insert(orderEvents).values({ orderId, kind: 'payment', detail: 'card', staffId: null });
      [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (expectedFrom) return refused(null);
    }
  }

  if (!allowedMoves(order).includes(to)) {
    const cardPayment = to === 'paid' && order.status === 'awaiting_payment' && order.paymentMethod === 'card';
    return refused(
      cardPayment
        ? new HttpError(409, at(lang, 'cardOrderPaidOnline', { reference: order.reference }), 'ORDER_TRANSITION_REFUSED')
        : new HttpError(
            409,
            at(lang, 'orderTransitionRefused', { reference: order.reference, from: STATUS_NAMES[lang][order.status], to: STATUS_NAMES[lang][to] }),
            'ORDER_TRANSITION_REFUSED',
          ),
    );
  }
  const tracking = extra.carrier && extra.trackingNumber ? { carrier: extra.carrier, trackingNumber: extra.trackingNumber.trim() } : null;
  if (to === 'shipped' && !tracking) return refused(new HttpError(400, at(lang, 'trackingRequired'), 'TRACKING_REQUIRED'));

  const from = order.status;
  const notes: string[] = [extra.expired?.detail, extra.note].filter((n): n is string => Boolean(n));
  let restocked: number[] = [];
  let creditNote: Issued | null = null;
  switch (to) {
    case 'paid':
      // The transfer or the payment at the shop, as received: the order's amount, by its way of paying.
      await tx.insert(payments).values({ orderId, method: order.paymentMethod, status: 'paid', amountCents: order.amountTotalCents });
      await tx.insert(orderEvents).values({ orderId, kind: 'payment', detail: order.paymentMethod, staffId });
      await markOrderPaid(tx, orderId, siteUrl, context.apiUrl);
      break;
    case 'shipped':
      await tx
        .update(orders)
        .set({ status: to, carrier: tracking!.carrier, trackingNumber: tracking!.trackingNumber, shippedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      break;
    case 'cancelled':
      await tx
        .update(orders)
        .set({ status: to, cancelledAt: sql`now()` })
        .where(eq(orders.id, orderId));
      restocked = await giveBack(tx, order, lines, stockBefore, notes, lang);
      // An invoiced order is not unsold by an edit: a credit note gives back what is left of it.
      creditNote = await issueCreditNote(tx, orderId, { cause: 'cancellation' });
      break;
    default:
      await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
  }
  await tx.insert(orderEvents).values({ orderId, kind: 'status', fromStatus: from, toStatus: to, detail: notes.join(' · ') || null, staffId });
  if (to === 'shipped' || to === 'ready_for_pickup') await queueOrderMail(tx, orderId, to, siteUrl, { staffId });
  if (cancelling) {
    const documentUrl = creditNote ? invoiceLink(context.apiUrl, creditNote.row.number, creditNote.token) : undefined;
    await queueOrderMail(tx, orderId, 'cancelled', siteUrl, { staffId, expired: extra.expired?.payment, documentUrl });
  }
  const [moved] = await tx.select().from(orders).where(eq(orders.id, orderId));
  await recordAudit(tx, {
    staffId,
    action: 'order.status',
    target: `order:${order.reference}`,
    before: { status: from },
    after: {
      status: to,
      ...(tracking ? { carrier: tracking.carrier, tracking_number: tracking.trackingNumber } : {}),
      ...(notes.length ? { note: notes.join(' · ') } : {}),
    },
  });
  return { moved: true, order: moved, restocked };
}

/**
 * What a cancelled order gives back, in `tx` (every row locked by moveOrder): the stock of each
 * line, the use of its code, the points it spent; and the points it earned, if they were credited,
 * are taken back, never below a balance of 0 (what could not be taken is said in `notes`).
 * Answers the products whose stock was 0 and is not any more.
 */
async function giveBack(
  tx: Db,
  order: OrderRow,
  lines: { productId: number; quantity: number }[],
  stockBefore: Map<number, number>,
  notes: string[],
  lang: Lang,
): Promise<number[]> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  const [redemption] = await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id)).returning({ codeId: discountRedemptions.codeId });
  if (redemption) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, redemption.codeId));
  }
  const userId = order.userId;
  if (userId !== null) {
    if (order.pointsUsed > 0) {
      await tx
        .update(users)
        .set({ points: sql`${users.points} + ${order.pointsUsed}` })
        .where(eq(users.id, userId));
      await recordPoints(tx, { userId, delta: order.pointsUsed, reason: 'refund', orderId: order.id });
    }
    if (order.pointsCreditedAt && order.earnedPoints > 0) {
      const [{ balance }] = await tx.select({ balance: users.points }).from(users).where(eq(users.id, userId));
      const taken = Math.min(order.earnedPoints, balance);
      if (taken > 0) {
        await tx
          .update(users)
          .set({ points: sql`${users.points} - ${taken}` })
          .where(eq(users.id, userId));
        await recordPoints(tx, { userId, delta: -taken, reason: 'cancelled', orderId: order.id });
      }
      if (taken < order.earnedPoints) notes.push(at(lang, 'pointsTakenBackPartly', { taken, earned: order.earnedPoints }));
    }
  }
  return [...stockBefore].filter(([, stock]) => stock === 0).map(([id]) => id);
}
