import { createHash } from 'node:crypto';
import { slugSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductWithCategories } from '../catalog/mapping.js';
import { loadCategories, loadProducts } from '../catalog/queries.js';
import type { Db } from '../db/client.js';
import { products, type CategoryRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { PRODUCT_MEDIA_PREFIX, productImageCandidates, type ProductView } from '../media/paths.js';
import { renderProductSvg } from '../media/product-svg.js';

const paramsSchema = z.object({ file: z.string().max(130) });

/** A drawing changes only when a product is renamed or moved: caches may keep it a month. */
const CACHE_CONTROL = 'public, max-age=2592000';

function rangeOf(category: CategoryRow | undefined, all: CategoryRow[]): CategoryRow | undefined {
  let current = category;
  for (let depth = 0; current?.parentId != null && depth < 10; depth++) {
    const parentId = current.parentId;
    current = all.find((c) => c.id === parentId);
  }
  return current;
}

export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`${PRODUCT_MEDIA_PREFIX}/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { file } = request.params;
    let found: ProductWithCategories | undefined;
    let view: ProductView = 1;
    for (const candidate of productImageCandidates(file).filter((c) => slugSchema.safeParse(c.slug).success)) {
      [found] = await loadProducts(db, eq(products.slug, candidate.slug));
      view = candidate.view;
      if (found) break;
    }
    if (!found) throw new HttpError(404, t(request.lang, 'imageNotFound', { name: file }), 'MEDIA_NOT_FOUND');

    const main = found.categories[0];
    const svg = renderProductSvg({
      slug: found.product.slug,
      name: found.product.nameFr,
      categorySlug: main?.slug,
      rangeSlug: rangeOf(main, await loadCategories(db))?.slug,
      view,
    });
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
