import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { itemSchema } from './catalog.js';
import { idSchema } from './common.js';

/** Body of /api/user/favourites/add and /del. */
export const favouriteRequestSchema = lazy(() => z.object({ item_id: idSchema }));
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

/** The logged-in shopper's favourites, most recently added first; each item has is_favourite true. */
export const favouritesResponseSchema = lazy(() => z.object({ products: z.array(itemSchema) }));
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
