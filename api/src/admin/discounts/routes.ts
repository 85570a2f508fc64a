import type { Lang } from '@nougaterie/contracts';
import { fromCents, normaliseDiscountCode, parisInstant, toCents } from '@nougaterie/contracts/rules';
import {
  DISCOUNT_CODE_ORDERS_SHOWN,
  discountCodeFormSchema,
  discountCodeProblems,
  type AdminDiscountCode,
  type DiscountCodeDetail,
  type DiscountCodeForm,
  type DiscountCodeList,
} from '@nougaterie/contracts/admin';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { discountCodes, orders, type DiscountCodeRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { codeState } from '../../discounts/rules.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { toOrderSummary } from '../orders/details.js';
import { omit } from '../../omit.js';

export interface AdminDiscountRoutesOptions {
  db: Db;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminDiscountCode(row: DiscountCodeRow, now = new Date()): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? fromCents(row.value) : row.kind === 'percent' ? row.value : 0,
    min_amount: fromCents(row.minAmountCents),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    once_per_customer: row.maxUsesPerCustomer !== null,
    max_uses: row.maxUses,
    uses: row.uses,
    state: codeState(row, now),
    disabled_at: iso(row.disabledAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a code: what staff set, and whether it is on. */
function audited(row: DiscountCodeRow) {
  const set = omit(toAdminDiscountCode(row), 'id', 'uses', 'state', 'created_at', 'disabled_at');
  return { ...set, disabled: row.disabledAt !== null };
}

/** A Paris wall-clock minute (YYYY-MM-DDTHH:MM, checked by the form's rules) as an instant. */
const parisMinute = (text: string | null) => (text === null ? null : parisInstant(text.slice(0, 10), text.slice(11, 16)));

/** The columns a form sets; a per-customer limit of more than one (none is made here) is kept. */
function columnsOf(form: DiscountCodeForm, before?: DiscountCodeRow) {
  return {
    code: normaliseDiscountCode(form.code),
    kind: form.kind,
    value: form.kind === 'amount' ? toCents(form.value) : form.kind === 'percent' ? form.value : 0,
    minAmountCents: toCents(form.min_amount),
    startsAt: parisMinute(form.starts_at),
    endsAt: parisMinute(form.ends_at),
    maxUsesPerCustomer: form.once_per_customer ? (before?.maxUsesPerCustomer ?? 1) : null,
    maxUses: form.max_uses,
  };
}

const CODE_ID = /^[1-9]\d{0,9}$/;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The discount codes staff make, change and switch off. They are the seed's rows: the basket
 * applies them with its own rules (discounts/rules.ts) and re-checks a code it holds at each
 * answer and at validation, so a change here reaches the baskets without anything more.
 */
export async function adminDiscountRoutes(app: FastifyInstance, { db }: AdminDiscountRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (lang: Lang) => new HttpError(404, at(lang, 'discountCodeNotFound'), 'DISCOUNT_CODE_NOT_FOUND');
  const taken = (lang: Lang, code: string) => new HttpError(409, at(lang, 'discountCodeTaken', { code }), 'DISCOUNT_CODE_TAKEN');

  function codeId(request: FastifyRequest): number {
    const { id } = request.params as { id: string };
    if (!CODE_ID.test(id) || Number(id) > 2_147_483_647) throw notFound(request.lang);
    return Number(id);
  }

  /** The form, refused whole with every problem named when one field is wrong. */
  function readForm(request: FastifyRequest, form: DiscountCodeForm): DiscountCodeForm {
    const problems = discountCodeProblems(form);
    if (problems.length) {
      const sentences = [...new Set(problems.map(({ problem }) => at(request.lang, 'discountCodeProblem', { problem })))];
      throw new HttpError(400, sentences.join(' '), 'VALIDATION');
    }
    return form;
  }

  async function detail(tx: Db, row: DiscountCodeRow, lang: Lang): Promise<DiscountCodeDetail> {
    const used = await tx
      .select()
      .from(orders)
      .where(eq(orders.discountCodeId, row.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DISCOUNT_CODE_ORDERS_SHOWN);
    return {
      code: toAdminDiscountCode(row),
      orders: used.map((order) => ({ ...toOrderSummary(order, lang), amount_discount: fromCents(order.amountDiscountCents) })),
    };
  }

  /** Another code spelt the same once upper-cased, as the basket reads them. */
  async function assertFree(tx: Db, code: string, lang: Lang, exceptId?: number): Promise<void> {
    const [other] = await tx
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.code, code), exceptId === undefined ? undefined : ne(discountCodes.id, exceptId)));
    if (other) throw taken(lang, code);
  }

  /** Runs a write; two staff saving the same new code at once: the second is told it is taken. */
  async function writing<T>(lang: Lang, code: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (code !== null && isUniqueViolation(error)) throw taken(lang, code);
      throw error;
    }
  }

  api.get('/api/admin/discount-codes', async (request): Promise<DiscountCodeList> => {
    requireStaff(request);
    const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    const now = new Date();
    return { codes: rows.map((row) => toAdminDiscountCode(row, now)) };
  });

  api.get('/api/admin/discount-codes/:id', async (request): Promise<DiscountCodeDetail> => {
    requireStaff(request);
    const id = codeId(request);
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
    if (!row) throw notFound(request.lang);
    return detail(db, row, request.lang);
  });

  const formSchema = { body: orEmpty(discountCodeFormSchema) };
  api.post('/api/admin/discount-codes', { preValidation: staffOnly(), schema: formSchema }, async (request, reply): Promise<DiscountCodeDetail> => {
    const member = requireStaff(request);
    const form = readForm(request, request.body);
    const columns = columnsOf(form);
    const answer = await writing(request.lang, columns.code, async (tx) => {
      await assertFree(tx, columns.code, request.lang);
      const [row] = await tx.insert(discountCodes).values(columns).returning();
      await recordAudit(tx, { staffId: member.id, action: 'discount.create', target: `discount:${row.id}`, after: audited(row) });
      return detail(tx, row, request.lang);
    });
    reply.status(201);
    return answer;
  });

  // Under the code's lock, which an order's validation also takes: the uses counted are final.
  // The session, then the code's number (404), before the form (400).
  const staffAndCode = async (request: FastifyRequest) => {
    requireStaff(request);
    codeId(request);
  };
  api.post('/api/admin/discount-codes/:id', { preValidation: staffAndCode, schema: formSchema }, async (request): Promise<DiscountCodeDetail> => {
    const member = requireStaff(request);
    const id = codeId(request);
    const form = readForm(request, request.body);
    return writing(request.lang, normaliseDiscountCode(form.code), async (tx) => {
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!before) throw notFound(request.lang);
      const columns = columnsOf(form, before);
      if (columns.maxUses !== null && columns.maxUses < before.uses) {
        throw new HttpError(409, at(request.lang, 'discountCodeMaxBelowUses', { uses: before.uses }), 'DISCOUNT_CODE_MAX_BELOW_USES');
      }
      if (columns.code !== before.code) await assertFree(tx, columns.code, request.lang, id);
      const [after] = await tx.update(discountCodes).set(columns).where(eq(discountCodes.id, id)).returning();
      const [was, is] = [audited(before), audited(after)];
      if (JSON.stringify(was) !== JSON.stringify(is)) {
        await recordAudit(tx, { staffId: member.id, action: 'discount.update', target: `discount:${id}`, before: was, after: is });
      }
      return detail(tx, after, request.lang);
    });
  });

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    api.post(`/api/admin/discount-codes/:id/${verb}`, async (request): Promise<DiscountCodeDetail> => {
      const member = requireStaff(request);
      const id = codeId(request);
      return inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
        if (!before) throw notFound(request.lang);
        // Already so: nothing changes, nothing is written.
        if ((before.disabledAt !== null) === disabled) return detail(tx, before, request.lang);
        const [after] = await tx
          .update(discountCodes)
          .set({ disabledAt: disabled ? new Date() : null })
          .where(eq(discountCodes.id, id))
          .returning();
        await recordAudit(tx, { staffId: member.id, action: `discount.${verb}`, target: `discount:${id}`, before: audited(before), after: audited(after) });
        return detail(tx, after, request.lang);
      });
    });
  }
}
