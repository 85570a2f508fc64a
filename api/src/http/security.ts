import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The api only serves JSON and generated SVG: nothing of it is meant to be framed, sniffed as
 * another type, or told where the shopper came from. Helmet writes these four headers and no
 * other: its cross-origin policies would stop the shop's pages, on other origins, from showing
 * the api's drawings, and HSTS belongs to the proxy that terminates TLS.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  // X-Content-Type-Options: nosniff stays on (helmet's default).
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // JSON and self-contained SVG need nothing loaded; this also defuses an SVG opened directly.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Sets the headers on every request (onRequest), loaded with the next plugin the app awaits.
  void app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (_request, reply, payload) => {
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
