import { PAYMENT_STATUSES, type Lang, type PaymentStatus } from '@nougaterie/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, type PaymentRow } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import type { CardOutcome, CardProvider } from './card-provider.js';

/**
 * A card payment in three steps, so that money taken is never forgotten:
 * 1. a `pending` attempt with its idempotency key is committed (the order or booking locked, one
 *    pending attempt per payer: a second click waits, then is told a payment is under way);
 * 2. the processor is asked, outside any transaction (no lock held while the bank thinks);
 * 3. the attempt is settled with the answer, and the order or booking marked paid, in one transaction.
 * A crash between 1 and 3 leaves a pending attempt: past CHARGE_TIMEOUT_MS the next attempt asks the
 * processor what became of it (lookup by key) and settles it first, paid included.
 */
export const CHARGE_TIMEOUT_MS = 10_000;

export type SettledPaymentRow = PaymentRow & { status: PaymentStatus };

/** Paid, declined or waiting for the bank's code: what a shopper is shown (not pending, not failed). */
export function isSettled(payment: PaymentRow): payment is SettledPaymentRow {
  return (PAYMENT_STATUSES as readonly string[]).includes(payment.status);
}

export type Payer = { orderId: number } | { bookingId: number };

const payerIs = (payer: Payer) => ('orderId' in payer ? eq(payments.orderId, payer.orderId) : eq(payments.bookingId, payer.bookingId));

const inProgress = (lang: Lang) => new HttpError(409, t(lang, 'paymentInProgress'), 'PAYMENT_IN_PROGRESS');

/** Writes what the processor answered on a pending attempt; one settled already stays as it is. */
export async function settleAttempt(tx: Db, paymentId: number, outcome: CardOutcome | null): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (row.status !== 'pending') return row;
  const status = outcome?.status ?? 'failed';
  const [settled] = await tx
    .update(payments)
    .set({ status, challengeId: status === 'challenge' ? crypto.randomUUID() : row.challengeId, updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
    .returning();
  return settled;
}

/**
 * A pending attempt of this payer, if any (called with the payer's row locked): still within its
 * time, 409 PAYMENT_IN_PROGRESS; abandoned, settled from the processor's word (failed when it
 * never received it). Answers the attempt when it turns out paid.
 */
export async function recoverPending(tx: Db, cards: CardProvider, payer: Payer, lang: Lang): Promise<PaymentRow | null> {
  const [pending] = await tx
    .select({ row: payments, stale: sql<boolean>`${payments.updatedAt} < now() - make_interval(secs => ${CHARGE_TIMEOUT_MS / 1000})` })
    .from(payments)
    .where(and(payerIs(payer), eq(payments.status, 'pending')))
    .for('update');
  if (!pending) return null;
  if (!pending.stale) throw inProgress(lang);
  const settled = await settleAttempt(tx, pending.row.id, await cards.lookup(pending.row.idempotencyKey!));
  return settled.status === 'paid' ? settled : null;
}

/** Step 1: the pending attempt, inside the caller's transaction (payer locked, recoverPending done). */
export async function openAttempt(tx: Db, payer: Payer, card: { amountCents: number; cardBrand: string; cardLast4: string }): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payer, method: 'card', status: 'pending', idempotencyKey: crypto.randomUUID(), ...card })
    .returning();
  return row;
}

/** A challenged attempt going back to the processor with the bank's code: pending again while it is asked. */
export async function reopenChallenge(tx: Db, payment: PaymentRow, lang: Lang): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'challenge')))
    .returning()
    .catch((error: unknown) => {
      // Another attempt of the same payer is with the processor (one pending per payer).
      if ((error as { cause?: { code?: string }; code?: string }).cause?.code === '23505' || (error as { code?: string }).code === '23505')
        throw inProgress(lang);
      throw error;
    });
  return row;
}

/** A processor that does not answer in time: the attempt stays pending, to be looked up later. */
async function withinChargeTimeout<T>(call: Promise<T>, lang: Lang): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(503, t(lang, 'paymentProviderUnavailable'), 'PAYMENT_PROVIDER_UNAVAILABLE')), CHARGE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, t(lang, 'paymentProviderUnavailable'), 'PAYMENT_PROVIDER_UNAVAILABLE');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the three steps. `open` (in a transaction) answers the pending attempt, or `{ done }` when
 * there is nothing to ask the processor (already paid, say); `ask` is the processor call; `settle`
 * (in a transaction, taking its locks in the same order as `open`) records the answer.
 */
export async function runCardAttempt<R>(
  db: Db,
  lang: Lang,
  steps: {
    open: (tx: Db) => Promise<PaymentRow | { done: R }>;
    ask: (payment: PaymentRow) => Promise<CardOutcome>;
    settle: (tx: Db, payment: PaymentRow, outcome: CardOutcome) => Promise<R>;
  },
): Promise<R> {
  const opened = await inTransaction(db, steps.open);
  if ('done' in opened) return opened.done;
  const outcome = await withinChargeTimeout(steps.ask(opened), lang);
  return inTransaction(db, (tx) => steps.settle(tx, opened, outcome));
}
