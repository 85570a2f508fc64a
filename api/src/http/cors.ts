import cors from '@fastify/cors';
import { BOOKING_TOKEN_HEADER } from '@nougaterie/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The only calls partner sites embedding the booking widget may make from their pages. */
export const WIDGET_PATH_PREFIX = '/api/visits/';

export interface CorsOrigins {
  /** The site's own front ends: every call. */
  site: readonly string[];
  /** Partner sites embedding the booking widget: the visits calls only. */
  widget?: readonly string[];
}

const isWidgetCall = (request: FastifyRequest) => request.url.startsWith(WIDGET_PATH_PREFIX);

/**
 * The front ends live on other origins and send the bearer token and cookies with credentials.
 * A partner's origin opens the tour calls and nothing else: a page of theirs can never read a
 * customer's account, orders or data through a visitor's browser.
 */
export async function registerCors(app: FastifyInstance, origins: CorsOrigins): Promise<void> {
  const site = new Set(origins.site);
  const widget = new Set(origins.widget ?? []);
  const base = {
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', BOOKING_TOKEN_HEADER],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed = origin !== undefined && (site.has(origin) || (widget.has(origin) && isWidgetCall(request)));
      callback(null, { ...base, origin: allowed ? origin : false });
    },
  });
}
