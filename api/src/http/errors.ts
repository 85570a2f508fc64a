import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, Lang } from '@nougaterie/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromAcceptLanguage } from './lang.js';
import { t } from './messages.js';

/** An error whose message is already written for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A request part its route's schema refused (http/validate.ts): Fastify's validator knows no
 * language, so the refusal is worded for the request by the error handler.
 */
export class InputRefused extends Error {
  readonly statusCode = 400;
  readonly code = 'VALIDATION';

  constructor(readonly refusal: (request: FastifyRequest) => HttpError) {
    super('input refused by the route schema');
    this.name = 'InputRefused';
  }
}

/** Network and server-state failures that mean "try again later", not "the api is broken". */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/**
 * Server shut down or out of connections; a statement cancelled by statement_timeout (57014); a
 * deadlock or serialization failure that still failed after the transaction's retries, or a lock
 * not obtained (40P01, 40001, 55P03): the same request can succeed in a moment.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40P01', '40001', '55P03']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // pg.Client's own connect bound (db/client.ts, BoundedConnectClient).
  /^timeout expired$/,
  /pglite is closed/i,
  /query read timeout/i,
  /not queryable/i,
  /client was closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError), so the cause chain is walked.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const err = e as { code?: unknown; message?: unknown; errors?: unknown };
    const code = typeof err.code === 'string' ? err.code : '';
    if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (typeof err.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(err.message as string))) return true;
    // A host with several addresses fails with an AggregateError of connection errors.
    if (Array.isArray(err.errors) && err.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

const databaseUnavailable = (lang: Lang) => ({ statusCode: 503, message: t(lang, 'databaseUnavailable'), code: 'DB_UNAVAILABLE' });

function classify(error: FastifyError | Error, request: FastifyRequest, lang: Lang) {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, code: error.code };
  if (isDatabaseUnavailable(error)) return databaseUnavailable(lang);
  const { code, statusCode } = error as FastifyError;
  switch (code) {
    case 'FST_ERR_HANDLER_TIMEOUT':
      return { statusCode: 503, message: t(lang, 'requestTimeout'), code: 'REQUEST_TIMEOUT' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: t(lang, 'invalidJson'), code: 'INVALID_JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: t(lang, 'emptyJson'), code: 'EMPTY_JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        message: t(lang, 'unsupportedMediaType', { type: request.headers['content-type'] ?? '?' }),
        code: 'UNSUPPORTED_MEDIA_TYPE',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: t(lang, 'bodyTooLarge'), code: 'BODY_TOO_LARGE' };
  }
  // Body parsers that fail without a Fastify code (e.g. secure-json-parse) still carry 4xx.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const details = error instanceof SyntaxError ? '' : error.message;
    return { statusCode, message: t(lang, 'invalidRequest', { details }), code: code ?? 'BAD_REQUEST' };
  }
  return { statusCode: 500, message: t(lang, 'internal'), code: 'INTERNAL' };
}

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * What a call answers while the database cannot be reached (503 `DB_UNAVAILABLE`, translated), for
 * a caller that knows so before any query: the api still reaching its database at start.
 */
export function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, code } = databaseUnavailable(request.lang);
  return send(reply, { statusCode, error: STATUS_CODES[statusCode]!, message, code });
}

/** One JSON shape for every refusal: { statusCode, error, message, code }. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((raised: FastifyError, request, reply) => {
    const error = raised instanceof InputRefused ? raised.refusal(request) : raised;
    // A request can fail before the onRequest hook has chosen its language (e.g. a bad URL).
    const lang = request.lang ?? langFromAcceptLanguage(request.headers['accept-language']);
    const { statusCode, message, code } = classify(error, request, lang);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code ?? code, detail: error.message }, 'request refused');
    return send(reply, { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    return send(reply, {
      statusCode: 404,
      error: STATUS_CODES[404]!,
      message: t(request.lang, 'routeNotFound', { method: request.method, url }),
      code: 'ROUTE_NOT_FOUND',
    });
  });
}
