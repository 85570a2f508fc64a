import { z } from 'zod/mini';
import { pictureSourceSchema } from '../schemas/catalog.js';
import { lazy } from '../schemas/lazy.js';

/*
 * A product's photos (/api/admin/products/:id/photos). Staff upload a JPEG, PNG or WebP; the api
 * reads its real type from its bytes, makes it in PHOTO_WIDTHS as AVIF and WebP (and one JPEG),
 * and names each file by the photo's content hash, so that caches keep them for good. The first
 * photo is the main one; a product without any shows its drawing.
 */

const int = () => z.number().check(z.int());

export const PHOTO_LIMITS = {
  /** Bytes of one upload. */
  bytes: 10 * 1024 * 1024,
  /** Pixels of one photo (a decompression bomb is refused before it is decoded): 50 megapixels. */
  pixels: 50_000_000,
  perProduct: 12,
  alt: { max: 250 },
} as const;

/** What the file input accepts; the api checks the bytes, not these names. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const adminPhotoSchema = lazy(() =>
  z.object({
    id: int(),
    /** The first is the main one. */
    main: z.boolean(),
    width: int(),
    height: int(),
    alt_fr: z.string(),
    alt_en: z.string(),
    /** A small WebP for the list. */
    thumb: z.string(),
    /** The JPEG the shop falls back on. */
    src: z.string(),
    sources: z.array(pictureSourceSchema),
  }),
);
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const productPhotosSchema = lazy(() => z.object({ photos: z.array(adminPhotoSchema) }));
export type ProductPhotos = z.infer<typeof productPhotosSchema>;

/** Every photo's id in the new order; the first becomes the main one. */
export const photoOrderSchema = lazy(() => z.object({ ids: z.array(int()).check(z.maxLength(PHOTO_LIMITS.perProduct)) }));
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const photoAltSchema = lazy(() =>
  z.object({
    alt_fr: z.string().check(z.trim(), z.maxLength(PHOTO_LIMITS.alt.max)),
    alt_en: z.string().check(z.trim(), z.maxLength(PHOTO_LIMITS.alt.max)),
  }),
);
export type PhotoAlt = z.infer<typeof photoAltSchema>;
