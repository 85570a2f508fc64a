import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { CardProvider, RefundOutcome } from './card-provider.js';
import type { HostedPaymentProvider } from './hosted/provider.js';
import { hostedSessions } from './hosted/schema.js';
import type { PaymentRow } from './schema.js';

/**
 * Who gives a card's money back: the provider whose hosted page took it (issue #24: Stripe, or the
 * sandbox's page), or the processor of the older card calls.
 */
export interface CardRefunders {
  cards: CardProvider;
  hosted?: HostedPaymentProvider;
}

/**
 * Gives back `amountCents` of a paid card payment, asked of whoever took it, with the refund's own
 * key (asked again, it refunds once). A hosted payment names the provider's payment id kept on its
 * session; a refund the provider accepts but has yet to carry out (pending) is given: the money is
 * on its way and Stripe does not go back on it. Throws (the caller's "no answer": asked again
 * later) when the payment's provider is not the one configured.
 */
export async function refundCardPayment(
  db: Db,
  { cards, hosted }: CardRefunders,
  payment: Pick<PaymentRow, 'id' | 'idempotencyKey' | 'hostedSessionId'>,
  refund: { amountCents: number; idempotencyKey: string },
): Promise<RefundOutcome> {
  if (payment.hostedSessionId === null) {
    return cards.refund({ paymentKey: payment.idempotencyKey ?? `payment-${payment.id}`, ...refund });
  }
  const [session] = await db
    .select({ provider: hostedSessions.provider, paymentId: hostedSessions.paymentId })
    .from(hostedSessions)
    .where(eq(hostedSessions.id, payment.hostedSessionId));
  if (!session?.paymentId) return { status: 'refused', reason: 'not_paid' };
  if (!hosted || hosted.name !== session.provider) {
    throw new Error(`the payment provider ${session.provider} is not configured: its payment cannot be refunded now`);
  }
  const done = await hosted.refund({ paymentId: session.paymentId, ...refund });
  return done.status === 'failed' ? { status: 'refused', reason: 'declined' } : { status: 'refunded', id: done.id };
}
