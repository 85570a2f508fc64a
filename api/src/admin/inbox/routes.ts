import {
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  inboxAnswerRequestSchema,
  inboxHandledRequestSchema,
  inboxQuerySchema,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
  type InboxMessage,
  type InboxOpen,
  type InboxPage,
} from '@nougaterie/contracts/admin';
import { isLang, DEFAULT_LANG } from '@nougaterie/contracts';
import { asc, eq, and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { contactMessages, proRequests } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { queueMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { inboxAnswers, staff } from '../schema.js';
import { loadFirm } from '../../shop-identity/store.js';
import { inboxAnswerMail } from './mails.js';

const EXCERPT_LENGTH = 140;
const MESSAGE_ID = /^[1-9]\d{0,9}$/;

/** One row of either form, read alike: the list is one query over both (UNION ALL). */
type Row = {
  kind: InboxKind;
  id: number;
  from: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  lang: string;
  created_at: Date | string;
  handled_at: Date | string | null;
  answers: number;
  company: string | null;
  siret: string | null;
  contact_name: string | null;
  activity: string | null;
};

const answersOf = (kind: InboxKind, id: SQL) =>
  sql`(SELECT count(*) FROM ${inboxAnswers} WHERE ${inboxAnswers.kind} = ${kind} AND ${inboxAnswers.messageId} = ${id})::int`;

const contactRows = sql`
  SELECT 'contact' AS kind, c.id, concat_ws(' ', c.firstname, c.lastname) AS "from", c.email, c.subject, c.message, c.phone,
         c.lang, c.created_at, c.handled_at, ${answersOf('contact', sql`c.id`)} AS answers,
         NULL::text AS company, NULL::text AS siret, NULL::text AS contact_name, NULL::text AS activity
  FROM ${contactMessages} c`;
const proRows = sql`
  SELECT 'pro' AS kind, p.id, p.company AS "from", p.email, p.activity AS subject, coalesce(p.message, '') AS message, p.phone,
         p.lang, p.created_at, p.handled_at, ${answersOf('pro', sql`p.id`)} AS answers,
         p.company, p.siret, p.contact_name, p.activity
  FROM ${proRequests} p`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: Row): InboxItem {
  const excerpt = row.message.replace(/\s+/g, ' ').trim();
  return {
    kind: row.kind,
    id: Number(row.id),
    from: row.from,
    email: row.email,
    subject: row.subject,
    excerpt: excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH - 1)}…` : excerpt,
    lang: isLang(row.lang) ? row.lang : DEFAULT_LANG,
    created_at: iso(row.created_at),
    handled_at: row.handled_at === null ? null : iso(row.handled_at),
    answers: Number(row.answers),
  };
}

function filterSql(filter: InboxFilter): SQL {
  if (filter === 'open') return sql`handled_at IS NULL`;
  if (filter === 'handled') return sql`handled_at IS NOT NULL`;
  return sql`TRUE`;
}

/**
 * The inbox of the back office (issue 22): the contact form's messages and the professional
 * account requests, open ones first (oldest first: the one waiting longest is answered first),
 * each marked handled, or answered by a mail that goes out through the outbox in the same
 * transaction as the answer it keeps.
 */
export async function adminInboxRoutes(app: FastifyInstance, { db, shopEmail }: { db: Db; shopEmail?: string }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const target = (request: FastifyRequest): { kind: InboxKind; id: number } => {
    const { kind, id } = request.params as { kind?: string; id?: string };
    if (!(INBOX_KINDS as readonly string[]).includes(kind ?? '') || !MESSAGE_ID.test(id ?? '') || Number(id) > 2_147_483_647) {
      throw new HttpError(404, at(request.lang, 'inboxMessageNotFound'), 'INBOX_MESSAGE_NOT_FOUND');
    }
    return { kind: kind as InboxKind, id: Number(id) };
  };

  async function readRow(tx: Db, kind: InboxKind, id: number, lock = false): Promise<Row | undefined> {
    const source = kind === 'contact' ? contactRows : proRows;
    const alias = kind === 'contact' ? sql`c` : sql`p`;
    const rows = await tx.execute<Row>(sql`${source} WHERE ${alias}.id = ${id}${lock ? sql` FOR UPDATE OF ${alias}` : sql``}`);
    return rows.rows[0];
  }

  async function message(tx: Db, request: FastifyRequest, kind: InboxKind, id: number, lock = false): Promise<InboxMessage> {
    const row = await readRow(tx, kind, id, lock);
    if (!row) throw new HttpError(404, at(request.lang, 'inboxMessageNotFound'), 'INBOX_MESSAGE_NOT_FOUND');
    const answers = await tx
      .select({ body: inboxAnswers.body, staffEmail: staff.email, createdAt: inboxAnswers.createdAt })
      .from(inboxAnswers)
      .leftJoin(staff, eq(staff.id, inboxAnswers.staffId))
      .where(and(eq(inboxAnswers.kind, kind), eq(inboxAnswers.messageId, id)))
      .orderBy(asc(inboxAnswers.createdAt), asc(inboxAnswers.id));
    return {
      ...toItem(row),
      message: row.message,
      phone: row.phone,
      pro: kind === 'pro' ? { company: row.company ?? '', siret: row.siret ?? '', contact_name: row.contact_name ?? '', activity: row.activity ?? '' } : null,
      answer_list: answers.map((a) => ({ body: a.body, staff_email: a.staffEmail, created_at: a.createdAt.toISOString() })),
    };
  }

  async function setHandled(tx: Db, kind: InboxKind, id: number, handled: boolean): Promise<void> {
    const table = kind === 'contact' ? contactMessages : proRequests;
    // An answered message keeps the time it was first dealt with.
    const value = handled ? sql`coalesce(${table.handledAt}, now())` : null;
    await tx.update(table).set({ handledAt: value }).where(eq(table.id, id));
  }

  /** Messages still to deal with, of each kind, whatever a list's filter. */
  async function openCounts(): Promise<InboxOpen> {
    const [open] = (
      await db.execute<{ contact: number; pro: number }>(
        sql`SELECT (SELECT count(*) FROM ${contactMessages} WHERE ${contactMessages.handledAt} IS NULL)::int AS contact,
                   (SELECT count(*) FROM ${proRequests} WHERE ${proRequests.handledAt} IS NULL)::int AS pro`,
      )
    ).rows;
    return { contact: Number(open.contact), pro: Number(open.pro) };
  }

  api.get('/api/admin/inbox', { preValidation: staffOnly(), schema: { querystring: inboxQuerySchema } }, async (request): Promise<InboxPage> => {
    const query = request.query;
    const filter = query.filter ?? 'open';
    const page = Number(query.page ?? 1);
    const union = query.kind === 'contact' ? contactRows : query.kind === 'pro' ? proRows : sql`${contactRows} UNION ALL ${proRows}`;
    const all = sql`SELECT * FROM (${union}) AS inbox`;
    const [{ total }] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${all}) AS listed WHERE ${filterSql(filter)}`)).rows;
    const order = filter === 'open' ? sql`created_at ASC, kind, id` : sql`created_at DESC, kind, id DESC`;
    const rows = await db.execute<Row>(
      sql`SELECT * FROM (${all}) AS listed WHERE ${filterSql(filter)} ORDER BY ${order} LIMIT ${INBOX_PAGE_SIZE} OFFSET ${(page - 1) * INBOX_PAGE_SIZE}`,
    );
    return {
      items: rows.rows.map(toItem),
      page,
      pages: Math.max(1, Math.ceil(Number(total) / INBOX_PAGE_SIZE)),
      total: Number(total),
      open: await openCounts(),
    };
  });

  // The navigation's count, asked on each page the staff open: two counts, no rows.
  api.get('/api/admin/inbox/open', async (request): Promise<InboxOpen> => {
    requireStaff(request);
    return openCounts();
  });

  api.get('/api/admin/inbox/:kind/:id', async (request): Promise<InboxMessage> => {
    requireStaff(request);
    const { kind, id } = target(request);
    return message(db, request, kind, id);
  });

  // The session, then the message the path names (404), before the body (400).
  const staffAndTarget = async (request: FastifyRequest) => {
    requireStaff(request);
    target(request);
  };
  api.post(
    '/api/admin/inbox/:kind/:id/handled',
    { preValidation: staffAndTarget, schema: { body: orEmpty(inboxHandledRequestSchema) } },
    async (request): Promise<InboxMessage> => {
      const member = requireStaff(request);
      const { kind, id } = target(request);
      const { handled } = request.body;
      return inTransaction(db, async (tx) => {
        const before = await message(tx, request, kind, id, true);
        await setHandled(tx, kind, id, handled);
        await recordAudit(tx, {
          staffId: member.id,
          action: 'inbox.handled',
          target: `${kind}:${id}`,
          before: { handled_at: before.handled_at },
          after: { handled },
        });
        return message(tx, request, kind, id);
      });
    },
  );

  /**
   * Mails the answer to the sender (in the language they wrote in, the shop's mailbox to reply
   * to), keeps it with the message and marks the message handled: all in one transaction, so an
   * answer kept is an answer sent (the outbox retries it), and a failure keeps nothing.
   */
  api.post(
    '/api/admin/inbox/:kind/:id/answer',
    { preValidation: staffAndTarget, schema: { body: orEmpty(inboxAnswerRequestSchema) } },
    async (request): Promise<InboxMessage> => {
      const member = requireStaff(request);
      const { kind, id } = target(request);
      const { body } = request.body;
      return inTransaction(db, async (tx) => {
        const before = await message(tx, request, kind, id, true);
        await tx.insert(inboxAnswers).values({ kind, messageId: id, staffId: member.id, body });
        await setHandled(tx, kind, id, true);
        await queueMail(tx, inboxAnswerMail(before, before.subject, body, shopEmail ?? (await loadFirm(tx)).email));
        await recordAudit(tx, { staffId: member.id, action: 'inbox.answer', target: `${kind}:${id}`, after: { to: before.email, length: body.length } });
        return message(tx, request, kind, id);
      });
    },
  );
}
