import {
  categoriesResponseSchema,
  categoryPageSchema,
  meaResponseSchema,
  productSchema,
  searchResponseSchema,
  similarResponseSchema,
  type CategoriesResponse,
  type CategoryPage,
  type MeaResponse,
  type Product,
  type SearchResponse,
  type SearchSort,
  type SimilarResponse,
} from '../schemas/catalog.js';
import type { StockAlertRequest } from '../schemas/alert.js';
import type { FoodFilter } from '../schemas/food.js';
import { favouritesResponseSchema, type FavouritesResponse } from '../schemas/favourites.js';
import { messageResponseSchema, type MessageResponse } from '../schemas/user.js';
import { settingsSchema, type Settings } from '../schemas/settings.js';
import { shopInfoSchema, type ShopInfo } from '../schemas/shop-info.js';
import type { Transport } from './transport.js';

/** SPEC §7 settings and shop calls. */
export interface ShopApi {
  settings: () => Promise<Settings>;
  /** The shop's identity, opening hours and closing days (#22). */
  info: () => Promise<ShopInfo>;
  /** Featured products ('mise en avant'). */
  mea: () => Promise<MeaResponse>;
  categories: () => Promise<CategoriesResponse>;
  /** `without`: only the products free of these allergens, traces included. */
  category: (slug: string, without?: readonly FoodFilter[]) => Promise<CategoryPage>;
  product: (slug: string) => Promise<Product>;
  similarProducts: (slug: string) => Promise<SimilarResponse>;
  /** Without sort the api ranks by relevance (catalogue order for an empty search). */
  search: (search: string, sort?: SearchSort) => Promise<SearchResponse>;
  /** The logged-in shopper's favourites; the api answers 401 to an anonymous one. */
  favourites: () => Promise<FavouritesResponse>;
  /** Idempotent; answers the whole updated list. */
  favouriteAdd: (itemId: number) => Promise<FavouritesResponse>;
  favouriteDel: (itemId: number) => Promise<FavouritesResponse>;
  /** Asks for an e-mail when an out-of-stock product is back ('alert form'). */
  stockAlert: (form: StockAlertRequest) => Promise<MessageResponse>;
}

export function createShopApi({ send }: Transport): ShopApi {
  const get = <S extends Parameters<Transport['send']>[1]>(url: string, schema: S) => send({ method: 'GET', url }, schema);
  const slugged = (path: string, slug: string) => `${path}/${encodeURIComponent(slug)}`;
  return {
    settings: () => get('/api/utilities/settings', settingsSchema),
    info: () => get('/api/shop/info', shopInfoSchema) as Promise<unknown> as Promise<ShopInfo>,
    mea: () => get('/api/shop/mea', meaResponseSchema),
    categories: () => get('/api/shop/categories', categoriesResponseSchema),
    category: (slug, without) => get(`${slugged('/api/shop/category', slug)}${without?.length ? `?without=${without.join(',')}` : ''}`, categoryPageSchema),
    product: (slug) => get(slugged('/api/shop/product', slug), productSchema),
    similarProducts: (slug) => get(slugged('/api/shop/getSimilarProducts', slug), similarResponseSchema),
    search: (search, sort) => send({ method: 'POST', url: '/api/shop/search', data: sort ? { search, sort } : { search } }, searchResponseSchema),
    favourites: () => get('/api/user/favourites', favouritesResponseSchema),
    favouriteAdd: (itemId) => send({ method: 'POST', url: '/api/user/favourites/add', data: { item_id: itemId } }, favouritesResponseSchema),
    favouriteDel: (itemId) => send({ method: 'POST', url: '/api/user/favourites/del', data: { item_id: itemId } }, favouritesResponseSchema),
    stockAlert: (data) => send({ method: 'POST', url: '/api/shop/alert', data }, messageResponseSchema),
  };
}
