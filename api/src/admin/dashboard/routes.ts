import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import type { Dashboard } from '@nougaterie/contracts/admin';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { tourName } from '../../tours/mapping.js';
import { loadBookings } from '../../tours/queries.js';
import { tourBookings, tourSlots } from '../../tours/schema.js';
import { requireStaff } from '../guard.js';
import { isLowStock, loadStock } from '../stock/routes.js';

/** The morning's screen: orders to pack, transfers awaited, stocks to renew, tomorrow's visitors. */
export async function adminDashboardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/admin/dashboard', async (request): Promise<Dashboard> => {
    requireStaff(request);
    const tomorrow = addDays(parisDay(new Date()), 1);
    const [[toPrepare], [transfers], lowStock, bookings] = await Promise.all([
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ['paid', 'preparing'])),
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), eq(orders.paymentMethod, 'transfer'))),
      loadStock(db, isLowStock, request.lang),
      // Bookings that hold their seats: confirmed (paid, or to pay at the shop) and transfers awaited.
      loadBookings(
        db,
        and(
          inArray(tourBookings.status, ['confirmed', 'awaiting_payment']),
          gte(tourSlots.startsAt, parisInstant(tomorrow)),
          lt(tourSlots.startsAt, parisInstant(addDays(tomorrow, 1))),
        ),
      ),
    ]);
    return {
      to_prepare: Number(toPrepare.n),
      transfers_awaited: Number(transfers.n),
      low_stock: lowStock,
      tomorrow_bookings: bookings.map(({ booking, tour, slot }) => ({
        reference: booking.reference,
        tour_name: tourName(tour, request.lang),
        starts_at: slot.startsAt.toISOString(),
        name: `${booking.contactFirstname} ${booking.contactLastname}`.trim(),
        party: booking.adults + booking.children,
        phone: booking.contactPhone,
        paid: booking.paidAt !== null,
      })),
    };
  });
}
