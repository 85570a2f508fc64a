import type { Lang } from '@nougaterie/contracts';
import { fromCents, toCents } from '@nougaterie/contracts/rules';
import {
  productFormSchema,
  productListQuerySchema,
  productProblems,
  type AdminProduct,
  type AdminProductSummary,
  type ProductDetail,
  type ProductForm,
  type ProductList,
} from '@nougaterie/contracts/admin';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, type ProductWithCategories } from '../../catalog/mapping.js';
import { loadProducts } from '../../catalog/queries.js';
import type { Db } from '../../db/client.js';
import { categories, orderLines, productCategories, products, productSlugRedirects, type ProductRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { productImagePath } from '../../media/paths.js';
import { productPhotos, type ProductPhotoRow } from '../../photos/schema.js';
import type { MediaStorage } from '../../photos/storage.js';
import { recordAudit } from '../audit.js';
import { sweepPhotoFiles } from '../photos/routes.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { containsPattern } from '../orders/list.js';
import { backInStockTrigger } from '../stock/back-in-stock.js';
import { omit } from '../../omit.js';

export interface AdminProductRoutesOptions {
  db: Db;
  /** Where the product's photos' files are: removed with it. */
  media: MediaStorage;
  /** The front end the back-in-stock mails link to (SHELL_URL). */
  siteUrl: string;
}

export function toAdminProductSummary({ product: row, categories: linked }: ProductWithCategories, lang: Lang): AdminProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row, 'name', lang),
    name_fr: row.nameFr,
    name_en: row.nameEn,
    categories: linked.map((category) => category.slug),
    price: fromCents(row.priceCents),
    discount_percent: row.discountPercent,
    vat_rate: row.vatRate,
    stock: row.stock,
    low_stock_threshold: row.lowStockThreshold,
    featured: row.featured,
    hidden: row.hiddenAt !== null,
    image: row.image,
  };
}

