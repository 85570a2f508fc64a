import { loginRequestSchema, registerRequestSchema, type AuthResponse, type MessageResponse, type User } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adoptBasket } from '../basket/merge.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { queueMail } from '../mail/outbox.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { checkPassword, hashPassword } from './passwords.js';
import { requireUser } from './request-user.js';
import { issueAccessToken, revokeAccessToken } from './tokens.js';
import { toUser } from './user.js';
import { welcomeMail } from './welcome-mail.js';

export interface AuthRoutesOptions {
  db: Db;
  accessTokenTtlSeconds: number;
  limiter: Limiter;
  siteUrl: string;
}

export async function authRoutes(app: FastifyInstance, { db, accessTokenTtlSeconds, limiter, siteUrl }: AuthRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/auth/register', { schema: { body: registerRequestSchema } }, async (request, reply): Promise<AuthResponse> => {
    const form = request.body;
    // Taken whatever the outcome, before the costly hash: a known e-mail's 409 tells who has an
    // account, so one address may only ask so many times.
    await limiter.take(request, reply, 'registerIp', request.ip);
    const passwordHash = await hashPassword(form.password);
    // The unique index decides, so two simultaneous registrations cannot both win. The welcome mail
    // is queued in the account's own transaction: sent if and only if the account exists.
    const row = await inTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: form.email, passwordHash, firstname: form.firstname, lastname: form.lastname, lang: form.lang ?? request.lang })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) await queueMail(tx, welcomeMail(created, form.lang ?? request.lang, siteUrl));
      return created;
    });
    if (!row) throw new HttpError(409, t(request.lang, 'emailTaken'), 'EMAIL_TAKEN');
    await adoptBasket(db, row.id, form.basketId);
    reply.status(201);
    return { access_token: await issueAccessToken(db, row.id, accessTokenTtlSeconds), expires_in: accessTokenTtlSeconds, user: toUser(row) };
  });

  // The account limit is keyed by the e-mail typed, whether it has an account or not, so a 429
  // tells no more about accounts than a 401 does. Its attempt is taken before the password is
  // checked: parallel guesses, on any replica, check no more passwords than the limit.
  api.post('/api/auth/login', { schema: { body: loginRequestSchema } }, async (request, reply): Promise<AuthResponse> => {
    const form = request.body;
    await limiter.take(request, reply, 'loginIp', request.ip);
    await limiter.take(request, reply, 'loginAccount', form.email);
    const [row] = await db.select().from(users).where(eq(users.email, form.email));
    // One answer for an unknown e-mail and a wrong password: the form must not reveal accounts.
    if (!(await checkPassword(row?.passwordHash, form.password)) || !row) {
      throw new HttpError(401, t(request.lang, 'invalidCredentials'), 'INVALID_CREDENTIALS');
    }
    await limiter.clear('loginAccount', form.email);
    await adoptBasket(db, row.id, form.basketId);
    return { access_token: await issueAccessToken(db, row.id, accessTokenTtlSeconds), expires_in: accessTokenTtlSeconds, user: toUser(row) };
  });

  // Idempotent: the client forgets its token whatever happens, so a dead token still gets 200.
  api.post('/api/auth/logout', async (request): Promise<MessageResponse> => {
    if (request.accessToken) await revokeAccessToken(db, request.accessToken);
    return { message: t(request.lang, 'loggedOut') };
  });

  api.get('/api/auth/user-profile', async (request): Promise<User> => toUser(requireUser(request)));
}
