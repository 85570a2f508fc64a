import type { Lang, Picture, PictureSource } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { fromJson } from '../db/json.js';
import { photoKey } from './process.js';

/** Where the api serves the photos' files (immutable: each name holds its content's hash). */
export const PHOTO_MEDIA_PREFIX = '/media/photos';

/** What the shop's answers need of a photo row. */
export interface PhotoInfo {
  id: number;
  hash: string;
  width: number;
  height: number;
  widths: number[];
  jpegWidth: number;
  altFr: string;
  altEn: string;
}

/** A product's photos, main one first, read in the query that reads the product (see categoriesOfProduct). */
export const photosOfProduct = sql<PhotoInfo[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', ph.id, 'hash', ph.hash, 'width', ph.width, 'height', ph.height, 'widths', ph.widths,
    'jpegWidth', ph.jpeg_width, 'altFr', ph.alt_fr, 'altEn', ph.alt_en
  ) ORDER BY ph.position, ph.id), '[]')
  FROM product_photos ph
  WHERE ph.product_id = "products"."id"
)`.mapWith((value) => fromJson<PhotoInfo[]>(value));

export function photoUrl(publicUrl: string, key: string): string {
  return `${publicUrl}${PHOTO_MEDIA_PREFIX}/${key}`;
}

export function pictureSources(photo: PhotoInfo, publicUrl: string): PictureSource[] {
  return (['avif', 'webp'] as const).map((ext) => ({
    type: `image/${ext}` as const,
    srcset: photo.widths.map((w) => `${photoUrl(publicUrl, photoKey(photo.hash, w, ext))} ${w}w`).join(', '),
  }));
}

export function jpegUrl(photo: PhotoInfo, publicUrl: string): string {
  return photoUrl(publicUrl, photoKey(photo.hash, photo.jpegWidth, 'jpg'));
}

export function toPicture(photo: PhotoInfo, lang: Lang, publicUrl: string): Picture {
  return {
    src: jpegUrl(photo, publicUrl),
    width: photo.width,
    height: photo.height,
    alt: lang === 'en' ? photo.altEn : photo.altFr,
    sources: pictureSources(photo, publicUrl),
  };
}
