import type { Category, CategoryRef, FoodInfo, Item, Lang, Product } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import type { CategoryRow, ProductRow } from '../db/schema.js';
import { EXTRA_PRODUCT_VIEWS, productImagePath } from '../media/paths.js';
import { jpegUrl, pictureSources, toPicture, type PhotoInfo } from '../photos/pictures.js';
import { discountedCents, vatPercent } from '../money.js';

/** A product with its categories, main category first, and its photos, main one first (none: its drawings). */
export interface ProductWithCategories {
  product: ProductRow;
  categories: CategoryRow[];
  photos?: PhotoInfo[];
}

export function localized<T extends 'name' | 'description'>(row: Record<`${T}Fr` | `${T}En`, string>, field: T, lang: Lang): string {
  return lang === 'en' ? row[`${field}En`] : row[`${field}Fr`];
}

/** Stored images are api paths (/media/...) unless someone stored a full URL. */
export function mediaUrl(image: string, publicUrl: string): string {
  return /^https?:\/\//.test(image) ? image : `${publicUrl}${image.startsWith('/') ? '' : '/'}${image}`;
}

export function toCategoryRef(row: CategoryRow, lang: Lang): CategoryRef {
  return { slug: row.slug, name: localized(row, 'name', lang) };
}

/**
 * `favourites` is the viewer's favourite product ids when someone is logged in: only then does
 * the item say whether it is one.
 */
export function toItem({ product, categories, photos }: ProductWithCategories, lang: Lang, publicUrl: string, favourites?: ReadonlySet<number>): Item {
  const photo = photos?.[0];
  return {
    id: product.id,
    name: localized(product, 'name', lang),
    slug: product.slug,
    category: categories.map((c) => toCategoryRef(c, lang)),
    medias: photo ? { main: jpegUrl(photo, publicUrl), sources: pictureSources(photo, publicUrl) } : { main: mediaUrl(product.image, publicUrl) },
    discount: product.discountPercent,
    prices: {
      price_base: fromCents(product.priceCents),
      price_to_display: fromCents(discountedCents(product.priceCents, product.discountPercent)),
    },
    tva: vatPercent(product.vatRate),
    out_of_stock: product.stock <= 0,
    ...(favourites ? { is_favourite: favourites.has(product.id) } : {}),
  };
}

/** The gallery: the main image, then the extra views the api draws for its own images. */
export function productImages(product: ProductRow, publicUrl: string): string[] {
  const drawn = product.image === productImagePath(product.slug);
  const paths = [product.image, ...(drawn ? EXTRA_PRODUCT_VIEWS.map((view) => productImagePath(product.slug, view)) : [])];
  return paths.map((path) => mediaUrl(path, publicUrl));
}

export function toProduct(found: ProductWithCategories, lang: Lang, publicUrl: string, favourites: ReadonlySet<number>, foodInfo: FoodInfo | null): Product {
  const item = toItem(found, lang, publicUrl, favourites);
  return {
    ...item,
    title: item.name,
    description: localized(found.product, 'description', lang),
    ...(found.photos?.length
      ? { images: found.photos.map((photo) => jpegUrl(photo, publicUrl)), pictures: found.photos.map((photo) => toPicture(photo, lang, publicUrl)) }
      : { images: productImages(found.product, publicUrl) }),
    weight_g: found.product.weightG,
    stock: found.product.stock,
    is_favourite: favourites.has(found.product.id),
    food_info: foodInfo,
  };
}

/** Flat rows to the category tree, siblings ordered by position then slug. */
export function buildCategoryTree(rows: CategoryRow[], lang: Lang): Category[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
  const byId = new Map(sorted.map((row) => [row.id, row]));
  const nodes = new Map<number, Category>(
    sorted.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        name: localized(row, 'name', lang),
        names: { fr: row.nameFr, en: row.nameEn },
        description: localized(row, 'description', lang),
        parent_slug: row.parentId === null ? null : (byId.get(row.parentId)?.slug ?? null),
        children: [],
      },
    ]),
  );
  const roots: Category[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
