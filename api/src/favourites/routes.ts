import { favouriteRequestSchema, type FavouritesResponse } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOnly } from '../auth/request-user.js';
import { toItem } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { addFavourite, loadFavourites, removeFavourite } from './queries.js';

export interface FavouritesRoutesOptions {
  db: Db;
  publicUrl: string;
}

export async function favouritesRoutes(app: FastifyInstance, { db, publicUrl }: FavouritesRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  async function answer(request: FastifyRequest, userId: number): Promise<FavouritesResponse> {
    const list = await loadFavourites(db, userId);
    const all = new Set(list.map((p) => p.product.id));
    return { products: list.map((p) => toItem(p, request.lang, publicUrl, all)) };
  }

  /** The user first: an anonymous caller learns nothing, not even whether the product exists. */
  async function target(request: FastifyRequest, item_id: number) {
    const user = requireUser(request);
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, item_id));
    if (!product) throw new HttpError(404, t(request.lang, 'productIdNotFound', { id: item_id }), 'PRODUCT_NOT_FOUND');
    return { userId: user.id, productId: product.id };
  }

  api.get('/api/user/favourites', async (request) => answer(request, requireUser(request).id));

  const option = { preValidation: userOnly, schema: { body: favouriteRequestSchema } };
  api.post('/api/user/favourites/add', option, async (request) => {
    const { userId, productId } = await target(request, request.body.item_id);
    await addFavourite(db, userId, productId);
    return answer(request, userId);
  });

  api.post('/api/user/favourites/del', option, async (request) => {
    const { userId, productId } = await target(request, request.body.item_id);
    await removeFavourite(db, userId, productId);
    return answer(request, userId);
  });
}
