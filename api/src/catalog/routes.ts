import {
  categoryQuerySchema,
  FOOD_FILTERS,
  searchRequestSchema,
  slugSchema,
  type Category,
  type CategoryPage,
  type Product,
  type ProductRedirects,
  type SearchResponse,
  type SimilarResponse,
} from '@nougaterie/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicAnswer } from '../cache/public-answers.js';
import type { Db } from '../db/client.js';
import { products, productSlugRedirects } from '../db/schema.js';
import { favouriteIdsOf } from '../favourites/queries.js';
import { loadFoodInfo, toFoodInfo } from '../food-info/queries.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { buildCategoryTree, toItem, toProduct, type ProductWithCategories } from './mapping.js';
import { descendantIds, loadCategories, loadProducts, loadProductsInCategories, onSale } from './queries.js';
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
function slugOf(slug: string): { slug: string | undefined; shown: string } {
  return { slug: slugSchema.safeParse(slug).success ? slug : undefined, shown: slug.slice(0, 80) };
}

function findCategory(tree: Category[], slug: string): Category | undefined {
  for (const node of tree) {
    const found = node.slug === slug ? node : findCategory(node.children, slug);
    if (found) return found;
  }
  return undefined;
}

/**
 * Answers a catalogue read. A visitor's answer is the same for every visitor: it comes from the
 * app's shared cache, keyed by call, slug and language. A logged-in customer's answer carries
 * their favourites: it is built for them every time and never shared (no-store, the api's default).
 */
export async function publicOrPersonal<T>(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (favourites: ReadonlySet<number> | undefined) => Promise<T>,
): Promise<T | FastifyReply> {
  if (request.user) return build(await favouriteIdsOf(db, request.user));
  return sendPublicAnswer(request, reply, await app.publicAnswers.get(`${key}|${request.lang}`, () => build(undefined)));
}

/** The slug as the router gave it, for a cache key: only slugs that exist ever get an entry. */
const rawSlug = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug);

export async function catalogRoutes(app: FastifyInstance, { db, publicUrl }: CatalogRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const itemsOf = (request: FastifyRequest, list: ProductWithCategories[], favourites: ReadonlySet<number> | undefined) =>
    list.map((p) => toItem(p, request.lang, publicUrl, favourites));

  async function productBySlug(request: FastifyRequest, asked: string): Promise<ProductWithCategories> {
    const { slug, shown } = slugOf(asked);
    const [found] = slug ? await loadProducts(db, and(eq(products.slug, slug), onSale)) : [];
    if (!found) throw new HttpError(404, t(request.lang, 'productNotFound', { slug: shown }), 'PRODUCT_NOT_FOUND');
    return found;
  }

  api.get('/api/shop/category/:slug', { schema: { params: slugParams, querystring: categoryQuerySchema } }, (request, reply) => {
    // The filters in one order, once each: one cache entry per set (8 at most per category).
    const asked = request.query.without?.split(',') ?? [];
    const without = FOOD_FILTERS.filter((id) => asked.includes(id));
    const key = `category/${rawSlug(request)}${without.length ? `?without=${without.join(',')}` : ''}`;
    return publicOrPersonal(app, db, request, reply, key, async (favourites): Promise<CategoryPage> => {
      const { slug, shown } = slugOf(request.params.slug);
      const all = slug ? await loadCategories(db) : [];
      const row = all.find((c) => c.slug === slug);
      if (!row || !slug) throw new HttpError(404, t(request.lang, 'categoryNotFound', { slug: shown }), 'CATEGORY_NOT_FOUND');
      const category = findCategory(buildCategoryTree(all, request.lang), slug)!;
      const list = await loadProductsInCategories(db, descendantIds(all, row.id), without);
      return { category, products: itemsOf(request, list, favourites) };
    });
  });

  /** The current slug of the product on sale that `slug` named before it was renamed. */
  async function renamedTo(slug: string): Promise<string | undefined> {
    const [row] = await db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .where(and(eq(productSlugRedirects.oldSlug, slug), onSale));
    return row?.slug;
  }

  // An earlier slug answers 301 to the product's address now, query string kept; the redirect is
  // looked up only on the way to a 404, so a product's own address costs nothing more.
  api.get('/api/shop/product/:slug', { schema: { params: slugParams } }, async (request, reply) => {
    try {
      return await publicOrPersonal(app, db, request, reply, `product/${rawSlug(request)}`, async (favourites): Promise<Product> => {
        const found = await productBySlug(request, request.params.slug);
        const food = await loadFoodInfo(db, found.product.id);
        return toProduct(found, request.lang, publicUrl, favourites ?? new Set<number>(), food && toFoodInfo(food, request.lang));
      });
    } catch (error) {
      const { slug } = slugOf(request.params.slug);
      const target = error instanceof HttpError && error.code === 'PRODUCT_NOT_FOUND' && slug ? await renamedTo(slug) : undefined;
      if (!target) throw error;
      const search = request.url.indexOf('?');
      // Short-lived: the old slug may one day name another product.
      reply.header('cache-control', 'public, max-age=300');
      return reply.redirect(`/api/shop/product/${target}${search === -1 ? '' : request.url.slice(search)}`, 301);
    }
  });

  api.get('/api/shop/product-redirects', async (request, reply) => {
    const build = async (): Promise<ProductRedirects> => {
      const rows = await db
        .select({ from: productSlugRedirects.oldSlug, to: products.slug })
        .from(productSlugRedirects)
        .innerJoin(products, eq(products.id, productSlugRedirects.productId))
        .where(onSale)
        .orderBy(asc(productSlugRedirects.oldSlug));
      return { redirects: Object.fromEntries(rows.map((row) => [row.from, row.to])) };
    };
    return sendPublicAnswer(request, reply, await app.publicAnswers.get('product-redirects', build));
  });

  api.get('/api/shop/getSimilarProducts/:slug', { schema: { params: slugParams } }, (request, reply) =>
    publicOrPersonal(app, db, request, reply, `similar/${rawSlug(request)}`, async (favourites): Promise<SimilarResponse> => {
      const found = await productBySlug(request, request.params.slug);
      return { products: itemsOf(request, await loadSimilarProducts(db, found.product.id), favourites) };
    }),
  );

  // A visitor's search is the same for every visitor: it comes from the shared cache, keyed by the
  // search as sent (the trigrams read all of it, not only its words), the sort and the language.
  // It is a POST: the answer keeps the api's no-store and gets no entity tag.
  api.post('/api/shop/search', { schema: { body: searchRequestSchema } }, async (request, reply) => {
    const { search, sort = 'relevance' } = request.body;
    const build = async (favourites: ReadonlySet<number> | undefined): Promise<SearchResponse> => {
      const found = await searchProducts(db, search, request.lang, sort);
      return { products: itemsOf(request, found, favourites), total: found.length };
    };
    if (request.user) return build(await favouriteIdsOf(db, request.user));
    const answer = await app.publicAnswers.get(`search/${sort}/${JSON.stringify(search)}|${request.lang}`, () => build(undefined));
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}
