import {
  searchRequestSchema,
  slugSchema,
  type Category,
  type CategoryPage,
  type Product,
  type SearchResponse,
  type SimilarResponse,
} from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import { favouriteIdsOf } from '../favourites/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
import { buildCategoryTree, toItem, toProduct, type ProductWithCategories } from './mapping.js';
import { descendantIds, loadCategories, loadProducts, loadProductsInCategories } from './queries.js';
import { searchProducts } from './search.js';
import { loadSimilarProducts } from './similar.js';

export interface CatalogRoutesOptions {
  db: Db;
  publicUrl: string;
}

const slugParams = z.object({ slug: z.string() });

/**
 * The slug of the URL, or undefined when it cannot name anything. A malformed slug then gets the
 * same 404 as an unknown one: for the shopper both are a page that does not exist.
 */
function slugOf(request: FastifyRequest): { slug: string | undefined; shown: string } {
  const { slug } = parseInput(slugParams, request.params, request.lang, 'params');
  return { slug: slugSchema.safeParse(slug).success ? slug : undefined, shown: slug.slice(0, 80) };
}

function findCategory(tree: Category[], slug: string): Category | undefined {
  for (const node of tree) {
    const found = node.slug === slug ? node : findCategory(node.children, slug);
    if (found) return found;
  }
  return undefined;
}

export async function catalogRoutes(app: FastifyInstance, { db, publicUrl }: CatalogRoutesOptions): Promise<void> {
  const items = async (request: FastifyRequest, list: ProductWithCategories[]) => {
    const favourites = await favouriteIdsOf(db, request.user);
    return list.map((p) => toItem(p, request.lang, publicUrl, favourites));
  };

  async function productBySlug(request: FastifyRequest): Promise<ProductWithCategories> {
    const { slug, shown } = slugOf(request);
    const [found] = slug ? await loadProducts(db, eq(products.slug, slug)) : [];
    if (!found) throw new HttpError(404, t(request.lang, 'productNotFound', { slug: shown }), 'PRODUCT_NOT_FOUND');
    return found;
  }

  app.get('/api/shop/category/:slug', async (request): Promise<CategoryPage> => {
    const { slug, shown } = slugOf(request);
    const all = slug ? await loadCategories(db) : [];
    const row = all.find((c) => c.slug === slug);
    if (!row || !slug) throw new HttpError(404, t(request.lang, 'categoryNotFound', { slug: shown }), 'CATEGORY_NOT_FOUND');
    const category = findCategory(buildCategoryTree(all, request.lang), slug)!;
    return {
      category,
      products: await items(request, await loadProductsInCategories(db, descendantIds(all, row.id))),
    };
  });

  app.get('/api/shop/product/:slug', async (request): Promise<Product> => {
    const found = await productBySlug(request);
    const favourites = (await favouriteIdsOf(db, request.user)) ?? new Set<number>();
    return toProduct(found, request.lang, publicUrl, favourites);
  });

  app.get('/api/shop/getSimilarProducts/:slug', async (request): Promise<SimilarResponse> => {
    const found = await productBySlug(request);
    return { products: await items(request, await loadSimilarProducts(db, found.product.id)) };
  });

  app.post('/api/shop/search', async (request): Promise<SearchResponse> => {
    const { search, sort } = parseInput(searchRequestSchema, request.body, request.lang);
    const found = await searchProducts(db, search, request.lang, sort ?? 'relevance');
    return { products: await items(request, found), total: found.length };
  });
}
