import { deleteAccountRequestSchema, type MessageResponse, type UserExport } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOnly } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { confirmPassword } from '../user/password.js';
import { deleteAccount } from './delete.js';
import { exportUserData } from './export.js';

export interface GdprRoutesOptions {
  db: Db;
  publicUrl: string;
  limiter: Limiter;
}

export async function gdprRoutes(app: FastifyInstance, { db, publicUrl, limiter }: GdprRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/user/export', async (request, reply): Promise<UserExport> => {
    const user = requireUser(request);
    const data = await exportUserData(db, user, request.lang, publicUrl);
    const day = data.exported_at.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="nougaterie-mes-donnees-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  api.post(
    '/api/user/delete',
    { preValidation: userOnly, schema: { body: orEmpty(deleteAccountRequestSchema) } },
    async (request, reply): Promise<MessageResponse> => {
      const user = requireUser(request);
      const { password } = request.body;
      await confirmPassword(request, reply, limiter, user, password);
      await deleteAccount(db, user);
      // The rate-limit counters are keyed by the e-mail: personal data too.
      await limiter.clear('loginAccount', user.email);
      await limiter.clear('resetAccount', user.email);
      return { message: t(request.lang, 'accountDeleted') };
    },
  );
}
