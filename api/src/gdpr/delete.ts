import { ADDRESS_PREFIXES, type AddressKind } from '@nougaterie/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { baskets, contactMessages, orders, stockAlerts, tourBookings, users, type UserRow } from '../db/schema.js';
import { addressColumns, type AddressColumns } from '../user/addresses.js';
import { alertsOf, bookingsOf, contactMessagesOf } from './export.js';

/** What replaces the names on the orders kept. */
export const ANONYMISED = 'ANONYME';

/** Postcode and country stay: they decide the tax territory of the sale (Corsica, overseas departments). */
function anonymised(kind: AddressKind): AddressColumns {
  const prefix = ADDRESS_PREFIXES[kind];
  return {
    [`${prefix}company`]: null,
    [`${prefix}address1`]: null,
    [`${prefix}address2`]: null,
    [`${prefix}email`]: null,
    [`${prefix}phone`]: null,
    [`${prefix}city`]: null,
    [`${prefix}firstname`]: ANONYMISED,
    [`${prefix}lastname`]: ANONYMISED,
  };
}

/**
 * Erases the account (GDPR article 17) but keeps its orders and tour bookings, which French
 * accounting law requires for ten years: detached from the account, names replaced, contact
 * details and street removed. Its contact messages go.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ userId: null, ...anonymised('shipping'), ...anonymised('billing') })
      .where(eq(orders.userId, user.id));
    // Ordered baskets stay as their orders' source, emptied of the person; open ones go with the account.
    await tx
      .update(baskets)
      .set({ userId: null, ...addressColumns('shipping', null), ...addressColumns('billing', null) })
      .where(and(eq(baskets.userId, user.id), ne(baskets.status, 'open')));
    await tx.delete(baskets).where(eq(baskets.userId, user.id));
    await tx.delete(stockAlerts).where(alertsOf(user));
    await tx.delete(contactMessages).where(contactMessagesOf(user));
    // Tour bookings are sales too: kept, detached and anonymised like the orders.
    await tx
      .update(tourBookings)
      .set({ userId: null, contactFirstname: ANONYMISED, contactLastname: ANONYMISED, contactEmail: null, contactPhone: null })
      .where(bookingsOf(user));
    // Sessions, reset links, favourites and the points history go with the row (on delete cascade).
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
