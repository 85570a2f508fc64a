import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';

/** One row (id 1): typed columns keep each setting checked by the database. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    fideliteFromCents: integer('fidelite_from_cents').notNull(),
    francoPortCents: integer('franco_port_cents').notNull(),
    pointValueCents: integer('point_value_cents').notNull(),
    /** How long unpaid orders hold their stock before they cancel themselves (back office settings). */
    cardPaymentExpiryMinutes: integer('card_payment_expiry_minutes').notNull().default(60),
    transferReminderDays: integer('transfer_reminder_days').notNull().default(5),
    transferExpiryDays: integer('transfer_expiry_days').notNull().default(10),
    /** While true every shopper page shows the maintenance page (SPEC §8 guard); the back office stays open. */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_fidelite_from_positive', sql`${t.fideliteFromCents} > 0`),
    check('settings_amounts_nonnegative', sql`${t.francoPortCents} >= 0 AND ${t.pointValueCents} >= 0`),
    check(
      'settings_expiry_positive',
      sql`${t.cardPaymentExpiryMinutes} > 0 AND ${t.transferReminderDays} > 0 AND ${t.transferExpiryDays} > ${t.transferReminderDays}`,
    ),
  ],
);
