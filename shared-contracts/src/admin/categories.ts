import { z } from 'zod/mini';
import { CATEGORY_SLUGS } from '../schemas/catalog.js';
import { lazy } from '../schemas/lazy.js';

/*
 * The shop's categories in the back office (/api/admin/categories). The 17 slugs of SPEC §2 and
 * their parents are fixed (the addresses, the route table and the sitemap know them); their names
 * in French and English and their order in the menus are the owners' to edit. The shop's pages
 * read them from the api (categories, category pages, breadcrumbs), so a change shows without a
 * new build.
 */

export const CATEGORY_NAME_MAX = 60;

export const adminCategorySchema = lazy(() =>
  z.object({
    slug: z.string(),
    /** null: a range of the menu's first level. */
    parent_slug: z.nullable(z.string()),
    name_fr: z.string(),
    name_en: z.string(),
  }),
);
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET /api/admin/categories: every category in the shop's order, each parent before its children. */
export const adminCategoriesSchema = lazy(() => z.object({ categories: z.array(adminCategorySchema) }));
export type AdminCategories = z.infer<typeof adminCategoriesSchema>;

/**
 * POST /api/admin/categories: the 17 categories, each once, in their new order (a child's place
 * counts among its parent's children; a parent stays the parent it is), with their names.
 */
export const categoriesFormSchema = lazy(() =>
  z.object({
    categories: z
      .array(
        z.object({
          slug: z.string().check(z.maxLength(200)),
          name_fr: z.string().check(z.maxLength(1_000)),
          name_en: z.string().check(z.maxLength(1_000)),
        }),
      )
      .check(z.maxLength(100)),
  }),
);
export type CategoriesForm = z.infer<typeof categoriesFormSchema>;
export type CategoryFormEntry = CategoriesForm['categories'][number];

export const CATEGORY_PROBLEMS = ['slugs_fixed', 'name_fr_required', 'name_en_required', 'name_too_long'] as const;
export type CategoryProblem = (typeof CATEGORY_PROBLEMS)[number];
export interface CategoryFormProblem {
  /** The category it is about; absent for the list as a whole. */
  slug?: string;
  field?: 'name_fr' | 'name_en';
  problem: CategoryProblem;
}

/**
 * What is wrong with the categories' form (none: it may be saved): the list holds each of the 17
 * slugs once and nothing else; each name, trimmed, is 1 to CATEGORY_NAME_MAX characters.
 */
export function categoriesProblems(form: CategoriesForm, slugs: readonly string[] = CATEGORY_SLUGS): CategoryFormProblem[] {
  const problems: CategoryFormProblem[] = [];
  const given = form.categories.map((c) => c.slug);
  if (given.length !== slugs.length || new Set(given).size !== given.length || given.some((slug) => !slugs.includes(slug))) {
    problems.push({ problem: 'slugs_fixed' });
  }
  for (const { slug, name_fr, name_en } of form.categories) {
    for (const [field, name] of [
      ['name_fr', name_fr],
      ['name_en', name_en],
    ] as const) {
      const text = name.trim();
      if (text === '') problems.push({ slug, field, problem: field === 'name_fr' ? 'name_fr_required' : 'name_en_required' });
      else if (text.length > CATEGORY_NAME_MAX) problems.push({ slug, field, problem: 'name_too_long' });
    }
  }
  return problems;
}

/**
 * The list in menu order: each first-level category followed by its children, each level in the
 * order given. `entries` keep their order among siblings; the parents come from `parents`.
 */
export function inMenuOrder<T extends { slug: string }>(entries: readonly T[], parentOf: (slug: string) => string | null): T[] {
  const roots = entries.filter((e) => parentOf(e.slug) === null);
  return roots.flatMap((root) => [root, ...entries.filter((e) => parentOf(e.slug) === root.slug)]);
}
