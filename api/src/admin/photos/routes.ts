import fastifyMultipart from '@fastify/multipart';
import type { Lang } from '@nougaterie/contracts';
import { PHOTO_LIMITS, photoAltSchema, photoOrderSchema, type AdminPhoto, type ProductPhotos } from '@nougaterie/contracts/admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { jpegUrl, photoUrl, pictureSources } from '../../photos/pictures.js';
import { photoKey, photoKeys, PhotoRefused, processPhoto } from '../../photos/process.js';
import { productPhotos, type ProductPhotoRow } from '../../photos/schema.js';
import type { MediaStorage } from '../../photos/storage.js';
import { recordAudit } from '../audit.js';
import { bearer, requireStaff } from '../guard.js';
import { at } from '../messages.js';

export interface AdminPhotoRoutesOptions {
  db: Db;
  publicUrl: string;
  media: MediaStorage;
}

const ID = /^[1-9]\d{0,9}$/;
const UPLOAD = '/api/admin/products/:id/photos';

type PhotoFiles = Pick<ProductPhotoRow, 'hash' | 'widths' | 'jpegWidth'>;

/** Multipart errors of @fastify/multipart and busboy, by code: what the sender is told. */
const MULTIPART_REFUSALS: Record<string, { status: number; key: 'photoTooLarge' | 'photoMissing' | 'photoUnreadable' }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'photoTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'photoTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'photoTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'photoTooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'photoMissing' },
};

const REFUSALS = {
  type: { status: 415, key: 'photoType' },
  pixels: { status: 422, key: 'photoPixels' },
  unreadable: { status: 422, key: 'photoUnreadable' },
} as const;

/** What the audit log keeps of a photo. */
const audited = (row: ProductPhotoRow) => ({ id: row.id, hash: row.hash, position: row.position, alt_fr: row.altFr, alt_en: row.altEn });

/**
 * A product's photos, for staff: upload, order (the first is the main one), alt texts, delete.
 * Files are written before the row that names them, and removed after the last row naming them
 * is gone: a failure leaves at worst an unnamed file, never a row without its files. Every write
 * is audited and clears the shop's shared answers, so its pages show the change at once.
 */
