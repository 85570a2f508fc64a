import { ROUTES } from '@nougaterie/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { categories, productCategories, products } from '../db/schema.js';
import { sitemapXml } from './xml.js';

/** Every public page of the route table, every category and every product, main category first. */
async function sitemapPaths(db: Db): Promise<string[]> {
  const pages = ROUTES.filter((route) => route.public).map((route) => route.path);
  const categoryRows = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.slug));
  const productRows = await db
    .select({ product: products.slug, category: categories.slug })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .orderBy(asc(products.id), asc(productCategories.position), asc(categories.position));
  const productPaths = new Map<string, string>();
  for (const row of productRows) {
    if (!productPaths.has(row.product)) productPaths.set(row.product, `/boutique/${row.category}/${row.product}`);
  }
  return [...pages, ...categoryRows.map((row) => `/boutique/${row.slug}`), ...productPaths.values()];
}

/**
 * The site's sitemap. Only the api knows the products, so it writes the sitemap; the shell's
 * server answers /sitemap.xml with it, on the shop's own address as search engines expect.
 */
export async function sitemapRoutes(app: FastifyInstance, { db, siteUrl }: { db: Db; siteUrl: string }): Promise<void> {
  app.get('/api/sitemap.xml', async (_request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sitemapXml(siteUrl, await sitemapPaths(db));
  });
}
