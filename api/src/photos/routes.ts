import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { PHOTO_MEDIA_PREFIX } from './pictures.js';
import { IMMUTABLE, isMediaKey, mediaType, type MediaStorage } from './storage.js';

export async function photoFileRoutes(app: FastifyInstance, { media }: { media: MediaStorage }): Promise<void> {
  app.get(`${PHOTO_MEDIA_PREFIX}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const bytes = isMediaKey(file) ? await media.get(file) : null;
    if (!bytes) throw new HttpError(404, t(request.lang, 'imageNotFound', { name: file.slice(0, 130) }), 'MEDIA_NOT_FOUND');
    return reply.header('cache-control', IMMUTABLE).type(mediaType(file)).send(bytes);
  });
}
