import { DEFAULT_LANG, isLang, newPasswordRequestSchema, resetTokenRequestSchema, type Lang, type MessageResponse } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import { queueMail } from '../mail/outbox.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { resetLink, resetMail } from './mail.js';
import { issueResetToken, resetPassword, type ResetOutcome } from './tokens.js';

export interface ResetRoutesOptions {
  db: Db;
  limiter: Limiter;
  siteUrl: string;
}

const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

const refusals: Record<Exclude<ResetOutcome, 'done'>, (lang: Lang) => string> = {
  unknown: (lang) => t(lang, 'resetTokenUnknown'),
  expired: (lang) => t(lang, 'resetTokenExpired'),
  used: (lang) => t(lang, 'resetTokenUsed'),
};

export async function resetRoutes(app: FastifyInstance, { db, limiter, siteUrl }: ResetRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One answer, and about the same time, whether the e-mail has an account or not: the only work
  // that differs is one transaction of two inserts (the token, the mail in the outbox); the mail
  // itself leaves after the answer, sent by the outbox's worker.
  api.post('/api/utilities/getResetPasswordToken', { schema: { body: orEmpty(resetTokenRequestSchema) } }, async (request, reply): Promise<MessageResponse> => {
    const { email } = request.body;
    await limiter.take(request, reply, 'resetIp', request.ip);
    await limiter.take(request, reply, 'resetAccount', email);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user) {
      const lang = isLang(user.lang) ? user.lang : DEFAULT_LANG;
      await db.transaction(async (tx) => {
        const token = await issueResetToken(tx, user.id);
        await queueMail(tx, resetMail(user, lang, resetLink(siteUrl, token)));
      });
    }
    return { message: t(request.lang, 'resetRequested') };
  });

  api.post(
    '/api/utilities/newPassword/:token',
    { schema: { params: tokenParamsSchema, body: orEmpty(newPasswordRequestSchema) } },
    async (request, reply): Promise<MessageResponse> => {
      const { token } = request.params;
      const { password } = request.body;
      await limiter.take(request, reply, 'resetIp', request.ip);
      const outcome = await resetPassword(db, token, await hashPassword(password), siteUrl);
      if (outcome !== 'done') throw new HttpError(400, refusals[outcome](request.lang), `RESET_TOKEN_${outcome.toUpperCase()}`);
      return { message: t(request.lang, 'passwordReset') };
    },
  );
}
