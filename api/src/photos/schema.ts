import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.js';

/**
 * A product's photos, in `position` order (0 is the main one). The files live in the media
 * storage, named `{hash}-{width}.{avif|webp|jpg}` after the uploaded bytes' hash: two products
 * given the same file share them, and a file leaves the storage when no row names its hash.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    /** The photo upright (EXIF orientation applied), in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths made, ascending; the JPEG is made at `jpegWidth`. */
    widths: integer('widths').array().notNull(),
    jpegWidth: integer('jpeg_width').notNull(),
    altFr: text('alt_fr').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_photos_product_idx').on(t.productId, t.position),
    index('product_photos_hash_idx').on(t.hash),
    check('product_photos_hash_format', sql`${t.hash} ~ '^[0-9a-f]{32}$'`),
    check('product_photos_size', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);

export type ProductPhotoRow = typeof productPhotos.$inferSelect;
