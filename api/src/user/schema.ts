import { ADDRESS_FIELDS, type AddressField } from '@nougaterie/contracts';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * The customer's address book beyond the default delivery and billing addresses kept on `users`
 * (SPEC §4's prefixed fields): the parents' house, the office... chosen at checkout. Same ten
 * fields, checked by the same rule; `label` is the customer's own name for it.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(field).notNull().default('')])) as Record<AddressField, ReturnType<typeof text>>),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_user_id_idx').on(t.userId)],
);
export type SavedAddressRow = typeof savedAddresses.$inferSelect;
