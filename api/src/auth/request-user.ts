import fastifyCookie, { type FastifyCookieOptions, type ParseOptions } from '@fastify/cookie';
import { TOKEN_COOKIE } from '@nougaterie/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { findTokenUser } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token the request carried (bearer header, else ACCESS_TOKEN cookie), valid or not. */
    accessToken: string | null;
    /** The logged-in customer, or null for a visitor or a dead token. */
    user: UserRow | null;
  }
}

/** A cookie value, or '' when it is not valid percent-encoding (read as no token, not as a wrong one). */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : request.cookies[TOKEN_COOKIE] || null;
}

/**
 * Resolves request.user for every route. A dead token on a public page leaves the visitor
 * anonymous rather than refused: the shop must keep working with a stale cookie.
 */
export function registerRequestUser(app: FastifyInstance, db: Db): void {
  // Parses the Cookie header into request.cookies on every request (onRequest): loaded with the
  // next plugin the app awaits, before any route.
  // (parseOptions reaches the cookie library's parse, which reads decode; the plugin's typings
  // only name the serialise options.)
  const parseOptions: FastifyCookieOptions['parseOptions'] & ParseOptions = { decode: decodeCookie };
  void app.register(fastifyCookie, { parseOptions });
  app.decorateRequest('accessToken', null);
  app.decorateRequest('user', null);
  // Before the route's schema is checked (preValidation), as requireUser is.
  app.addHook('preValidation', async (request) => {
    request.accessToken = tokenOf(request);
    request.user = request.accessToken ? ((await findTokenUser(db, request.accessToken)) ?? null) : null;
  });
}

/** The logged-in customer, or a 401 that says whether to log in or log in again. */
export function requireUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  throw request.accessToken
    ? new HttpError(401, t(request.lang, 'sessionExpired'), 'SESSION_EXPIRED')
    : new HttpError(401, t(request.lang, 'authRequired'), 'AUTH_REQUIRED');
}

/** A route option (preValidation): the customer's session is checked before the request's body and query. */
export const userOnly = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};
