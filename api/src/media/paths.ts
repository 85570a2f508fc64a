export const PRODUCT_MEDIA_PREFIX = '/media/products';

/** View 1 is the main image; these are the extra gallery views drawn for every product. */
export const EXTRA_PRODUCT_VIEWS = [2, 3] as const;
export type ProductView = 1 | (typeof EXTRA_PRODUCT_VIEWS)[number];

/** Product images are drawn by the api; the stored path is where it serves them. */
export function productImagePath(slug: string, view: ProductView = 1): string {
  return `${PRODUCT_MEDIA_PREFIX}/${slug}${view === 1 ? '' : `-${view}`}.svg`;
}

/** `{slug}.svg` or `{slug}-{view}.svg`; an exact slug wins, so a product slug may end in -2. */
export function productImageCandidates(file: string): { slug: string; view: ProductView }[] {
  if (!file.endsWith('.svg')) return [];
  const base = file.slice(0, -4);
  const candidates: { slug: string; view: ProductView }[] = [{ slug: base, view: 1 }];
  const match = /^(.+)-(\d)$/.exec(base);
  const view = Number(match?.[2]);
  if (match && (EXTRA_PRODUCT_VIEWS as readonly number[]).includes(view)) {
    candidates.push({ slug: match[1], view: view as ProductView });
  }
  return candidates;
}
