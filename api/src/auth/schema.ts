import { LANGS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressColumns } from '../db/address-columns.js';
import { oneOf } from '../db/one-of.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    lang: text('lang').notNull().default('fr'),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...addressColumns(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Stored lower-case, so the unique index is also case-insensitive.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_lang_known', oneOf(t.lang, LANGS)),
    check('users_points_nonnegative', sql`${t.points} >= 0`),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is stored, so a leaked table opens no session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash), index('access_tokens_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
