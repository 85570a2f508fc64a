import { favouriteRequestSchema, type FavouritesResponse } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/request-user.js';
import { toItem } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
import { addFavourite, loadFavourites, removeFavourite } from './queries.js';

export interface FavouritesRoutesOptions {
  db: Db;
  publicUrl: string;
}

export async function favouritesRoutes(app: FastifyInstance, { db, publicUrl }: FavouritesRoutesOptions): Promise<void> {
  async function answer(request: FastifyRequest, userId: number): Promise<FavouritesResponse> {
    const list = await loadFavourites(db, userId);
    const all = new Set(list.map((p) => p.product.id));
    return { products: list.map((p) => toItem(p, request.lang, publicUrl, all)) };
  }

  /** The user first: an anonymous caller learns nothing, not even whether the product exists. */
  async function target(request: FastifyRequest) {
    const user = requireUser(request);
    const { item_id } = parseInput(favouriteRequestSchema, request.body, request.lang);
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, item_id));
    if (!product) throw new HttpError(404, t(request.lang, 'productIdNotFound', { id: item_id }), 'PRODUCT_NOT_FOUND');
    return { userId: user.id, productId: product.id };
  }

  app.get('/api/user/favourites', async (request) => answer(request, requireUser(request).id));

  app.post('/api/user/favourites/add', async (request) => {
    const { userId, productId } = await target(request);
    await addFavourite(db, userId, productId);
    return answer(request, userId);
  });

  app.post('/api/user/favourites/del', async (request) => {
    const { userId, productId } = await target(request);
    await removeFavourite(db, userId, productId);
    return answer(request, userId);
  });
}
