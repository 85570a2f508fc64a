import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { PHOTO_MEDIA_PREFIX } from './pictures.js';
import { isMediaKey, type MediaStorage } from './storage.js';

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** A file's name holds its content's hash: it never changes, so every cache may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function photoFileRoutes(app: FastifyInstance, { media }: { media: MediaStorage }): Promise<void> {
  app.get(`${PHOTO_MEDIA_PREFIX}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const bytes = isMediaKey(file) ? await media.get(file) : null;
    if (!bytes) throw new HttpError(404, t(request.lang, 'imageNotFound', { name: file.slice(0, 130) }), 'MEDIA_NOT_FOUND');
    const ext = file.slice(file.lastIndexOf('.') + 1) as keyof typeof TYPES;
    return reply.header('cache-control', IMMUTABLE).type(TYPES[ext]).send(bytes);
  });
}
