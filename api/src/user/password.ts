import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkPassword } from '../auth/passwords.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import type { Limiter } from '../ratelimit/limiter.js';

/**
 * The logged-in customer confirms a sensitive change with their password. A wrong one counts as a
 * failed login: a stolen session must not become a way to guess the password. 400, not 401: the
 * session itself is fine and the client must not log out.
 */
export async function confirmPassword(request: FastifyRequest, reply: FastifyReply, limiter: Limiter, user: UserRow, password: string): Promise<void> {
  // Taken before the check, so parallel guesses check no more passwords than the limit; a right
  // one gives its attempt back.
  const attempt = await limiter.take(request, reply, 'loginAccount', user.email);
  if (await checkPassword(user.passwordHash, password)) return attempt.release();
  throw new HttpError(400, t(request.lang, 'wrongPassword'), 'WRONG_PASSWORD');
}
