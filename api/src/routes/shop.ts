import type { CategoriesResponse, MeaResponse } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import { buildCategoryTree, toItem } from '../catalog/mapping.js';
import { loadCategories, loadFeaturedProducts } from '../catalog/queries.js';
import type { Db } from '../db/client.js';
import { favouriteIdsOf } from '../favourites/queries.js';

export interface ShopRoutesOptions {
  db: Db;
  publicUrl: string;
}

export async function shopRoutes(app: FastifyInstance, { db, publicUrl }: ShopRoutesOptions): Promise<void> {
  app.get('/api/shop/mea', async (request): Promise<MeaResponse> => {
    const featured = await loadFeaturedProducts(db);
    const favourites = await favouriteIdsOf(db, request.user);
    return { meaProducts: featured.map((p) => toItem(p, request.lang, publicUrl, favourites)) };
  });

  app.get('/api/shop/categories', async (request): Promise<CategoriesResponse> => {
    return { categories: buildCategoryTree(await loadCategories(db), request.lang) };
  });
}
