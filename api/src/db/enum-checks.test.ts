import {
  ALLERGENS,
  BASKET_STATUSES,
  BOOKING_STATUSES,
  CARRIERS,
  DISCOUNT_KINDS,
  HOSTED_PAYMENT_KINDS,
  HOSTED_SESSION_STATUSES,
  LANGS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POINTS_REASONS,
  REFUND_STATUSES,
  SHIPPING_KINDS,
} from '@nougaterie/contracts';
import { INVOICE_KINDS } from '@nougaterie/contracts/rules';
import { INBOX_KINDS, ORDER_EVENT_KINDS, PAYMENT_ROW_STATUSES_ALL, STAFF_ROLES } from '@nougaterie/contracts/admin';
import { sql } from 'drizzle-orm';
import { PAYMENT_EVENT_OUTCOMES } from '../payment/hosted/schema.js';
import { drivers, openTestDatabase, type TestDatabase } from '../test/databases.js';

/** Each check constraint that keeps a column to a list, and the contracts constant its type comes from. */
const ENUM_CHECKS: Record<string, readonly string[]> = {
  users_lang_known: LANGS,
  stock_alerts_lang_known: LANGS,
  discount_codes_kind_known: DISCOUNT_KINDS,
  shipping_methods_kind_known: SHIPPING_KINDS,
  baskets_status_known: BASKET_STATUSES,
  orders_status_known: ORDER_STATUSES,
  orders_payment_method_known: PAYMENT_METHODS,
  orders_carrier_known: CARRIERS,
  payments_status_known: PAYMENT_ROW_STATUSES_ALL,
  points_ledger_reason_known: POINTS_REASONS,
  tour_bookings_status_known: BOOKING_STATUSES,
  tour_bookings_refund_known: REFUND_STATUSES,
  tour_bookings_lang_known: LANGS,
  staff_role_known: STAFF_ROLES,
  order_events_kind_known: ORDER_EVENT_KINDS,
  inbox_answers_kind_known: INBOX_KINDS,
  invoice_counters_kind_known: INVOICE_KINDS,
  invoices_kind_known: INVOICE_KINDS,
  hosted_sessions_kind_known: HOSTED_PAYMENT_KINDS,
  hosted_sessions_status_known: HOSTED_SESSION_STATUSES,
  payment_events_outcome_known: PAYMENT_EVENT_OUTCOMES,
  // Two lists in one check: the allergens, then the traces.
  product_food_info_allergens_known: [...ALLERGENS, ...ALLERGENS],
};

describe.each(drivers)('enum check constraints on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.migrate();
  });
  afterAll(() => database.dispose());

  it('accept exactly the values of the contracts constants (a value added there needs its migration)', async () => {
    const { rows } = await database.db.execute<{ name: string; def: string }>(
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
          where contype = 'c' and connamespace = current_schema()::regnamespace and pg_get_constraintdef(oid) like '%ARRAY[%'`,
    );
    const found = Object.fromEntries(rows.map((row) => [row.name, [...row.def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1])]));
    // A new list check is listed here too, with its constant.
    expect(Object.keys(found).sort()).toEqual(Object.keys(ENUM_CHECKS).sort());
    for (const [name, values] of Object.entries(ENUM_CHECKS)) expect([name, found[name]]).toEqual([name, [...values]]);
  });
});
