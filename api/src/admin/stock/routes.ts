import type { Lang } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import { stockQuerySchema, stockUpdateSchema, type StockItem, type StockList } from '@nougaterie/contracts/admin';
import { and, asc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized } from '../../catalog/mapping.js';
import type { Db } from '../../db/client.js';
import { products, type ProductRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { containsPattern } from '../orders/list.js';
import { backInStockTrigger } from './back-in-stock.js';

export interface AdminStockRoutesOptions {
  db: Db;
  /** The front end the back-in-stock mails link to (SHELL_URL). */
  siteUrl: string;
}

export function toStockItem(row: ProductRow, lang: Lang): StockItem {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row, 'name', lang),
    price: fromCents(row.priceCents),
    stock: row.stock,
    low_stock_threshold: row.lowStockThreshold,
  };
}

/** At or below its threshold: the products to order or make again. */
export const isLowStock = lte(products.stock, products.lowStockThreshold);

const collators = { fr: new Intl.Collator('fr'), en: new Intl.Collator('en') };

/**
 * Products matching `where`, by name as the staff member's language sorts them (accents and case
 * aside, whatever the database's collation: « Pâtes » among the P, not after the Z).
 */
export async function loadStock(db: Db, where: SQL | undefined, lang: Lang): Promise<StockItem[]> {
  const rows = await db.select().from(products).where(where).orderBy(asc(products.id));
  return rows.map((row) => toStockItem(row, lang)).sort((a, b) => collators[lang].compare(a.name, b.name));
}

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

/** Stock per product, searched and filtered to the low ones, and its inline edit. */
export async function adminStockRoutes(app: FastifyInstance, { db, siteUrl }: AdminStockRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const backInStock = backInStockTrigger(app, db, siteUrl);

  api.get('/api/admin/stock', { preValidation: staffOnly(), schema: { querystring: stockQuerySchema } }, async (request): Promise<StockList> => {
    const { q, low } = request.query;
    const pattern = q ? containsPattern(q) : null;
    const where = and(
      pattern ? or(sql`${products.nameFr} ILIKE ${pattern}`, sql`${products.nameEn} ILIKE ${pattern}`, sql`${products.slug} ILIKE ${pattern}`) : undefined,
      low === '1' ? isLowStock : undefined,
    );
    return { products: await loadStock(db, where, request.lang) };
  });

  /** Sets the counted stock and the threshold, under the product's lock, with the audit's before → after. */
  api.post('/api/admin/stock/:id', { preValidation: staffOnly(), schema: { body: orEmpty(stockUpdateSchema) } }, async (request): Promise<StockItem> => {
    const member = requireStaff(request);
    const update = request.body;
    const notFound = () => new HttpError(404, at(request.lang, 'stockProductNotFound'), 'PRODUCT_NOT_FOUND');
    const params = request.params as { id: string };
    if (!PRODUCT_ID.test(params.id) || Number(params.id) > 2_147_483_647) throw notFound();
    const id = Number(params.id);
    const { before, after } = await inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!row) throw notFound();
      const changes = {
        ...(update.stock !== undefined && update.stock !== row.stock ? { stock: update.stock } : {}),
        ...(update.low_stock_threshold !== undefined && update.low_stock_threshold !== row.lowStockThreshold
          ? { lowStockThreshold: update.low_stock_threshold }
          : {}),
      };
      if (Object.keys(changes).length === 0) return { before: row, after: row };
      const [changed] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
      await recordAudit(tx, {
        staffId: member.id,
        action: 'product.stock',
        target: `product:${id}`,
        before: { stock: row.stock, low_stock_threshold: row.lowStockThreshold },
        after: { stock: changed.stock, low_stock_threshold: changed.lowStockThreshold },
      });
      return { before: row, after: changed };
    });
    if (after.stock !== before.stock) {
      // The catalogue's answers show the new stock at once; shoppers waiting for the product hear of it now.
      app.publicAnswers.invalidate();
      if (before.stock === 0 && after.stock > 0) backInStock();
    }
    return toStockItem(after, request.lang);
  });
}
