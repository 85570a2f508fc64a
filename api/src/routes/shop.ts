import type { CategoriesResponse, MeaResponse } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import { sendPublicAnswer } from '../cache/public-answers.js';
import { buildCategoryTree, toItem } from '../catalog/mapping.js';
import { loadCategories, loadFeaturedProducts } from '../catalog/queries.js';
import { publicOrPersonal } from '../catalog/routes.js';
import type { Db } from '../db/client.js';

export interface ShopRoutesOptions {
  db: Db;
  publicUrl: string;
}

export async function shopRoutes(app: FastifyInstance, { db, publicUrl }: ShopRoutesOptions): Promise<void> {
  app.get('/api/shop/mea', (request, reply) =>
    publicOrPersonal(app, db, request, reply, 'mea', async (favourites): Promise<MeaResponse> => {
      const featured = await loadFeaturedProducts(db);
      return { meaProducts: featured.map((p) => toItem(p, request.lang, publicUrl, favourites)) };
    }),
  );

  // The menu is the same for everyone, logged in or not.
  app.get('/api/shop/categories', async (request, reply) => {
    const build = async (): Promise<CategoriesResponse> => ({ categories: buildCategoryTree(await loadCategories(db), request.lang) });
    return sendPublicAnswer(request, reply, await app.publicAnswers.get(`categories|${request.lang}`, build));
  });
}
