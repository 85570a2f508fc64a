import type { Lang } from '@nougaterie/contracts';
import {
  customersQuerySchema,
  pointsAdjustmentSchema,
  ORDERS_PAGE_SIZE,
  type CustomerDetail,
  type CustomersPage,
  type CustomerSummary,
} from '@nougaterie/contracts/admin';
import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { orders, users, type UserRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { loadPoints, recordPoints } from '../../points/ledger.js';
import { tourName } from '../../tours/mapping.js';
import { loadBookings } from '../../tours/queries.js';
import { tourBookings } from '../../tours/schema.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { toOrderSummary } from '../orders/details.js';
import { containsPattern } from '../orders/list.js';

const ordersCount = sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.userId} = ${users.id})::int`;

function toCustomerSummary(row: UserRow, ordersTotal: number): CustomerSummary {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    points: row.points,
    orders_count: ordersTotal,
    created_at: row.createdAt.toISOString(),
  };
}

/** E-mail, name (first then last, or the other way) or phone; a phone's digits match whatever its spacing. */
function search(q: string): SQL {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    sql`${users.email} ILIKE ${pattern}`,
    sql`concat_ws(' ', ${users.firstname}, ${users.lastname}) ILIKE ${pattern}`,
    sql`concat_ws(' ', ${users.lastname}, ${users.firstname}) ILIKE ${pattern}`,
    sql`${users.phone} ILIKE ${pattern}`,
    ...(digits.length >= 3 ? [sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}`] : []),
  )!;
}

async function customerDetail(db: Db, row: UserRow, lang: Lang): Promise<CustomerDetail> {
  const [orderRows, bookings, points] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, row.id)).orderBy(desc(orders.createdAt), desc(orders.id)),
    loadBookings(db, eq(tourBookings.userId, row.id)),
    loadPoints(db, row),
  ]);
  return {
    customer: toCustomerSummary(row, orderRows.length),
    orders: orderRows.map((order) => toOrderSummary(order, lang)),
    // Latest visit first, as the orders.
    bookings: bookings
      .filter((b) => b.booking.status !== 'expired')
      .reverse()
      .map(({ booking, tour, slot }) => ({
        reference: booking.reference,
        tour_name: tourName(tour, lang),
        starts_at: slot.startsAt.toISOString(),
        party: booking.adults + booking.children,
        status: booking.status,
      })),
    points,
  };
}

const CUSTOMER_ID = /^[1-9]\d{0,9}$/;

/** Finding a customer, their orders, bookings and points, and adjusting their points with a reason. */
export async function adminCustomersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerId = (request: FastifyRequest): number => {
    const id = (request.params as { id?: string }).id ?? '';
    if (!CUSTOMER_ID.test(id) || Number(id) > 2_147_483_647) throw new HttpError(404, at(request.lang, 'customerNotFound'), 'CUSTOMER_NOT_FOUND');
    return Number(id);
  };
  const findCustomer = async (request: FastifyRequest, id: number): Promise<UserRow> => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, at(request.lang, 'customerNotFound'), 'CUSTOMER_NOT_FOUND');
    return row;
  };

  api.get('/api/admin/customers', { preValidation: staffOnly(), schema: { querystring: customersQuerySchema } }, async (request): Promise<CustomersPage> => {
    const query = request.query;
    const where = query.q ? search(query.q) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(users).where(where);
    const page = Number(query.page ?? 1);
    const rows = await db
      .select({ user: users, orders: ordersCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE);
    return {
      customers: rows.map((row) => toCustomerSummary(row.user, Number(row.orders))),
      page,
      pages: Math.max(1, Math.ceil(Number(total) / ORDERS_PAGE_SIZE)),
      total: Number(total),
    };
  });

  api.get('/api/admin/customers/:id', async (request): Promise<CustomerDetail> => {
    requireStaff(request);
    return customerDetail(db, await findCustomer(request, customerId(request)), request.lang);
  });

  /**
   * Adds or takes points with a reason, which the customer reads in their points history. Under
   * the customer's lock, so the balance checked is the one changed: it never goes below 0.
   */
  // The session, then the customer's number (404), before the form (400).
  const staffAndCustomer = async (request: FastifyRequest) => {
    requireStaff(request);
    customerId(request);
  };
  api.post(
    '/api/admin/customers/:id/points',
    { preValidation: staffAndCustomer, schema: { body: orEmpty(pointsAdjustmentSchema) } },
    async (request): Promise<CustomerDetail> => {
      const member = requireStaff(request);
      const id = customerId(request);
      const { delta, reason } = request.body;
      const changed = await inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!row) throw new HttpError(404, at(request.lang, 'customerNotFound'), 'CUSTOMER_NOT_FOUND');
        if (row.points + delta < 0) throw new HttpError(409, at(request.lang, 'pointsBelowZero', { balance: row.points }), 'POINTS_BELOW_ZERO');
        const [after] = await tx
          .update(users)
          .set({ points: sql`${users.points} + ${delta}` })
          .where(eq(users.id, id))
          .returning();
        await recordPoints(tx, { userId: id, delta, reason: 'adjustment', orderId: null, note: reason });
        await recordAudit(tx, {
          staffId: member.id,
          action: 'customer.points',
          target: `customer:${id}`,
          before: { points: row.points },
          after: { points: after.points, delta, reason },
        });
        return after;
      });
      return customerDetail(db, changed, request.lang);
    },
  );
}
