import { CATEGORY_SLUGS, type Item } from '@nougaterie/contracts';

export const SHOP_PATH = '/boutique';

export const categoryPath = (slug: string) => `${SHOP_PATH}/${slug}`;

/** The product route carries a category slug for readable URLs: the api lists the main one first. */
export function productPath(item: Pick<Item, 'slug' | 'category'>): string {
  const category = item.category[0]?.slug ?? CATEGORY_SLUGS[0];
  return `${categoryPath(category)}/${item.slug}`;
}

export const searchPath = (query: string) => `${SHOP_PATH}?search=${encodeURIComponent(query)}`;
