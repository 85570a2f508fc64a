import { BOOKING_HOLD_MINUTES, type BookingChallengeRequest, type BookingPaymentRequest, type BookingPaymentResponse, type Lang } from '@nougaterie/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payments, type PaymentRow } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { formatEuros, formatTime } from '../http/format.js';
import { t } from '../http/messages.js';
import { checkCard } from '../payment/card.js';
import { openAttempt, recoverPending, reopenChallenge, runCardAttempt, settleAttempt } from '../payment/attempts.js';
import type { CardOutcome, CardProvider } from '../payment/card-provider.js';
import type { BookingDetails } from './queries.js';
import { tourBookings, type TourBookingRow } from './schema.js';

export type Outcome = Omit<BookingPaymentResponse, 'booking'>;

const outcome = (value: Outcome['outcome'], msg: string, challengeId: string | null = null): Outcome => ({
  outcome: value,
  challenge_id: challengeId,
  msg,
});

/** What a booking already settled answers, so a second click (or a retry after a lost answer) gets the first result. */
function settled(booking: TourBookingRow, lang: Lang): Outcome | null {
  const amount = formatEuros(lang, booking.amountCents);
  if (booking.status === 'confirmed') {
    return booking.paidAt
      ? outcome('paid', t(lang, 'bookingPaid', { reference: booking.reference }))
      : outcome('pay_at_shop', t(lang, 'bookingPayAtShop', { reference: booking.reference, amount }));
  }
  return null;
}

/**
 * The booking row locked for this transaction, still payable: held (and the hold still running),
 * or awaiting a transfer (a card may still pay it).
 */
async function lockPayable(tx: Db, bookingId: number, lang: Lang): Promise<TourBookingRow> {
  const [booking] = await tx
    .select({ row: tourBookings, holdRunning: sql<boolean>`${tourBookings.holdExpiresAt} > now()` })
    .from(tourBookings)
    .where(eq(tourBookings.id, bookingId))
    .for('update');
  const { row } = booking;
  if (row.status === 'cancelled') throw new HttpError(409, t(lang, 'bookingNotPayable', { reference: row.reference }), 'BOOKING_NOT_PAYABLE');
  if (row.status === 'expired' || (row.status === 'held' && !booking.holdRunning)) {
    throw new HttpError(409, t(lang, 'holdExpired', { minutes: BOOKING_HOLD_MINUTES }), 'HOLD_EXPIRED');
  }
  return row;
}

async function markPaid(tx: Db, booking: TourBookingRow): Promise<void> {
  await tx
    .update(tourBookings)
    .set({ status: 'confirmed', paymentMethod: 'card', paidAt: sql`now()`, holdExpiresAt: null })
    .where(eq(tourBookings.id, booking.id));
}

/** Card (the shop's sandbox provider), bank transfer or payment at the shop on the day. */
export async function payBooking(db: Db, cards: CardProvider, { booking }: BookingDetails, input: BookingPaymentRequest, lang: Lang): Promise<Outcome> {
  // Checked before any lock: a mistyped card is the visitor's to fix, whatever the booking's state.
  const card = input.method === 'card' ? checkCard(input, lang) : null;
  if (!card) {
    return inTransaction(db, async (tx): Promise<Outcome> => {
      const row = await lockPayable(tx, booking.id, lang);
      const done = settled(row, lang);
      if (done) return done;
      const amount = formatEuros(lang, row.amountCents);
      if (input.method === 'shop' && row.status !== 'awaiting_payment') {
        await tx.update(tourBookings).set({ status: 'confirmed', paymentMethod: 'shop', holdExpiresAt: null }).where(eq(tourBookings.id, row.id));
        return outcome('pay_at_shop', t(lang, 'bookingPayAtShop', { reference: row.reference, amount }));
      }
      if (row.status !== 'awaiting_payment') {
        await tx.update(tourBookings).set({ status: 'awaiting_payment', paymentMethod: 'transfer', holdExpiresAt: null }).where(eq(tourBookings.id, row.id));
      }
      return outcome('awaiting_transfer', t(lang, 'bookingAwaitingTransfer', { reference: row.reference, amount }));
    });
  }
  // A card in three steps (payment/attempts.ts): no lock is held while the processor is asked.
  return runCardAttempt<Outcome>(db, lang, {
    open: async (tx) => {
      const row = await lockPayable(tx, booking.id, lang);
      const done = settled(row, lang);
      if (done) return { done };
      const recovered = await recoverPending(tx, cards, { bookingId: row.id }, lang);
      if (recovered) return { done: await settleBooking(tx, row, recovered, null, lang) };
      return openAttempt(tx, { bookingId: row.id }, { amountCents: row.amountCents, cardBrand: card.brand, cardLast4: card.last4 });
    },
    ask: (payment) => cards.charge({ number: card.number, amountCents: payment.amountCents, idempotencyKey: payment.idempotencyKey! }),
    settle: async (tx, payment, result) => {
      const row = await lockBooking(tx, booking.id);
      return settleBooking(tx, row, await settleAttempt(tx, payment.id, result), result, lang);
    },
  });
}

