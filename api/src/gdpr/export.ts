import { DEFAULT_LANG, isLang, type Lang, type UserExport } from '@nougaterie/contracts';
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { toUser } from '../auth/user.js';
import { localized } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
import { accessTokens, contactMessages, favourites, orders, products, stockAlerts, tourBookings, type UserRow } from '../db/schema.js';
import { toOrder } from '../orders/mapping.js';
import { loadOrders } from '../orders/queries.js';
import { loadPoints } from '../points/ledger.js';
import { toBooking } from '../tours/mapping.js';
import { loadBookings } from '../tours/queries.js';
import { loadAddressBook } from '../user/saved-addresses.js';

/** Stock alerts are kept by e-mail, not by account: the customer's are those sent to their address. */
export const alertsOf = (user: UserRow) => sql`lower(${stockAlerts.email}) = ${user.email}`;

/** Contact messages are kept by e-mail too (one year, see purge.ts). */
export const contactMessagesOf = (user: UserRow) => sql`lower(${contactMessages.email}) = ${user.email}`;

/** Tour bookings made while logged in, and those a visitor made with the account's e-mail. */
export const bookingsOf = (user: UserRow) => or(eq(tourBookings.userId, user.id), sql`lower(${tourBookings.contactEmail}) = ${user.email}`);

/** Everything the shop holds about the customer (GDPR articles 15 and 20), in the language they asked in. */
export async function exportUserData(db: Db, user: UserRow, lang: Lang, publicUrl: string): Promise<UserExport> {
  const product = { item_id: products.id, slug: products.slug, nameFr: products.nameFr, nameEn: products.nameEn };
  const [orderList, favouriteRows, alertRows, points, sessions] = [
    await loadOrders(db, eq(orders.userId, user.id)),
    await db
      .select({ ...product, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(eq(favourites.userId, user.id))
      .orderBy(desc(favourites.createdAt)),
    await db
      .select({ ...product, email: stockAlerts.email, lang: stockAlerts.lang, createdAt: stockAlerts.createdAt, notifiedAt: stockAlerts.notifiedAt })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(alertsOf(user))
      .orderBy(desc(stockAlerts.createdAt)),
    await loadPoints(db, user),
    await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id)).orderBy(asc(accessTokens.createdAt)),
  ];
  const bookings = await loadBookings(db, bookingsOf(user));
  const messages = await db.select().from(contactMessages).where(contactMessagesOf(user)).orderBy(desc(contactMessages.createdAt));
  const named = (row: { item_id: number; slug: string; nameFr: string; nameEn: string }) => ({
    item_id: row.item_id,
    slug: row.slug,
    name: localized(row, 'name', lang),
  });
  return {
    exported_at: new Date().toISOString(),
    profile: toUser(user),
    addresses: await loadAddressBook(db, user),
    orders: orderList.map((details) => toOrder(details, lang, publicUrl)),
    favourites: favouriteRows.map((row) => ({ ...named(row), added_at: row.addedAt.toISOString() })),
    alerts: alertRows.map((row) => ({
      ...named(row),
      email: row.email,
      lang: isLang(row.lang) ? row.lang : DEFAULT_LANG,
      created_at: row.createdAt.toISOString(),
      notified_at: row.notifiedAt?.toISOString() ?? null,
    })),
    points,
    // Sessions by their dates only: a token hash is of no use to the customer and is a secret.
    sessions: sessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: s.revokedAt?.toISOString() ?? null,
    })),
    bookings: bookings.map((details) => toBooking(details, lang)),
    contact_messages: messages.map((m) => ({
      firstname: m.firstname,
      lastname: m.lastname,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
