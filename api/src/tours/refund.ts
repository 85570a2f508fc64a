import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import { refundCardPayment, type CardRefunders } from '../payment/refunds.js';
import { tourBookings } from './schema.js';

/** One refund per booking: asking the processor again with it refunds once. */
export const bookingRefundKey = (paymentKey: string) => `${paymentKey}:booking-cancelled`;

/**
 * Gives back a cancelled booking's card payment through the provider that took it (the hosted
 * page's, or the older card calls' processor: payment/refunds.ts), after the
 * cancellation has committed (the provider is never asked inside a transaction). The booking
 * stays `due` when the provider cannot be reached or refuses: asking to cancel again tries again,
 * and the shop sees it as due. A transfer or a payment at the shop is given back by hand (due).
 */
export async function refundCancelledBooking(db: Db, refunders: CardRefunders, bookingId: number): Promise<'refunded' | 'due' | 'none'> {
  const [booking] = await db
    .select({ refund: tourBookings.refund })
    .from(tourBookings)
    .where(and(eq(tourBookings.id, bookingId), eq(tourBookings.status, 'cancelled')));
  if (!booking || booking.refund !== 'due') return booking?.refund === 'refunded' ? 'refunded' : 'none';
  const [payment] = await db
    .select({ id: payments.id, idempotencyKey: payments.idempotencyKey, hostedSessionId: payments.hostedSessionId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid'), eq(payments.method, 'card')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment || (!payment.idempotencyKey && payment.hostedSessionId === null)) return 'due';
  // One refund key per booking: the older card calls' payment key, or the hosted session's row.
  const key = bookingRefundKey(payment.idempotencyKey ?? `hosted-${payment.hostedSessionId}`);
  const outcome = await refundCardPayment(db, refunders, payment, { amountCents: payment.amountCents, idempotencyKey: key });
  if (outcome.status !== 'refunded') return 'due';
  await db
    .update(tourBookings)
    .set({ refund: 'refunded' })
    .where(and(eq(tourBookings.id, bookingId), eq(tourBookings.refund, 'due')));
  return 'refunded';
}
