import { categoriesFormSchema, categoriesProblems, inMenuOrder, type AdminCategories } from '@nougaterie/contracts/admin';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { categories, type CategoryRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { categoryProblem } from '../settings/messages.js';

export interface AdminCategoriesOptions {
  db: Db;
}

/** The rows in the shop's menu order (position, as the shop's tree sorts them), parents before children. */
function toAdminCategories(rows: CategoryRow[]): AdminCategories {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
  const slugOf = new Map(sorted.map((row) => [row.id, row.slug]));
  const list = sorted.map((row) => ({
    slug: row.slug,
    parent_slug: row.parentId === null ? null : (slugOf.get(row.parentId) ?? null),
    name_fr: row.nameFr,
    name_en: row.nameEn,
  }));
  const parents = new Map(list.map((c) => [c.slug, c.parent_slug]));
  return { categories: inMenuOrder(list, (slug) => parents.get(slug) ?? null) };
}

/**
 * The 17 categories (SPEC §2): staff read them, an owner renames and reorders them; the slugs and
 * the parents stay. One transaction writes every row and its audit line, so no shop answer reads a
 * half-renamed menu; then the shop's shared answers are emptied (categories, category and product
 * pages carry the names), and every other replica's expire within their 2 s.
 */
export async function adminCategoryRoutes(app: FastifyInstance, { db }: AdminCategoriesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/categories', { preValidation: staffOnly() }, async (): Promise<AdminCategories> => toAdminCategories(await db.select().from(categories)));

  api.post(
    '/api/admin/categories',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(categoriesFormSchema) } },
    async (request): Promise<AdminCategories> => {
      const owner = requireStaff(request, 'owner');
      const form = request.body;
      const saved = await inTransaction(db, async (tx) => {
        const rows = await tx.select().from(categories).orderBy(asc(categories.id)).for('update');
        const problems = categoriesProblems(
          form,
          rows.map((row) => row.slug),
        );
        if (problems.length) {
          throw new HttpError(422, [...new Set(problems.map((p) => categoryProblem(request.lang, p.problem, p.slug)))].join(' '), 'CATEGORIES_INVALID');
        }
        const before = toAdminCategories(rows);
        const bySlug = new Map(rows.map((row) => [row.slug, row]));
        const parentOf = (slug: string) => {
          const parentId = bySlug.get(slug)!.parentId;
          return parentId === null ? null : rows.find((row) => row.id === parentId)!.slug;
        };
        const ordered = inMenuOrder(form.categories, parentOf);
        for (const [position, entry] of ordered.entries()) {
          const row = bySlug.get(entry.slug)!;
          const values = { nameFr: entry.name_fr.trim(), nameEn: entry.name_en.trim(), position };
          if (row.nameFr !== values.nameFr || row.nameEn !== values.nameEn || row.position !== position) {
            await tx.update(categories).set(values).where(eq(categories.id, row.id));
          }
        }
        const after = toAdminCategories(await tx.select().from(categories));
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordAudit(tx, { staffId: owner.id, action: 'categories.update', target: 'categories', before: before.categories, after: after.categories });
        }
        return after;
      });
      app.publicAnswers.invalidate();
      return saved;
    },
  );
}
