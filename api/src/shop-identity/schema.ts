import type { Firm } from '@nougaterie/contracts';
import type { OpeningSeason } from '@nougaterie/contracts/rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's identity (#22, #23): one row (id 1), the firm as contracts' Firm (legal name,
 * address, registration numbers, bank account, mediator...), checked by contracts' rules before
 * it is written (shopIdentityProblems). One jsonb column rather than thirty: the fields are read
 * and written together, and a field added to Firm needs no migration. No row: the api's
 * configuration, else the demonstration firm (api/src/shop-identity/store.ts).
 */
export const shopIdentity = pgTable(
  'shop_identity',
  {
    id: integer('id').primaryKey().default(1),
    firm: jsonb('firm').$type<Firm>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_identity_single_row', sql`${t.id} = 1`), check('shop_identity_firm_object', sql`jsonb_typeof(${t.firm}) = 'object'`)],
);

/** The shop's opening seasons (contracts' OpeningSeason[]), one row (id 1); none: contracts' SHOP_OPENING_SEASONS. */
export const shopHours = pgTable(
  'shop_hours',
  {
    id: integer('id').primaryKey().default(1),
    seasons: jsonb('seasons').$type<OpeningSeason[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_hours_single_row', sql`${t.id} = 1`), check('shop_hours_seasons_array', sql`jsonb_typeof(${t.seasons}) = 'array'`)],
);

/** Days the shop is closed whatever its hours say (Christmas, inventory), each with its reason. */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: serial('id').primaryKey(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reasonFr: text('reason_fr').notNull(),
    reasonEn: text('reason_en').notNull().default(''),
  },
  (t) => [check('shop_closures_in_order', sql`${t.endsOn} >= ${t.startsOn}`), index('shop_closures_ends_on').on(t.endsOn)],
);
