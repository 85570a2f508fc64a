import { inSitemap, ROUTES } from '@nougaterie/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { productPaths } from '../catalog/paths.js';
import { categories } from '../db/schema.js';
import { sitemapXml } from './xml.js';

/** The route table's pages for the sitemap (contracts' inSitemap), every category and every product on sale, under its main category. */
async function sitemapPaths(db: Db): Promise<string[]> {
  const pages = ROUTES.filter(inSitemap).map((route) => route.path);
  const categoryRows = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.slug));
  return [...pages, ...categoryRows.map((row) => `/boutique/${row.slug}`), ...(await productPaths(db, undefined, { onSale: true })).values()];
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
