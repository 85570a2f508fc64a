import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { eurosSchema, localizedTextSchema } from './common.js';
import { foodInfoSchema } from './food.js';

/** The 17 category slugs of SPEC §2. */
export const CATEGORY_SLUGS = [
  'nougats',
  'nougats-gourmands',
  'nougats-traditionnels',
  'nougats-aperitifs',
  'gourmandises',
  'gourmandises-amandes',
  'gourmandises-polissons',
  'gourmandises-pates-de-fruits',
  'gourmandises-biscuits-et-cakes',
  'gourmandises-chocolats',
  'gourmandises-confitures',
  'deguster-et-offrir',
  'deguster-et-offrir-aperitifs',
  'deguster-et-offrir-miels',
  'deguster-et-offrir-coffrets-cadeaux',
  'thes-tisanes-bio',
  'barre-energetique',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const slugSchema = lazy(() => z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid slug')));

export const categoryRefSchema = lazy(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
  }),
);
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export interface Category {
  id: number;
  slug: string;
  /** Name in the requested language. */
  name: string;
  /** Both names, so a language switch needs no new request. */
  names: { fr: string; en: string };
  description: string;
  parent_slug: string | null;
  children: Category[];
}
export const categorySchema: z.ZodMiniType<Category> = lazy(() =>
  z.lazy(() =>
    z.object({
      id: z.number().check(z.int()),
      slug: z.string(),
      name: z.string(),
      names: localizedTextSchema,
      description: z.string(),
      parent_slug: z.nullable(z.string()),
      children: z.array(categorySchema),
    }),
  ),
);

export const pricesSchema = lazy(() =>
  z.object({
    /** Price before any discount, euros VAT included. */
    price_base: eurosSchema,
    /** Price the shopper pays, euros VAT included. */
    price_to_display: eurosSchema,
  }),
);
export type Prices = z.infer<typeof pricesSchema>;

/** The widths (px) a product photo is made in: the gallery's 560 px at 2x, a card's 280 px at 2x, a phone's. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;

/** One encoding of a photo: `srcset` lists its widths ("https://…/a1-320.avif 320w, …"). */
export const pictureSourceSchema = lazy(() =>
  z.object({
    type: z.enum(['image/avif', 'image/webp']),
    srcset: z.string(),
  }),
);
export type PictureSource = z.infer<typeof pictureSourceSchema>;

/**
 * A photo as a `<picture>` shows it: AVIF then WebP sources, `src` a JPEG for browsers that read
 * neither (and for links shared elsewhere); width and height are the photo's own, for its ratio.
 */
export const pictureSchema = lazy(() =>
  z.object({
    src: z.string(),
    width: z.number().check(z.int()),
    height: z.number().check(z.int()),
    /** In the page's language; empty when staff wrote none. */
    alt: z.string(),
    sources: z.array(pictureSourceSchema),
  }),
);
export type Picture = z.infer<typeof pictureSchema>;

/** A product as listed (SPEC §3 'Item'). */
export const itemSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    slug: z.string(),
    category: z.array(categoryRefSchema),
    /** `sources`: the main photo's AVIF and WebP widths; absent for a drawing. */
    medias: z.object({ main: z.string(), srcset: z.optional(z.string()), sources: z.optional(z.array(pictureSourceSchema)) }),
    /** Percentage taken off the base price, or null. */
    discount: z.nullable(z.number()),
    prices: pricesSchema,
    tva: z.number(),
    out_of_stock: z.boolean(),
    is_favourite: z.optional(z.boolean()),
  }),
);
export type Item = z.infer<typeof itemSchema>;

/** A product page (SPEC §3 'Product'). */
export const productSchema = lazy(() =>
  z.extend(itemSchema, {
    title: z.string(),
    description: z.string(),
    /** The photos' JPEG fallbacks in order, main first; the drawings for a product without a photo. */
    images: z.array(z.string()),
    /** The photos in the order of `images`, with their sources and alt texts; absent: drawings. */
    pictures: z.optional(z.array(pictureSchema)),
    weight_g: z.number().check(z.int()),
    stock: z.number().check(z.int()),
    is_favourite: z.boolean(),
    /** What the law asks a food's page to show before purchase; null for a product that is not food. */
    food_info: z.nullable(foodInfoSchema),
  }),
);
export type Product = z.infer<typeof productSchema>;

export const categoryPageSchema = lazy(() =>
  z.object({
    category: categorySchema,
    products: z.array(itemSchema),
  }),
);
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const meaResponseSchema = lazy(() => z.object({ meaProducts: z.array(itemSchema) }));
export type MeaResponse = z.infer<typeof meaResponseSchema>;

export const categoriesResponseSchema = lazy(() => z.object({ categories: z.array(categorySchema) }));
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const SEARCH_MAX_LENGTH = 100;
/** relevance is the default; with an empty search it means catalogue order. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/**
 * An empty search lists every product (the /boutique page without a search); a search without
 * any letter or digit finds nothing.
 */
export const searchRequestSchema = lazy(() =>
  z.object({
    search: z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)),
    sort: z.optional(z.enum(SEARCH_SORTS)),
  }),
);
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export const searchResponseSchema = lazy(() => z.object({ products: z.array(itemSchema), total: z.number().check(z.int()) }));
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const similarResponseSchema = lazy(() => z.object({ products: z.array(itemSchema) }));
export type SimilarResponse = z.infer<typeof similarResponseSchema>;

/**
 * GET /api/shop/product-redirects: each earlier slug of a product on sale and the product's slug
 * now. The site's server answers a product page's old address with a 301 from it (scripts/serve.mjs).
 */
export const productRedirectsSchema = lazy(() => z.object({ redirects: z.record(z.string(), z.string()) }));
export type ProductRedirects = z.infer<typeof productRedirectsSchema>;
