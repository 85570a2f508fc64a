import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lockOrderOfBasket } from '../../basket/locks.js';
import { orders } from '../../orders/schema.js';
import { markOrderPaid } from '../../orders/paid.js';
import { inTransaction } from '../../db/transaction.js';
import { queueBookingMail } from '../../tours/mails.js';
import { tourBookings } from '../../tours/schema.js';
import { payments } from '../schema.js';
import type { PaymentNotification } from './provider.js';
import { hostedSessions, paymentEvents, type PaymentEventOutcome } from './schema.js';

export interface NotificationContext {
  /** The shop's front end, where the "payment received" mail links (SHELL_URL). */
  siteUrl: string;
  /** The api's own address, where the invoice's link goes. */
  apiUrl: string;
  /** Told of what needs a person: money taken that could not be applied (to refund). */
  log?: { error(details: object, message: string): void };
}

export type NotificationResult = { outcome: PaymentEventOutcome | 'duplicate'; reason: string | null };

const result = (outcome: NotificationResult['outcome'], reason: string | null = null): NotificationResult => ({ outcome, reason });

/**
 * What a verified notification does, in one transaction: the event is recorded first (provider,
 * event id unique), so a duplicate, even one arriving at the same moment, changes nothing. Then
 * the order (its basket, then the order, as every payment locks them: db/transaction.ts) or the
 * booking is locked, then the session.
 *
 * - paid: the amount and currency must be the session's and the order's (or booking's) own total,
 *   or the event is refused and nothing is paid; otherwise the order is marked paid by
 *   markOrderPaid (points, invoice, mail, as the card flow) or the booking confirmed. Paid is final.
 * - pending, failed, expired: move a session not paid; the order stays awaiting payment after a
 *   failure, so the shopper can try again.
 *
 * Only this function marks anything paid from a hosted page, and only from a notification the
 * provider's readNotification verified.
 */
export async function applyNotification(
  db: Db,
  provider: string,
  notification: PaymentNotification,
  context: NotificationContext,
): Promise<NotificationResult> {
  return inTransaction(db, async (tx) => {
    const sessionId = notification.type === 'ignored' ? null : notification.sessionId;
    const type = notification.type === 'ignored' ? notification.eventType : notification.type;
    const [event] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: notification.eventId, type, sessionId, outcome: 'ignored' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return result('duplicate');
    const record = async (done: NotificationResult) => {
      if (done.outcome !== 'ignored' || done.reason) {
        await tx
          .update(paymentEvents)
          .set({ outcome: done.outcome as PaymentEventOutcome, reason: done.reason })
          .where(eq(paymentEvents.id, event.id));
      }
      return done;
    };
    if (notification.type === 'ignored') return result('ignored');

    const [found] = await tx
      .select()
      .from(hostedSessions)
      .where(and(eq(hostedSessions.provider, provider), eq(hostedSessions.sessionId, notification.sessionId)));
    if (!found) {
      if (notification.type === 'paid') {
        context.log?.error(
          { provider, sessionId: notification.sessionId, paymentId: notification.paymentId },
          'paid notification for a session we never opened: check it at the provider',
        );
        return record(result('refused', 'unknown_session'));
      }
      return record(result('ignored', 'unknown_session'));
    }
    if (found.kind !== notification.purpose.kind || found.reference !== notification.purpose.reference) {
      return record(result('refused', 'purpose_mismatch'));
    }

    // The payer first, then the session: the order in which the card flow and the back office lock.
    const payer = found.orderId !== null ? await lockOrder(tx, found.orderId) : await lockBooking(tx, found.bookingId!);
    const [session] = await tx.select().from(hostedSessions).where(eq(hostedSessions.id, found.id)).for('update');

    if (session.status === 'paid') return record(result('ignored', 'already_paid'));
    if (notification.type !== 'paid') {
      // Out of order (an expiry after a failure, a pending after the page expired): the latest word
      // moves a session not paid; a paid one never moves again.
      await tx
        .update(hostedSessions)
        .set({ status: notification.type, updatedAt: new Date() })
        .where(and(eq(hostedSessions.id, session.id), ne(hostedSessions.status, 'paid')));
      return record(result('applied'));
    }

    if (notification.currency.toLowerCase() !== session.currency || notification.currency.toLowerCase() !== 'eur') {
      context.log?.error(
        { provider, sessionId: session.sessionId, currency: notification.currency },
        'paid notification in another currency: refused, refund it',
      );
      return record(result('refused', 'currency_mismatch'));
    }
    if (notification.amountCents !== session.amountCents || notification.amountCents !== payer.amountCents) {
      context.log?.error(
        { provider, sessionId: session.sessionId, paid: notification.amountCents, session: session.amountCents, total: payer.amountCents },
        'paid notification for another amount: refused, refund it',
      );
      return record(result('refused', 'amount_mismatch'));
    }

    await tx.update(hostedSessions).set({ status: 'paid', paymentId: notification.paymentId, updatedAt: new Date() }).where(eq(hostedSessions.id, session.id));
    const paid = { sessionRowId: session.id, amountCents: session.amountCents };
    const applied = payer.kind === 'order' ? await payOrder(tx, payer.id, paid, context) : await payBooking(tx, payer.id, paid, context);
    if (!applied) {
      context.log?.error(
        { provider, sessionId: session.sessionId, paymentId: notification.paymentId, reference: session.reference },
        `paid on a ${payer.kind} no longer payable: refund it`,
      );
      return record(result('refused', 'not_payable'));
    }
    return record(result('applied'));
  });
}

