import { z } from 'zod/mini';
import { langSchema } from '../schemas/common.js';
import { lazy } from '../schemas/lazy.js';

/*
 * The back office's inbox (issue 22): the contact form's messages and the professional account
 * requests, each marked handled, answered by mail from the back office with the answer kept.
 */

/** Where a message came from: the contact form, or the professional account request form. */
export const INBOX_KINDS = ['contact', 'pro'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Which messages a list shows: still to deal with (the default), dealt with, or all. */
export const INBOX_FILTERS = ['open', 'handled', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_PAGE_SIZE = 25;
/** An answer is a mail: long enough for a detailed reply, short enough to stay one. */
export const INBOX_ANSWER_MAX_LENGTH = 5000;

export const inboxQuerySchema = lazy(() =>
  z.object({
    kind: z.optional(z.enum(INBOX_KINDS)),
    filter: z.optional(z.enum(INBOX_FILTERS)),
    page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/))),
  }),
);
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One line of the list: who wrote, about what, when, and whether it was dealt with. */
export const inboxItemSchema = lazy(() =>
  z.object({
    kind: z.enum(INBOX_KINDS),
    id: z.number().check(z.int()),
    /** The sender's name (contact) or the company (pro). */
    from: z.string(),
    email: z.string(),
    /** The message's subject (contact) or the company's activity (pro). */
    subject: z.string(),
    /** The start of the message, for the list. */
    excerpt: z.string(),
    lang: langSchema,
    created_at: z.string(),
    handled_at: z.nullable(z.string()),
    answers: z.number().check(z.int()),
  }),
);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Messages still to deal with, of each kind (GET /api/admin/inbox/open: the navigation's count). */
export const inboxOpenSchema = lazy(() => z.object({ contact: z.number().check(z.int()), pro: z.number().check(z.int()) }));
export type InboxOpen = z.infer<typeof inboxOpenSchema>;

export const inboxPageSchema = lazy(() =>
  z.object({
    items: z.array(inboxItemSchema),
    page: z.number().check(z.int()),
    pages: z.number().check(z.int()),
    total: z.number().check(z.int()),
    /** Messages still to deal with, of each kind, whatever the filter. */
    open: inboxOpenSchema,
  }),
);
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxAnswerSchema = lazy(() =>
  z.object({
    body: z.string(),
    /** The staff member who wrote it (their e-mail), or null once they are gone. */
    staff_email: z.nullable(z.string()),
    created_at: z.string(),
  }),
);
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

/** The whole message: every field the form sent, and the answers sent from the back office. */
export const inboxMessageSchema = lazy(() =>
  z.extend(inboxItemSchema, {
    message: z.string(),
    phone: z.nullable(z.string()),
    /** The professional request's fields (null for a contact message). */
    pro: z.nullable(z.object({ company: z.string(), siret: z.string(), contact_name: z.string(), activity: z.string() })),
    answer_list: z.array(inboxAnswerSchema),
  }),
);
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** POST …/answer: the text of the mail sent to the sender, in the language they wrote in. */
export const inboxAnswerRequestSchema = lazy(() =>
  z.object({
    body: z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_ANSWER_MAX_LENGTH)),
  }),
);
export type InboxAnswerRequest = z.infer<typeof inboxAnswerRequestSchema>;

/** POST …/handled: dealt with (true), or back to the messages to deal with (false). */
export const inboxHandledRequestSchema = lazy(() => z.object({ handled: z.boolean() }));
export type InboxHandledRequest = z.infer<typeof inboxHandledRequestSchema>;
