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
  type SimilarResponse,
} from '../schemas/catalog.js';
import { settingsSchema, type Settings } from '../schemas/settings.js';
import type { Transport } from './transport.js';

/** SPEC §7 settings and shop calls. */
export interface ShopApi {
  settings(): Promise<Settings>;
  /** Featured products ('mise en avant'). */
  mea(): Promise<MeaResponse>;
  categories(): Promise<CategoriesResponse>;
  category(slug: string): Promise<CategoryPage>;
  product(slug: string): Promise<Product>;
  similarProducts(slug: string): Promise<SimilarResponse>;
  search(search: string): Promise<SearchResponse>;
}

export function createShopApi({ send }: Transport): ShopApi {
  const get = <S extends Parameters<Transport['send']>[1]>(url: string, schema: S) =>
    send({ method: 'GET', url }, schema);
  const slugged = (path: string, slug: string) => `${path}/${encodeURIComponent(slug)}`;
  return {
    settings: () => get('/api/utilities/settings', settingsSchema),
    mea: () => get('/api/shop/mea', meaResponseSchema),
    categories: () => get('/api/shop/categories', categoriesResponseSchema),
    category: (slug) => get(slugged('/api/shop/category', slug), categoryPageSchema),
    product: (slug) => get(slugged('/api/shop/product', slug), productSchema),
    similarProducts: (slug) => get(slugged('/api/shop/getSimilarProducts', slug), similarResponseSchema),
    search: (search) => send({ method: 'POST', url: '/api/shop/search', data: { search } }, searchResponseSchema),
  };
}
