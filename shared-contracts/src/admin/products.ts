import { z } from 'zod/mini';
import { FRENCH_VAT_RATES } from '../rules/vat.js';
import { eurosSchema } from '../schemas/common.js';
import { lazy } from '../schemas/lazy.js';

/*
 * The back office's product catalogue (/api/admin/products). A product made here is a row like the
 * seed's: the shop's pages read it at once. Prices are euros VAT included at the edges, cents inside.
 * Similar products are computed from the categories (api/src/catalog/similar.ts), never stored: the
 * form has no field for them. Featured products have no order of their own (a flag, shown by id).
 */

const int = () => z.number().check(z.int());

/** Lower-case letters without accents, digits, single hyphens between them (the shop's slugSchema). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Bounds of the form: texts in characters, euros to the cent, grams and units as whole numbers. */
export const PRODUCT_LIMITS = {
  name: { max: 120 },
  description: { max: 5_000 },
  slug: { max: 120 },
  categories: { max: 5 },
  /** Euros VAT included; more than 0. */
  price: { max: 10_000 },
  /** A promotion off the price, in percent; null: none (the database keeps 1–99). */
  discount_percent: { min: 1, max: 99 },
  weight_g: { max: 100_000 },
  stock: { max: 1_000_000 },
  low_stock_threshold: { max: 100_000 },
} as const;

/** The French VAT rates in basis points (2.1 %, 5.5 %, 10 %, 20 %): rules/vat.ts's, the one home. */
export const PRODUCT_VAT_RATES = FRENCH_VAT_RATES;

/** What staff fill in to create or edit a product. Photos are not part of it (a product starts with the placeholder). */
export const productFormSchema = lazy(() =>
  z.object({
    name_fr: z.string().check(z.maxLength(1_000)),
    name_en: z.string().check(z.maxLength(1_000)),
    description_fr: z.string().check(z.maxLength(20_000)),
    description_en: z.string().check(z.maxLength(20_000)),
    /** The product's address in the shop (/boutique/<category>/<slug>); slugFromName(name_fr) suggests one. */
    slug: z.string().check(z.maxLength(1_000)),
    /** Category slugs, the main one first (breadcrumbs, the product page's address). */
    categories: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
    /** Euros, VAT included. */
    price: z.number(),
    discount_percent: z.nullable(z.number()),
    /** Basis points, one of PRODUCT_VAT_RATES (550 is 5.5 %). */
    vat_rate: z.number(),
    weight_g: z.number(),
    stock: z.number(),
    /**
     * The stock the form was opened with (edit only). When orders moved the stock since, a form
     * that left the stock as it was keeps the new count, and one that changed it is refused with
     * PRODUCT_STOCK_CHANGED rather than overwriting the sales it did not see.
     */
    stock_seen: z.optional(z.nullable(z.number())),
    low_stock_threshold: z.number(),
    /** Shown on the home page (SPEC's 'mea'). */
    featured: z.boolean(),
    /** Kept out of the shop (category pages, search, home, similar products, sitemap; its page answers 404). */
    hidden: z.boolean(),
  }),
);
export type ProductForm = z.infer<typeof productFormSchema>;

export const PRODUCT_PROBLEMS = [
  'name_fr_required',
  'name_en_required',
  'name_too_long',
  'description_too_long',
  'slug_format',
  'categories_required',
  'categories_duplicate',
  'categories_too_many',
  'price_range',
  'discount_range',
  'vat_rate',
  'weight_range',
  'stock_range',
  'low_stock_threshold_range',
] as const;
export type ProductProblem = (typeof PRODUCT_PROBLEMS)[number];
export type ProductFormProblem = { field: keyof ProductForm; problem: ProductProblem };

const hasCents = (euros: number) => Number.isFinite(euros) && Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;
const wholeUpTo = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/**
 * What is wrong with a product's form, field by field (none: it may be saved). The one home of
 * these rules: the api refuses with them (422), the back office's form shows them before asking.
 * Texts are read trimmed, as the api saves them.
 */
