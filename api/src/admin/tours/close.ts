import type { Lang } from '@nougaterie/contracts';
import type { SlotCloseAction } from '@nougaterie/contracts/admin';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { holdsSeats, loadBooking, seatsTaken } from '../../tours/queries.js';
import { tourBookings, tourSlots, type TourBookingRow, type TourSlotRow } from '../../tours/schema.js';
import { recordAudit } from '../audit.js';
import { loadFirm } from '../../shop-identity/store.js';
import { cancelledByShopMail, movedMail, queue } from './mails.js';
import { tm } from './messages.js';

export interface CloseChoice {
  bookings: SlotCloseAction | null;
  moveTo: number | null;
}

export interface CloseOutcome {
  slotIds: number[];
  moved: number;
  cancelled: number;
  /** Bookings cancelled that were paid: their refund is asked once the transaction committed. */
  toRefund: number[];
}

/** Whether the visitor was told of the booking (so is told of what the shop does to it). */
const wasTold = (row: TourBookingRow) => row.status === 'confirmed' || row.status === 'awaiting_payment';

/** The bookings holding seats on these slots, locked (the slots are locked by the caller first). */
async function liveBookings(tx: Db, slotIds: number[]): Promise<TourBookingRow[]> {
  if (!slotIds.length) return [];
  return tx
    .select()
    .from(tourBookings)
    .where(and(inArray(tourBookings.slotId, slotIds), holdsSeats))
    .orderBy(asc(tourBookings.id))
    .for('update');
}

/**
 * Cancels a booking for the shop (in `tx`, the booking locked): its seats are free, a payment is
 * due back (given back by card after the commit, by hand otherwise), the visitor told if they knew.
 */
export async function cancelForShop(tx: Db, row: TourBookingRow, siteUrl: string): Promise<boolean> {
  await tx
    .update(tourBookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      holdExpiresAt: null,
      refund: row.paidAt ? 'due' : 'none',
      // This mail says it all: the visitor's own cancellation mail is not sent as well.
      mailedStatus: wasTold(row) ? 'cancelled' : row.mailedStatus,
    })
    .where(eq(tourBookings.id, row.id));
  if (wasTold(row)) await queue(tx, cancelledByShopMail((await loadBooking(tx, row.id))!, siteUrl, await loadFirm(tx)));
  return row.paidAt !== null;
}

/**
 * Closes slots. The slots are locked (by id, the order every caller takes) before their bookings
 * are read: a visitor booking meanwhile either committed first (the booking is found and moved or
 * cancelled) or waits and finds the slot closed (409 SLOT_CLOSED). A slot holding bookings is only
 * closed with a choice; without one, 409 SLOT_HAS_BOOKINGS and nothing changes.
 */
export async function closeSlots(
  db: Db,
  slotIds: number[],
  choice: CloseChoice,
  context: { staffId: number; lang: Lang; siteUrl: string; target: string },
): Promise<CloseOutcome> {
  const { lang } = context;
  return inTransaction(db, async (tx) => {
    const ids = [...new Set([...slotIds, ...(choice.moveTo ? [choice.moveTo] : [])])].sort((a, b) => a - b);
    const locked = await tx
      .select()
      .from(tourSlots)
      .where(inArray(tourSlots.id, ids.length ? ids : [0]))
      .orderBy(asc(tourSlots.id))
      .for('update');
    const [{ now }] = (await tx.execute<{ now: string | Date }>(sql`select now() as now`)).rows;
    const at = new Date(now);
    const closing = locked.filter((slot) => slotIds.includes(slot.id) && slot.closedAt === null);
    if (closing.some((slot) => slot.startsAt <= at)) throw new HttpError(409, tm(lang, 'slotPast'), 'SLOT_PAST');
    const bookings = await liveBookings(
      tx,
      closing.map((slot) => slot.id),
    );
    const seats = bookings.reduce((sum, row) => sum + row.seats, 0);
    if (bookings.length && !choice.bookings) {
      const references = bookings
        .slice(0, 10)
        .map((row) => `${row.reference} (${row.contactFirstname} ${row.contactLastname})`)
        .join(', ');
      throw new HttpError(
        409,
        tm(lang, 'slotHasBookings', { count: bookings.length, seats, references: bookings.length > 10 ? `${references}…` : references }),
        'SLOT_HAS_BOOKINGS',
      );
    }
    const outcome: CloseOutcome = { slotIds: closing.map((slot) => slot.id), moved: 0, cancelled: 0, toRefund: [] };
    if (bookings.length && choice.bookings === 'move') {
      const target = await moveTarget(tx, locked, closing, choice.moveTo, at, lang);
      const left = target.capacity - (await seatsTaken(tx, target.id));
      if (left < seats) throw new HttpError(409, tm(lang, 'moveNotEnoughRoom', { left: Math.max(0, left), seats }), 'NOT_ENOUGH_ROOM');
      for (const row of bookings) {
        const before = (await loadBooking(tx, row.id))!;
        await tx.update(tourBookings).set({ slotId: target.id }).where(eq(tourBookings.id, row.id));
        if (wasTold(row)) await queue(tx, movedMail(before, (await loadBooking(tx, row.id))!, context.siteUrl, await loadFirm(tx)));
        outcome.moved += 1;
      }
    } else if (bookings.length) {
      for (const row of bookings) {
        if (await cancelForShop(tx, row, context.siteUrl)) outcome.toRefund.push(row.id);
        outcome.cancelled += 1;
      }
    }
    if (closing.length) {
      await tx
        .update(tourSlots)
        .set({ closedAt: sql`now()` })
        .where(
          inArray(
            tourSlots.id,
            closing.map((slot) => slot.id),
          ),
        );
    }
    await recordAudit(tx, {
      staffId: context.staffId,
      action: 'tour.slot.close',
      target: context.target,
      before: { slots: closing.map((slot) => ({ id: slot.id, starts_at: slot.startsAt.toISOString() })) },
      after: {
        closed: true,
        bookings: choice.bookings,
        move_to: choice.bookings === 'move' ? choice.moveTo : null,
        references: bookings.map((row) => row.reference),
      },
    });
    return outcome;
  });
}

