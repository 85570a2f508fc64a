export const PRODUCT_MEDIA_PREFIX = '/media/products';

/** Product images are drawn by the api; the stored path is where it serves them. */
export function productImagePath(slug: string): string {
  return `${PRODUCT_MEDIA_PREFIX}/${slug}.svg`;
}
