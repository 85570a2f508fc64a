import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages of the contact form, kept one year (privacy policy) for the answer and its follow-up. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    /** Set when the shop has dealt with it (answered, or marked so in the back office's inbox). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
