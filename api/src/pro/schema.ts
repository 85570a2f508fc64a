import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests for a professional (reseller) account, studied by the shop before it opens one. */
export const proRequests = pgTable(
  'pro_requests',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    siret: text('siret').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    activity: text('activity').notNull(),
    message: text('message'),
    lang: text('lang').notNull(),
    /** Set when the shop has answered; an open request is one without it. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_requests_siret_idx').on(t.siret)],
);

export type ProRequestRow = typeof proRequests.$inferSelect;