export function productProblems(form: ProductForm): ProductFormProblem[] {
  const problems: ProductFormProblem[] = [];
  const limits = PRODUCT_LIMITS;
  for (const field of ['name_fr', 'name_en'] as const) {
    const name = form[field].trim();
    if (name === '') problems.push({ field, problem: field === 'name_fr' ? 'name_fr_required' : 'name_en_required' });
    else if (name.length > limits.name.max) problems.push({ field, problem: 'name_too_long' });
  }
  for (const field of ['description_fr', 'description_en'] as const) {
    if (form[field].trim().length > limits.description.max) problems.push({ field, problem: 'description_too_long' });
  }
  const slug = form.slug.trim();
  if (slug.length > limits.slug.max || !PRODUCT_SLUG_PATTERN.test(slug)) problems.push({ field: 'slug', problem: 'slug_format' });
  const categories = form.categories.map((category) => category.trim());
  if (categories.length === 0 || categories.some((category) => category === '')) {
    problems.push({ field: 'categories', problem: 'categories_required' });
  } else if (new Set(categories).size !== categories.length) {
    problems.push({ field: 'categories', problem: 'categories_duplicate' });
  } else if (categories.length > limits.categories.max) {
    problems.push({ field: 'categories', problem: 'categories_too_many' });
  }
  if (!(hasCents(form.price) && form.price > 0 && form.price <= limits.price.max)) problems.push({ field: 'price', problem: 'price_range' });
  const discount = form.discount_percent;
  if (discount !== null && !(Number.isInteger(discount) && discount >= limits.discount_percent.min && discount <= limits.discount_percent.max)) {
    problems.push({ field: 'discount_percent', problem: 'discount_range' });
  }
  if (!(PRODUCT_VAT_RATES as readonly number[]).includes(form.vat_rate)) problems.push({ field: 'vat_rate', problem: 'vat_rate' });
  if (!wholeUpTo(form.weight_g, limits.weight_g.max)) problems.push({ field: 'weight_g', problem: 'weight_range' });
  if (!wholeUpTo(form.stock, limits.stock.max)) problems.push({ field: 'stock', problem: 'stock_range' });
  if (form.stock_seen != null && !wholeUpTo(form.stock_seen, limits.stock.max)) problems.push({ field: 'stock_seen', problem: 'stock_range' });
  if (!wholeUpTo(form.low_stock_threshold, limits.low_stock_threshold.max)) {
    problems.push({ field: 'low_stock_threshold', problem: 'low_stock_threshold_range' });
  }
  return problems;
}

/** Letters that NFD does not split into a base letter and its accents. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', '&': ' et ' };

/**
 * A slug suggested from the French name: « Pâte d’amande & miel, 250 g » → pate-d-amande-et-miel-250-g.
 * Accents fall away (NFD, then the combining marks are dropped), ligatures are spelt out, anything
 * else becomes a hyphen; cut at PRODUCT_LIMITS.slug.max on a word boundary. May be '' (a name of
 * symbols only): productProblems then names the slug.
 */
export function slugFromName(nameFr: string): string {
  const plain = nameFr
    .toLowerCase()
    .replace(/[œæßøđł&]/g, (letter) => LIGATURES[letter])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= PRODUCT_LIMITS.slug.max) return slug;
  const cut = slug.slice(0, PRODUCT_LIMITS.slug.max + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, PRODUCT_LIMITS.slug.max)).replace(/-+$/, '');
}

/** A product as the back office lists it. */
export const adminProductSummarySchema = lazy(() =>
  z.object({
    id: int(),
    slug: z.string(),
    /** In the staff member's language. */
    name: z.string(),
    name_fr: z.string(),
    name_en: z.string(),
    /** Slugs, the main one first. */
    categories: z.array(z.string()),
    price: eurosSchema,
    discount_percent: z.nullable(int()),
    vat_rate: int(),
    stock: int(),
    low_stock_threshold: int(),
    featured: z.boolean(),
    hidden: z.boolean(),
    /** A path under the api or an absolute URL, as the shop shows it. */
    image: z.string(),
  }),
);
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

/** Every field the form edits, as saved, and what the back office shows beside them. */
export const adminProductSchema = lazy(() =>
  z.extend(adminProductSummarySchema, {
    description_fr: z.string(),
    description_en: z.string(),
    weight_g: int(),
    /** ISO instant (UTC) it was hidden; null: on sale. */
    hidden_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
);
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productListQuerySchema = lazy(() =>
  z.object({
    /** Part of a name (either language) or of the slug. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** A category slug: the products linked to it (main or not). */
    category: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    /** "1": hidden ones only; "0": those on sale only; absent: all. */
    hidden: z.optional(z.enum(['1', '0'])),
  }),
);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = lazy(() => z.object({ products: z.array(adminProductSummarySchema) }));
export type ProductList = z.infer<typeof productListSchema>;

export const productDetailSchema = lazy(() =>
  z.object({
    product: adminProductSchema,
    /** Earlier slugs whose address now answers 301 to this product's, newest first. */
    old_slugs: z.array(z.string()),
    /** Order lines holding it: more than 0 and it cannot be deleted, only hidden. */
    order_lines: int(),
  }),
);
export type ProductDetail = z.infer<typeof productDetailSchema>;