export async function adminPhotoRoutes(app: FastifyInstance, { db, publicUrl, media }: AdminPhotoRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Here only (this plugin's scope): no other call accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_LIMITS.bytes, files: 1, fields: 0, parts: 1, fieldSize: 0, headerPairs: 20 },
  });
  // A form on another site may post multipart (no CORS preflight) with the shop's cookie; it
  // cannot set an Authorization header. Multipart is read on the upload only, sent with a bearer.
  app.addHook('onRequest', async (request) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    if (request.routeOptions.url === UPLOAD && bearer(request)) return;
    // Answered as any other unsupported body type (http/errors.ts).
    throw Object.assign(new Error('multipart is read on a photo upload only'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
  });

  const notFound = (lang: Lang) => new HttpError(404, at(lang, 'stockProductNotFound'), 'PRODUCT_NOT_FOUND');
  const photoNotFound = (lang: Lang) => new HttpError(404, at(lang, 'photoNotFound'), 'PHOTO_NOT_FOUND');

  function ids(request: FastifyRequest): { productId: number; photoId?: number } {
    const { id, photoId } = request.params as { id: string; photoId?: string };
    const valid = (value: string) => ID.test(value) && Number(value) <= 2_147_483_647;
    if (!valid(id)) throw notFound(request.lang);
    if (photoId !== undefined && !valid(photoId)) throw photoNotFound(request.lang);
    return { productId: Number(id), photoId: photoId === undefined ? undefined : Number(photoId) };
  }

  function toAdminPhoto(row: ProductPhotoRow, index: number): AdminPhoto {
    return {
      id: row.id,
      main: index === 0,
      width: row.width,
      height: row.height,
      alt_fr: row.altFr,
      alt_en: row.altEn,
      thumb: photoUrl(publicUrl, photoKey(row.hash, row.widths[0], 'webp')),
      src: jpegUrl(row, publicUrl),
      sources: pictureSources(row, publicUrl),
    };
  }

  const rowsOf = (tx: Db, productId: number) =>
    tx.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position), asc(productPhotos.id));

  async function answer(tx: Db, productId: number): Promise<ProductPhotos> {
    return { photos: (await rowsOf(tx, productId)).map(toAdminPhoto) };
  }

  /** The product under its row lock (photos of one product are written one at a time), or a 404. */
  async function lockProduct(tx: Db, productId: number, lang: Lang): Promise<void> {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound(lang);
  }

  /** Rewrites positions 0..n-1 in the given order. */
  async function renumber(tx: Db, ordered: ProductPhotoRow[]): Promise<void> {
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position) await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, row.id));
    }
  }

  /** Removes the files of photos that no row names any more (after the transaction that removed them). */
  const sweep = (gone: PhotoFiles[]) => sweepPhotoFiles(db, media, gone);

  api.get('/api/admin/products/:id/photos', async (request): Promise<ProductPhotos> => {
    requireStaff(request);
    const { productId } = ids(request);
    const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!found) throw notFound(request.lang);
    return answer(db, productId);
  });

  api.post(UPLOAD, async (request, reply): Promise<ProductPhotos> => {
    const member = requireStaff(request);
    const { productId } = ids(request);
    const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!found) throw notFound(request.lang);
    if (!request.isMultipart()) throw new HttpError(415, at(request.lang, 'photoMissing'), 'PHOTO_MISSING');

    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file) throw new HttpError(422, at(request.lang, 'photoMissing'), 'PHOTO_MISSING');
      bytes = await file.toBuffer();
    } catch (error) {
      const refusal = MULTIPART_REFUSALS[(error as { code?: string }).code ?? ''];
      if (refusal) throw new HttpError(refusal.status, at(request.lang, refusal.key), refusal.key === 'photoTooLarge' ? 'PHOTO_TOO_LARGE' : 'PHOTO_MISSING');
      if (error instanceof HttpError) throw error;
      throw new HttpError(422, at(request.lang, 'photoUnreadable'), 'PHOTO_UNREADABLE');
    }
    if (bytes.length === 0) throw new HttpError(422, at(request.lang, 'photoMissing'), 'PHOTO_MISSING');

    let made;
    try {
      made = await processPhoto(bytes);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      const { status, key } = REFUSALS[error.reason];
      throw new HttpError(status, at(request.lang, key), `PHOTO_${error.reason.toUpperCase()}`);
    }
    // Same bytes, same names: a file already there is rewritten with the same content.
    for (const file of made.files) await media.put(file.key, file.bytes);

    const result = await inTransaction(db, async (tx) => {
      await lockProduct(tx, productId, request.lang);
      const rows = await rowsOf(tx, productId);
      if (rows.length >= PHOTO_LIMITS.perProduct) {
        throw new HttpError(409, at(request.lang, 'photoTooMany', { max: PHOTO_LIMITS.perProduct }), 'PHOTO_TOO_MANY');
      }
      const [row] = await tx
        .insert(productPhotos)
        .values({ productId, position: rows.length, hash: made.hash, width: made.width, height: made.height, widths: made.widths, jpegWidth: made.jpegWidth })
        .returning();
      await recordAudit(tx, { staffId: member.id, action: 'product.photo.add', target: `product:${productId}`, after: audited(row) });
      return answer(tx, productId);
    }).catch(async (error: unknown) => {
      await sweep([made]);
      throw error;
    });
    app.publicAnswers.invalidate();
    reply.status(201);
    return result;
  });

  // The session, then the product and photo numbers (404), before the body (400).
  const staffAndIds = async (request: FastifyRequest) => {
    requireStaff(request);
    ids(request);
  };
  api.post(
    '/api/admin/products/:id/photos/order',
    { preValidation: staffAndIds, schema: { body: orEmpty(photoOrderSchema) } },
    async (request): Promise<ProductPhotos> => {
      const member = requireStaff(request);
      const { productId } = ids(request);
      const order = request.body;
      const result = await inTransaction(db, async (tx) => {
        await lockProduct(tx, productId, request.lang);
        const rows = await rowsOf(tx, productId);
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (order.ids.length !== rows.length || new Set(order.ids).size !== rows.length || !order.ids.every((id) => byId.has(id))) {
          throw new HttpError(422, at(request.lang, 'photoOrder'), 'PHOTO_ORDER');
        }
        if (order.ids.join() !== rows.map((row) => row.id).join()) {
          await renumber(
            tx,
            order.ids.map((id) => byId.get(id)!),
          );
          await recordAudit(tx, {
            staffId: member.id,
            action: 'product.photo.order',
            target: `product:${productId}`,
            before: rows.map((row) => row.id),
            after: order.ids,
          });
        }
        return answer(tx, productId);
      });
      app.publicAnswers.invalidate();
      return result;
    },
  );

  api.post(
    '/api/admin/products/:id/photos/:photoId',
    { preValidation: staffAndIds, schema: { body: orEmpty(photoAltSchema) } },
    async (request): Promise<ProductPhotos> => {
      const member = requireStaff(request);
      const { productId, photoId } = ids(request);
      const alt = request.body;
      const result = await inTransaction(db, async (tx) => {
        await lockProduct(tx, productId, request.lang);
        const [before] = await tx
          .select()
          .from(productPhotos)
          .where(and(eq(productPhotos.id, photoId!), eq(productPhotos.productId, productId)));
        if (!before) throw photoNotFound(request.lang);
        if (before.altFr !== alt.alt_fr || before.altEn !== alt.alt_en) {
          const [after] = await tx.update(productPhotos).set({ altFr: alt.alt_fr, altEn: alt.alt_en }).where(eq(productPhotos.id, before.id)).returning();
          await recordAudit(tx, {
            staffId: member.id,
            action: 'product.photo.alt',
            target: `product:${productId}`,
            before: audited(before),
            after: audited(after),
          });
        }
        return answer(tx, productId);
      });
      app.publicAnswers.invalidate();
      return result;
    },
  );

  api.delete('/api/admin/products/:id/photos/:photoId', async (request): Promise<ProductPhotos> => {
    const member = requireStaff(request);
    const { productId, photoId } = ids(request);
    const { result, gone } = await inTransaction(db, async (tx) => {
      await lockProduct(tx, productId, request.lang);
      const rows = await rowsOf(tx, productId);
      const row = rows.find((r) => r.id === photoId);
      if (!row) throw photoNotFound(request.lang);
      await tx.delete(productPhotos).where(eq(productPhotos.id, row.id));
      await renumber(
        tx,
        rows.filter((r) => r.id !== row.id),
      );
      await recordAudit(tx, { staffId: member.id, action: 'product.photo.delete', target: `product:${productId}`, before: audited(row) });
      return { result: await answer(tx, productId), gone: row };
    });
    app.publicAnswers.invalidate();
    await sweep([gone]);
    return result;
  });
}

/** For the product's own delete: its photos' rows go with it (cascade); their files follow here. */
export async function sweepPhotoFiles(db: Db, media: MediaStorage, gone: PhotoFiles[]): Promise<void> {
  if (!gone.length) return;
  const still = new Set(
    (
      await db
        .select({ hash: productPhotos.hash })
        .from(productPhotos)
        .where(
          inArray(
            productPhotos.hash,
            gone.map((row) => row.hash),
          ),
        )
    ).map((row) => row.hash),
  );
  for (const row of gone) if (!still.has(row.hash)) await Promise.all(photoKeys(row).map((key) => media.remove(key)));
}
