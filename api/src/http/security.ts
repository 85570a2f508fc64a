import type { FastifyInstance } from 'fastify';

/**
 * The api only serves JSON and generated SVG: nothing of it is meant to be framed, sniffed as
 * another type, or told where the shopper came from.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // JSON and self-contained SVG need nothing loaded; this also defuses an SVG opened directly.
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    // Answers carry baskets, addresses and orders: no shared cache or browser history may keep
    // them unless a route says otherwise (the drawings and the sitemap do).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Bodies are JSON or nothing. Fastify also parses text/plain by default, and text/plain is what a
 * form on another site can post without a CORS preflight: refusing it (415) keeps such forms,
 * which the ACCESS_TOKEN cookie could otherwise authenticate, away from every call.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