async function moveTarget(tx: Db, locked: TourSlotRow[], closing: TourSlotRow[], moveTo: number | null, at: Date, lang: Lang): Promise<TourSlotRow> {
  if (!moveTo) throw new HttpError(400, tm(lang, 'moveTargetRequired'), 'MOVE_TARGET_REQUIRED');
  const target = locked.find((slot) => slot.id === moveTo);
  const tourIds = new Set(closing.map((slot) => slot.tourId));
  const valid =
    target !== undefined &&
    tourIds.size === 1 &&
    tourIds.has(target.tourId) &&
    target.closedAt === null &&
    target.startsAt > at &&
    !closing.some((slot) => slot.id === target.id);
  if (!valid) throw new HttpError(409, tm(lang, 'moveTargetInvalid'), 'MOVE_TARGET_INVALID');
  return target;
}

/** Reopens closed coming slots; their seats are all free again (their bookings were moved or cancelled). */
export async function reopenSlots(db: Db, slotIds: number[], context: { staffId: number; lang: Lang; target: string }): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    if (!slotIds.length) return [];
    const locked = await tx.select().from(tourSlots).where(inArray(tourSlots.id, slotIds)).orderBy(asc(tourSlots.id)).for('update');
    const [{ now }] = (await tx.execute<{ now: string | Date }>(sql`select now() as now`)).rows;
    const closed = locked.filter((slot) => slot.closedAt !== null);
    if (closed.some((slot) => slot.startsAt <= new Date(now))) throw new HttpError(409, tm(context.lang, 'slotPast'), 'SLOT_PAST');
    if (closed.length) {
      await tx
        .update(tourSlots)
        .set({ closedAt: null })
        .where(
          inArray(
            tourSlots.id,
            closed.map((slot) => slot.id),
          ),
        );
    }
    await recordAudit(tx, {
      staffId: context.staffId,
      action: 'tour.slot.reopen',
      target: context.target,
      before: { slots: closed.map((slot) => ({ id: slot.id, starts_at: slot.startsAt.toISOString() })) },
      after: { closed: false },
    });
    return closed.map((slot) => slot.id);
  });
}

/** A payment taken at the shop (cash, card terminal, cheque) on the day: the booking is paid, no mail. */
export async function takePayment(db: Db, bookingId: number, means: string, context: { staffId: number; lang: Lang }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, bookingId)).for('update');
    const { lang } = context;
    if (row.paidAt) throw new HttpError(409, tm(lang, 'bookingAlreadyPaid', { reference: row.reference }), 'BOOKING_ALREADY_PAID');
    const live =
      row.status === 'confirmed' ||
      row.status === 'awaiting_payment' ||
      (row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt > new Date());
    if (!live) throw new HttpError(409, tm(lang, 'bookingNotPayable', { reference: row.reference }), 'BOOKING_NOT_PAYABLE');
    // The booking first, then its payment: the order pay.ts takes.
    await tx.insert(payments).values({ bookingId: row.id, method: 'shop', status: 'paid', amountCents: row.amountCents });
    await tx
      .update(tourBookings)
      .set({
        status: 'confirmed',
        paymentMethod: 'shop',
        paidAt: sql`now()`,
        holdExpiresAt: null,
        // Paid at the desk: the visitor holds their receipt, no mail follows.
        mailedStatus: row.mailedStatus ?? 'confirmed',
      })
      .where(eq(tourBookings.id, row.id));
    await recordAudit(tx, {
      staffId: context.staffId,
      action: 'tour.booking.payment',
      target: `booking:${row.reference}`,
      before: { status: row.status, payment_method: row.paymentMethod, paid: false },
      after: { status: 'confirmed', payment_method: 'shop', means, paid: true, amount_cents: row.amountCents },
    });
  });
}

/** One booking cancelled by the shop; cancelling twice changes nothing more. Answers whether a refund is to ask. */
export async function cancelOne(db: Db, bookingId: number, context: { staffId: number; lang: Lang; siteUrl: string }): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, bookingId)).for('update');
    if (row.status === 'cancelled') return row.refund === 'due';
    if (row.status === 'expired' || (row.status === 'held' && !(row.holdExpiresAt && row.holdExpiresAt > new Date()))) {
      throw new HttpError(409, tm(context.lang, 'bookingNotCancellable', { reference: row.reference }), 'BOOKING_NOT_CANCELLABLE');
    }
    const refund = await cancelForShop(tx, row, context.siteUrl);
    await recordAudit(tx, {
      staffId: context.staffId,
      action: 'tour.booking.cancel',
      target: `booking:${row.reference}`,
      before: { status: row.status, paid: row.paidAt !== null },
      after: { status: 'cancelled', refund: refund ? 'due' : 'none' },
    });
    return refund;
  });
}
