import type { Lang } from '@nougaterie/contracts';
import { and, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments, type OrderRow, type PaymentRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { formatEuros } from '../../http/format.js';
import { invoiceLink, issueCreditNote } from '../../invoices/issue.js';
import { queueOrderMail } from '../../orders/mails.js';
import type { RefundOutcome } from '../../payment/card-provider.js';
import { refundCardPayment, type CardRefunders } from '../../payment/refunds.js';
import { recordAudit } from '../audit.js';
import { at } from '../messages.js';
import { orderEvents, refunds } from '../schema.js';

/** The processor has this long to answer a refund (no lock is held meanwhile). */
export const REFUND_TIMEOUT_MS = 10_000;
/** A card refund still unconfirmed this long after it was asked was abandoned (a crash): the jobs ask again. */
export const REFUND_ABANDONED_MS = 3 * REFUND_TIMEOUT_MS;

export interface RefundContext extends CardRefunders {
  siteUrl: string;
  /** The api's own address: the refund mail's credit note link goes there. */
  apiUrl: string;
  lang: Lang;
}

/** The paid card payment a refund is asked against: the older card calls' key, or the hosted page's session. */
type RefundedPayment = Pick<PaymentRow, 'id' | 'idempotencyKey' | 'hostedSessionId'>;

type RefundRow = typeof refunds.$inferSelect;

/**
 * What is recorded once money is back with the customer, in `tx` (the order locked): the credit
 * note against its invoice, the order's history, the audit line and the customer's mail.
 */
async function recordRefunded(
  tx: Db,
  order: OrderRow,
  refund: RefundRow,
  method: PaymentRow['method'],
  refundedBefore: number,
  { siteUrl, apiUrl }: Pick<RefundContext, 'siteUrl' | 'apiUrl'>,
) {
  const note = await issueCreditNote(tx, order.id, { cause: 'refund', amountCents: refund.amountCents, reason: refund.reason });
  await tx.insert(orderEvents).values({ orderId: order.id, kind: 'refund', detail: refund.reason, staffId: refund.staffId });
  await recordAudit(tx, {
    staffId: refund.staffId,
    action: 'order.refund',
    target: `order:${order.reference}`,
    before: { refunded_cents: refundedBefore },
    after: {
      refunded_cents: refundedBefore + refund.amountCents,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      method,
      provider_ref: refund.providerRef,
    },
  });
  await queueOrderMail(tx, order.id, 'refunded', siteUrl, {
    staffId: refund.staffId,
    refund: { amountCents: refund.amountCents, reason: refund.reason, toCard: method === 'card' },
    documentUrl: note ? invoiceLink(apiUrl, note.row.number, note.token) : undefined,
  });
}

async function refundedCents(tx: Db, orderId: number, except?: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), except === undefined ? undefined : sql`${refunds.id} <> ${except}`));
  return Number(row?.cents ?? 0);
}

/** A card refund's key with the processor: the refund row's id, so that asking again refunds once. */
const refundKey = (refundId: number) => `refund:${refundId}`;

async function askProcessor(call: Promise<RefundOutcome>): Promise<RefundOutcome | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([call, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), REFUND_TIMEOUT_MS)))]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Steps 2 and 3 of a card refund: the processor is asked (no transaction open), then its answer
 * is recorded under the order's lock. Refused: the refund row goes, nothing was given. No answer:
 * the row stays unconfirmed (counted as given, so nothing is refunded twice) until a later ask.
 */
async function settleCardRefund(db: Db, refund: RefundRow, payment: RefundedPayment, { siteUrl, apiUrl, cards, hosted }: Omit<RefundContext, 'lang'>) {
  const outcome = await askProcessor(
    refundCardPayment(db, { cards, hosted }, payment, { amountCents: refund.amountCents, idempotencyKey: refundKey(refund.id) }),
  );
  if (!outcome) return 'unavailable' as const;
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
    // Settled meanwhile by another ask (the same key got the same answer from the processor).
    if (!row) return 'refused' as const;
    if (row.providerRef) return 'refunded' as const;
    if (outcome.status !== 'refunded') {
      await tx.delete(refunds).where(eq(refunds.id, row.id));
      return 'refused' as const;
    }
    const [settled] = await tx.update(refunds).set({ providerRef: outcome.id }).where(eq(refunds.id, row.id)).returning();
    await recordRefunded(tx, order, settled, 'card', await refundedCents(tx, order.id, row.id), { siteUrl, apiUrl });
    return 'refunded' as const;
  });
}

/**
 * Gives back `amountCents` of a paid order. What is still refundable (paid minus every refund,
 * unconfirmed ones included) is computed under the order's lock, then the refund row is written
 * in the same transaction: two refunds at once never give back more than was paid. A transfer or
 * a payment at the shop is given back by hand: recorded at once, with its history, audit line and
 * mail. A card is refunded through the processor in three steps, as payments are
 * (payment/attempts.ts): the row committed first, the processor asked outside any transaction
 * with the row's key, its answer recorded after.
 */
export async function refundOrder(
  db: Db,
  orderId: number,
  refund: { amountCents: number; reason: string },
  staffId: number,
  context: RefundContext,
): Promise<void> {
  const { lang } = context;
  const opened = await inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .for('update');
    if (!paid) throw new HttpError(409, at(lang, 'orderNotPaid', { reference: order.reference }), 'ORDER_NOT_PAID');
    const before = await refundedCents(tx, orderId);
    const refundable = paid.amountCents - before;
    if (refund.amountCents > refundable) {
      throw new HttpError(409, at(lang, 'refundTooLarge', { refundable: formatEuros(lang, Math.max(0, refundable)) }), 'REFUND_TOO_LARGE');
    }
    const [row] = await tx.insert(refunds).values({ orderId, paymentId: paid.id, amountCents: refund.amountCents, reason: refund.reason, staffId }).returning();
    if (paid.method !== 'card') {
      await recordRefunded(tx, order, row, paid.method, before, context);
      return null;
    }
    return { row, payment: paid };
  });
  if (!opened) return;
  const settled = await settleCardRefund(db, opened.row, opened.payment, context);
  if (settled === 'refused') throw new HttpError(409, at(lang, 'refundRefusedByProvider'), 'REFUND_REFUSED');
  if (settled === 'unavailable') throw new HttpError(503, at(lang, 'refundProviderUnavailable'), 'REFUND_PROVIDER_UNAVAILABLE');
}

/**
 * Card refunds left unconfirmed (the processor did not answer, the process died between the
 * steps) are asked again with their own key, which the processor answers once: run with the
 * expiry of unpaid orders. Answers how many were settled either way.
 */
export async function settleAbandonedRefunds(db: Db, context: Omit<RefundContext, 'lang'>): Promise<number> {
  const abandoned = await db
    .select({ refund: refunds, payment: { id: payments.id, idempotencyKey: payments.idempotencyKey, hostedSessionId: payments.hostedSessionId } })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(payments.method, 'card'), isNull(refunds.providerRef), lt(refunds.createdAt, sql`now() - make_interval(secs => ${REFUND_ABANDONED_MS / 1000})`)),
    );
  let settled = 0;
  for (const { refund, payment } of abandoned) {
    if ((await settleCardRefund(db, refund, payment, context)) !== 'unavailable') settled += 1;
  }
  return settled;
}
