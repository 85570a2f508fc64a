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
    return payload;
  });
}