async function lockBooking(tx: Db, bookingId: number): Promise<TourBookingRow> {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, bookingId)).for('update');
  return row;
}

/** What a settled attempt means for the booking (locked by the caller) and for the visitor. */
async function settleBooking(tx: Db, row: TourBookingRow, payment: PaymentRow, result: CardOutcome | null, lang: Lang): Promise<Outcome> {
  switch (payment.status) {
    case 'paid':
      if (row.status === 'held' || row.status === 'awaiting_payment') await markPaid(tx, row);
      else if (!row.paidAt) {
        // Money taken for a booking that ran out or was cancelled while the bank answered: the
        // payment is kept (paid, visible), to be refunded; the visitor is told it is not booked.
        console.error(`card paid on booking ${row.reference} no longer payable (${row.status}): refund payment ${payment.id}`);
        return outcome('declined', t(lang, 'bookingNotPayable', { reference: row.reference }));
      }
      return outcome('paid', t(lang, 'bookingPaid', { reference: row.reference }));
    case 'challenge':
      return outcome('challenge', t(lang, 'paymentChallenge'), payment.challengeId);
    case 'declined':
      return declined(row, result?.status === 'declined' ? result.reason : 'declined', lang);
    default:
      throw new HttpError(503, t(lang, 'paymentProviderUnavailable'), 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/** A declined card leaves the hold as it was: the visitor may try again until it runs out. */
function declined(row: TourBookingRow, reason: 'declined' | 'unknown_card' | 'challenge', lang: Lang): Outcome {
  if (reason === 'unknown_card') return outcome('declined', t(lang, 'paymentUnknownCard'));
  if (row.status === 'held' && row.holdExpiresAt) {
    const msg = reason === 'challenge' ? t(lang, 'challengeFailed') : t(lang, 'bookingDeclined', { time: formatTime(lang, row.holdExpiresAt) });
    return outcome('declined', msg);
  }
  return outcome('declined', reason === 'challenge' ? t(lang, 'challengeFailed') : t(lang, 'paymentDeclined'));
}

/** The 3-D Secure-style step of a card payment that asked for it. */
export async function confirmBookingChallenge(
  db: Db,
  cards: CardProvider,
  { booking }: BookingDetails,
  input: BookingChallengeRequest,
  lang: Lang,
): Promise<Outcome> {
  const notFound = () => new HttpError(404, t(lang, 'challengeNotFound'), 'CHALLENGE_NOT_FOUND');
  return runCardAttempt<Outcome>(db, lang, {
    open: async (tx) => {
      // The booking first, as payBooking locks it: two calls never wait on each other in a circle.
      const row = await lockPayable(tx, booking.id, lang);
      // The same code sent twice: the first answer stands.
      const done = settled(row, lang);
      if (done) return { done };
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.challengeId, input.challenge_id), eq(payments.bookingId, booking.id)))
        .for('update');
      if (payment?.status !== 'challenge') throw notFound();
      return reopenChallenge(tx, payment, lang);
    },
    ask: (payment) => cards.confirmChallenge({ idempotencyKey: payment.idempotencyKey!, code: input.code }),
    settle: async (tx, payment, result) => {
      const row = await lockBooking(tx, booking.id);
      return settleBooking(tx, row, await settleAttempt(tx, payment.id, result), result, lang);
    },
  });
}