type LockedPayer = { kind: 'order' | 'booking'; id: number; amountCents: number };

async function lockOrder(tx: Db, orderId: number): Promise<LockedPayer> {
  const [{ basketId }] = await tx.select({ basketId: orders.basketId }).from(orders).where(eq(orders.id, orderId));
  const order = (await lockOrderOfBasket(tx, basketId))!;
  return { kind: 'order', id: order.id, amountCents: order.amountTotalCents };
}

async function lockBooking(tx: Db, bookingId: number): Promise<LockedPayer> {
  const [booking] = await tx.select().from(tourBookings).where(eq(tourBookings.id, bookingId)).for('update');
  return { kind: 'booking', id: booking.id, amountCents: booking.amountCents };
}

/** What a paid session gives the order or booking: its payment row, which refunds and the back office read. */
interface HostedPayment {
  sessionRowId: number;
  amountCents: number;
}

/**
 * As a card paid on the order: its method is card, its payment row (paid, naming the session, so a
 * refund goes to the provider's payment), then markOrderPaid (points, invoice, mail).
 */
async function payOrder(tx: Db, orderId: number, paid: HostedPayment, { siteUrl, apiUrl }: NotificationContext): Promise<boolean> {
  const [awaiting] = await tx
    .update(orders)
    .set({ paymentMethod: 'card' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  if (!awaiting) return false;
  await tx.insert(payments).values({ orderId, method: 'card', status: 'paid', amountCents: paid.amountCents, hostedSessionId: paid.sessionRowId });
  return (await markOrderPaid(tx, orderId, siteUrl, apiUrl)) !== null;
}

/** As a card paid on the booking (tours/pay.ts): confirmed, its hold let go, its payment row, and the visitor's mail. */
async function payBooking(tx: Db, bookingId: number, paid: HostedPayment, { siteUrl }: NotificationContext): Promise<boolean> {
  const [confirmed] = await tx
    .update(tourBookings)
    .set({ status: 'confirmed', paymentMethod: 'card', paidAt: sql`now()`, holdExpiresAt: null })
    .where(and(eq(tourBookings.id, bookingId), sql`${tourBookings.status} IN ('held', 'awaiting_payment')`))
    .returning({ id: tourBookings.id });
  if (!confirmed) return false;
  await tx.insert(payments).values({ bookingId, method: 'card', status: 'paid', amountCents: paid.amountCents, hostedSessionId: paid.sessionRowId });
  await queueBookingMail(tx, bookingId, siteUrl, null);
  return true;
}
