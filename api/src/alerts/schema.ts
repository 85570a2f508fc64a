import { LANGS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.js';
import { oneOf } from '../db/one-of.js';

/** 'Tell me when it is back': one request per product and e-mail, whatever its case. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The notification is written in the language the shopper used. */
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_alerts_product_email_unique').on(t.productId, sql`lower(${t.email})`), check('stock_alerts_lang_known', oneOf(t.lang, LANGS))],
);
