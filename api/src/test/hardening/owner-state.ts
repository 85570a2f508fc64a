import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Everything the database holds about one customer, row by row, so a test can prove that other
 * people's attempts left it exactly as it was. Bookings join when the tours tables exist.
 */
export async function ownerState(db: Db, userId: number, email: string): Promise<Record<string, unknown>> {
  const scoped: Record<string, ReturnType<typeof sql>> = {
    users: sql`select * from users where id = ${userId}`,
    access_tokens: sql`select * from access_tokens where user_id = ${userId}`,
    reset_tokens: sql`select * from reset_tokens where user_id = ${userId}`,
    favourites: sql`select * from favourites where user_id = ${userId}`,
    stock_alerts: sql`select * from stock_alerts where lower(email) = ${email}`,
    baskets: sql`select * from baskets where user_id = ${userId}`,
    basket_lines: sql`select l.* from basket_lines l join baskets b on b.id = l.basket_id where b.user_id = ${userId}`,
    orders: sql`select * from orders where user_id = ${userId}`,
    order_lines: sql`select l.* from order_lines l join orders o on o.id = l.order_id where o.user_id = ${userId}`,
    payments: sql`select p.* from payments p join orders o on o.id = p.order_id where o.user_id = ${userId}`,
    points_ledger: sql`select * from points_ledger where user_id = ${userId}`,
    discount_redemptions: sql`select * from discount_redemptions where user_id = ${userId}`,
  };
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name = 'tour_bookings'`,
  );
  if (rows.length) scoped.tour_bookings = sql`select * from tour_bookings where user_id = ${userId} or lower(contact_email) = ${email}`;

  const state: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(scoped)) {
    const result = await db.execute<Record<string, unknown>>(sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from (${query}) x`);
    state[name] = result.rows[0].rows;
  }
  return state;
}
