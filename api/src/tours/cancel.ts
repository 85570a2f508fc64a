import { BOOKING_CANCEL_HOURS, type Lang } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { formatDateTime } from '../http/format.js';
import { t } from '../http/messages.js';
import { cancellableUntil, isCancellable } from './mapping.js';
import type { BookingDetails } from './queries.js';
import { tourBookings } from './schema.js';

/**
 * The visitor's cancellation: an unpaid hold at any time, a committed booking up to
 * BOOKING_CANCEL_HOURS before the visit. Its seats are free at once (holdsSeats no longer counts
 * it); a card payment is marked to be refunded by the shop. Cancelling twice answers the same.
 */
export async function cancelBooking(db: Db, details: BookingDetails, lang: Lang): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, details.booking.id)).for('update');
    if (row.status === 'cancelled') return false;
    const [{ now }] = (await tx.execute<{ now: string | Date }>(sql`select now() as now`)).rows;
    if (!isCancellable({ ...details, booking: row }, new Date(now))) {
      if (row.status === 'expired') {
        throw new HttpError(409, t(lang, 'bookingNotCancellable', { reference: row.reference }), 'BOOKING_NOT_CANCELLABLE');
      }
      const date = formatDateTime(lang, cancellableUntil(details.slot));
      throw new HttpError(409, t(lang, 'bookingCancelTooLate', { hours: BOOKING_CANCEL_HOURS, date }), 'BOOKING_NOT_CANCELLABLE');
    }
    await tx
      .update(tourBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, holdExpiresAt: null, refund: row.paidAt ? 'due' : 'none' })
      .where(eq(tourBookings.id, row.id));
    return true;
  });
}
