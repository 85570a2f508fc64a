import { createHash } from 'node:crypto';
import { PHOTO_WIDTHS } from '@nougaterie/contracts';
import { PHOTO_LIMITS } from '@nougaterie/contracts/admin';
import sharp, { type Metadata } from 'sharp';

/** The formats sharp finds in the bytes that the shop takes (never the file's name or its content-type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** The JPEG fallback: what a card shows at 2x, and enough for a link shared on another site. */
const JPEG_WIDTH = 640;

export type PhotoRefusal = 'type' | 'pixels' | 'unreadable';

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(`photo refused: ${reason}`);
  }
}

export interface PhotoFile {
  key: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  jpegWidth: number;
  files: PhotoFile[];
}

/** The widths below the photo's own, and the photo's own (at most the largest): never enlarged. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  return [...below.filter((w) => w < top), top];
}

export const photoKey = (hash: string, width: number, ext: 'avif' | 'webp' | 'jpg') => `${hash}-${width}.${ext}`;

/**
 * Checks the bytes are a JPEG, PNG or WebP of at most PHOTO_LIMITS.pixels, then makes its
 * variants: every width as AVIF and WebP, and one JPEG. Metadata (EXIF: the camera, a place) is
 * dropped; the orientation it gave is applied first.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const input = () => sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header only (nothing decoded yet): the pixel bound is checked below, with a clearer refusal.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused('type');
  }
  if (!ACCEPTED.has(meta.format ?? '')) throw new PhotoRefused('type');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new PhotoRefused('unreadable');
  if (width * height > PHOTO_LIMITS.pixels) throw new PhotoRefused('pixels');

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const widths = widthsFor(width);
  const jpegWidth = Math.min(width, JPEG_WIDTH);
  try {
    // Decoded once, upright, at the largest width made; every file is made from these pixels.
    const { data, info } = await input()
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const make = async (w: number, ext: 'avif' | 'webp' | 'jpg'): Promise<PhotoFile> => {
      const resized = base().resize({ width: w, withoutEnlargement: true });
      const encoded =
        ext === 'avif'
          ? resized.avif({ quality: 55, effort: 2 })
          : ext === 'webp'
            ? resized.webp({ quality: 80 })
            : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      return { key: photoKey(hash, w, ext), bytes: await encoded.toBuffer() };
    };
    const files: PhotoFile[] = [];
    // One after another: the machine's cores are shared with the shop's requests.
    for (const w of widths) files.push(await make(w, 'avif'), await make(w, 'webp'));
    files.push(await make(jpegWidth, 'jpg'));
    return { hash, width, height, widths, jpegWidth, files };
  } catch {
    throw new PhotoRefused('unreadable');
  }
}

/** Every file a photo row names, to remove them once no row does. */
export function photoKeys(photo: { hash: string; widths: number[]; jpegWidth: number }): string[] {
  return [...photo.widths.flatMap((w) => [photoKey(photo.hash, w, 'avif'), photoKey(photo.hash, w, 'webp')]), photoKey(photo.hash, photo.jpegWidth, 'jpg')];
}