export function toAdminProduct(loaded: ProductWithCategories, lang: Lang): AdminProduct {
  const row = loaded.product;
  return {
    ...toAdminProductSummary(loaded, lang),
    description_fr: row.descriptionFr,
    description_en: row.descriptionEn,
    weight_g: row.weightG,
    hidden_at: row.hiddenAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a product: the form's fields as saved. */
function audited(loaded: ProductWithCategories) {
  return omit(toAdminProduct(loaded, 'fr'), 'id', 'name', 'image', 'hidden_at', 'created_at');
}

/** The form as it is saved: texts trimmed, categories trimmed. */
function tidy(form: ProductForm): ProductForm {
  return {
    ...form,
    name_fr: form.name_fr.trim(),
    name_en: form.name_en.trim(),
    description_fr: form.description_fr.trim(),
    description_en: form.description_en.trim(),
    slug: form.slug.trim(),
    categories: form.categories.map((slug) => slug.trim()),
  };
}

/** The product's columns a form sets (the stock is decided apart, against what the form saw). */
function columnsOf(form: ProductForm) {
  return {
    slug: form.slug,
    nameFr: form.name_fr,
    nameEn: form.name_en,
    descriptionFr: form.description_fr,
    descriptionEn: form.description_en,
    // The form's rules allow two decimals at most: toCents only removes floating point's noise.
    priceCents: toCents(form.price),
    discountPercent: form.discount_percent,
    vatRate: form.vat_rate,
    weightG: form.weight_g,
    lowStockThreshold: form.low_stock_threshold,
    featured: form.featured,
  };
}

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const collators = { fr: new Intl.Collator('fr'), en: new Intl.Collator('en') };

/**
 * The catalogue staff edit: products made, changed, hidden, shown and deleted. Each write runs in
 * one transaction under the product's row lock (the lock an order's validation takes too), writes
 * its audit line (before → after), then clears the shop's shared answers so that every page shows
 * it at once. A renamed product keeps its old slugs answering 301 (product_slug_redirects).
 */
export async function adminProductRoutes(app: FastifyInstance, { db, siteUrl, media }: AdminProductRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const backInStock = backInStockTrigger(app, db, siteUrl);
  const notFound = (lang: Lang) => new HttpError(404, at(lang, 'stockProductNotFound'), 'PRODUCT_NOT_FOUND');
  const invalid = (message: string) => new HttpError(422, message, 'PRODUCT_INVALID');

  function productId(request: FastifyRequest): number {
    const { id } = request.params as { id: string };
    if (!PRODUCT_ID.test(id) || Number(id) > 2_147_483_647) throw notFound(request.lang);
    return Number(id);
  }

  /** The form, refused whole (422) with every problem named when one field is wrong. */
  function readForm(request: FastifyRequest, sent: ProductForm): ProductForm {
    const form = tidy(sent);
    const problems = productProblems(form);
    if (problems.length) {
      throw invalid([...new Set(problems.map(({ problem }) => at(request.lang, 'productProblem', { problem })))].join(' '));
    }
    return form;
  }

  async function load(tx: Db, id: number): Promise<ProductWithCategories | undefined> {
    const [found] = await loadProducts(tx, eq(products.id, id));
    return found;
  }

  async function detail(tx: Db, id: number, lang: Lang): Promise<ProductDetail> {
    const loaded = (await load(tx, id))!;
    const old = await tx
      .select({ slug: productSlugRedirects.oldSlug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, id))
      .orderBy(desc(productSlugRedirects.createdAt), productSlugRedirects.oldSlug);
    const [lines] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, id));
    return { product: toAdminProduct(loaded, lang), old_slugs: old.map((row) => row.slug), order_lines: Number(lines.n) };
  }

  /** The categories' ids in the form's order (the first is the main one); an unknown slug is refused. */
  async function categoryIds(tx: Db, slugs: string[], lang: Lang): Promise<number[]> {
    const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
    return slugs.map((slug) => {
      const row = rows.find((r) => r.slug === slug);
      if (!row) throw invalid(at(lang, 'productCategoryUnknown', { slug: slug.slice(0, 120) }));
      return row.id;
    });
  }

  /** Another product's own slug. (Category slugs live apart: a product's page is /boutique/{category}/{slug}.) */
  async function assertSlugFree(tx: Db, slug: string, lang: Lang, exceptId?: number): Promise<void> {
    const [other] = await tx
      .select({ nameFr: products.nameFr, nameEn: products.nameEn })
      .from(products)
      .where(and(eq(products.slug, slug), exceptId === undefined ? undefined : ne(products.id, exceptId)));
    if (other) throw slugTaken(lang, slug, localized(other, 'name', lang));
  }
  const slugTaken = (lang: Lang, slug: string, name: string) => new HttpError(409, at(lang, 'productSlugTaken', { slug, name }), 'PRODUCT_SLUG_TAKEN');

  async function setCategories(tx: Db, id: number, ids: number[]): Promise<void> {
    await tx.delete(productCategories).where(eq(productCategories.productId, id));
    await tx.insert(productCategories).values(ids.map((categoryId, position) => ({ productId: id, categoryId, position })));
  }

  /** Runs a write; two staff giving the same new slug at once: the second is told it is taken. */
  async function writing<T>(lang: Lang, slug: string, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
      const [other] = await db.select({ nameFr: products.nameFr, nameEn: products.nameEn }).from(products).where(eq(products.slug, slug));
      throw slugTaken(lang, slug, other ? localized(other, 'name', lang) : slug);
    }
  }

  /** The product under its row lock, or a 404. */
  async function locked(tx: Db, id: number, lang: Lang): Promise<ProductRow> {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound(lang);
    return row;
  }

  api.get('/api/admin/products', { preValidation: staffOnly(), schema: { querystring: productListQuerySchema } }, async (request): Promise<ProductList> => {
    const { q, category, hidden } = request.query;
    const pattern = q ? containsPattern(q) : null;
    const inCategory = category
      ? inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(eq(categories.slug, category)),
        )
      : undefined;
    const where = and(
      pattern ? or(sql`${products.nameFr} ILIKE ${pattern}`, sql`${products.nameEn} ILIKE ${pattern}`, sql`${products.slug} ILIKE ${pattern}`) : undefined,
      inCategory,
      hidden === '1' ? isNotNull(products.hiddenAt) : hidden === '0' ? isNull(products.hiddenAt) : undefined,
    );
    const list = (await loadProducts(db, where)).map((loaded) => toAdminProductSummary(loaded, request.lang));
    return { products: list.sort((a, b) => collators[request.lang].compare(a.name, b.name) || a.id - b.id) };
  });

  api.get('/api/admin/products/:id', async (request): Promise<ProductDetail> => {
    requireStaff(request);
    const id = productId(request);
    if (!(await load(db, id))) throw notFound(request.lang);
    return detail(db, id, request.lang);
  });

  const formSchema = { body: orEmpty(productFormSchema) };
  api.post('/api/admin/products', { preValidation: staffOnly(), schema: formSchema }, async (request, reply): Promise<ProductDetail> => {
    const member = requireStaff(request);
    const form = readForm(request, request.body);
    const answer = await writing(request.lang, form.slug, async (tx) => {
      const ids = await categoryIds(tx, form.categories, request.lang);
      await assertSlugFree(tx, form.slug, request.lang);
      const [row] = await tx
        .insert(products)
        .values({ ...columnsOf(form), stock: form.stock, hiddenAt: form.hidden ? new Date() : null, image: productImagePath(form.slug) })
        .returning();
      await setCategories(tx, row.id, ids);
      // The slug is this product's own now: an old slug of another product stops pointing there.
      await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, form.slug));
      await recordAudit(tx, { staffId: member.id, action: 'product.create', target: `product:${row.id}`, after: audited((await load(tx, row.id))!) });
      return detail(tx, row.id, request.lang);
    });
    app.publicAnswers.invalidate();
    reply.status(201);
    return answer;
  });

  // The session, then the product's number (404), before the form (400).
  const staffAndProduct = async (request: FastifyRequest) => {
    requireStaff(request);
    productId(request);
  };
  api.post('/api/admin/products/:id', { preValidation: staffAndProduct, schema: formSchema }, async (request): Promise<ProductDetail> => {
    const member = requireStaff(request);
    const id = productId(request);
    const form = readForm(request, request.body);
    const { answer, restocked } = await writing(request.lang, form.slug, async (tx) => {
      const before = await locked(tx, id, request.lang);
      const was = (await load(tx, id))!;
      const ids = await categoryIds(tx, form.categories, request.lang);
      // Orders may have moved the stock since the form was opened: a form that left it alone keeps
      // their count; one that changed it is refused rather than overwriting sales it did not see.
      const seen = form.stock_seen ?? null;
      let stock = form.stock;
      if (seen !== null && seen !== before.stock) {
        if (form.stock !== seen) {
          throw new HttpError(409, at(request.lang, 'productStockChanged', { stock: before.stock }), 'PRODUCT_STOCK_CHANGED');
        }
        stock = before.stock;
      }
      const columns = { ...columnsOf(form), stock };
      if (form.slug !== before.slug) {
        await assertSlugFree(tx, form.slug, request.lang, id);
        await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, form.slug));
        // Each old slug names the product, never the next slug: a chain of renames needs no following.
        await tx
          .insert(productSlugRedirects)
          .values({ oldSlug: before.slug, productId: id })
          .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId: id, createdAt: sql`now()` } });
      }
      // The drawn picture follows the slug; a picture set otherwise stays.
      const image = before.image === productImagePath(before.slug) ? productImagePath(form.slug) : before.image;
      const hiddenAt = form.hidden ? (before.hiddenAt ?? new Date()) : null;
      await tx
        .update(products)
        .set({ ...columns, image, hiddenAt })
        .where(eq(products.id, id));
      if (was.categories.map((c) => c.id).join() !== ids.join()) await setCategories(tx, id, ids);
      const is = (await load(tx, id))!;
      const [auditBefore, auditAfter] = [audited(was), audited(is)];
      if (JSON.stringify(auditBefore) !== JSON.stringify(auditAfter)) {
        await recordAudit(tx, { staffId: member.id, action: 'product.update', target: `product:${id}`, before: auditBefore, after: auditAfter });
      }
      return { answer: await detail(tx, id, request.lang), restocked: (before.stock === 0 || before.hiddenAt !== null) && stock > 0 && hiddenAt === null };
    });
    app.publicAnswers.invalidate();
    if (restocked) backInStock();
    return answer;
  });

  for (const [verb, hide] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    api.post(`/api/admin/products/:id/${verb}`, async (request): Promise<ProductDetail> => {
      const member = requireStaff(request);
      const id = productId(request);
      const { answer, changed } = await inTransaction(db, async (tx) => {
        const before = await locked(tx, id, request.lang);
        // Already so: nothing changes, nothing is written.
        if ((before.hiddenAt !== null) === hide) return { answer: await detail(tx, id, request.lang), changed: false };
        const was = audited((await load(tx, id))!);
        await tx
          .update(products)
          .set({ hiddenAt: hide ? new Date() : null })
          .where(eq(products.id, id));
        const is = audited((await load(tx, id))!);
        await recordAudit(tx, { staffId: member.id, action: `product.${verb}`, target: `product:${id}`, before: was, after: is });
        return { answer: await detail(tx, id, request.lang), changed: true };
      });
      if (changed) {
        app.publicAnswers.invalidate();
        // Shoppers waiting for it hear of it once it is on sale again with stock.
        if (!hide && answer.product.stock > 0) backInStock();
      }
      return answer;
    });
  }

  // Refused once an order line holds it (order_lines keep their product: invoices, history):
  // staff hide it instead. Checked under the product's lock, which an order's validation takes
  // too; the foreign key (ON DELETE RESTRICT) backs the check up.
  api.delete('/api/admin/products/:id', async (request, reply) => {
    const member = requireStaff(request);
    const id = productId(request);
    const inOrders = (lines: number) => new HttpError(409, at(request.lang, 'productInOrders', { lines }), 'PRODUCT_IN_ORDERS');
    let photos: ProductPhotoRow[] = [];
    try {
      await inTransaction(db, async (tx) => {
        await locked(tx, id, request.lang);
        photos = await tx.select().from(productPhotos).where(eq(productPhotos.productId, id));
        const [lines] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, id));
        if (Number(lines.n) > 0) throw inOrders(Number(lines.n));
        const was = audited((await load(tx, id))!);
        await tx.delete(products).where(eq(products.id, id));
        await recordAudit(tx, { staffId: member.id, action: 'product.delete', target: `product:${id}`, before: was });
      });
    } catch (error) {
      if (sqlState(error) === '23503') throw inOrders(1);
      throw error;
    }
    app.publicAnswers.invalidate();
    await sweepPhotoFiles(db, media, photos);
    return reply.status(204).send();
  });
}
