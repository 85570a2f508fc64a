import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { alertsRoutes } from './alerts/routes.js';
import { registerRequestUser } from './auth/request-user.js';
import { authRoutes } from './auth/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './config.js';
import type { Db } from './db/client.js';
import { favouritesRoutes } from './favourites/routes.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling } from './http/errors.js';
import { registerLang } from './http/lang.js';
import { registerSecurityHeaders } from './http/security.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { settingsRoutes } from './routes/settings.js';
import { shopRoutes } from './routes/shop.js';

export interface AppOptions {
  db: Db;
  publicUrl: string;
  corsOrigins: readonly string[];
  /** Lifetime of the access tokens issued at login and registration; 30 days when absent. */
  accessTokenTtlSeconds?: number;
  /** false in tests; a pino level or options for the server. */
  logger?: FastifyServerOptions['logger'];
}

/** Never written to the logs, whatever the level. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.access_token',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerLang(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerCors(app, options.corsOrigins);
  registerRequestUser(app, options.db);

  await app.register(healthRoutes, { db: options.db });
  await app.register(settingsRoutes, { db: options.db });
  await app.register(shopRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(catalogRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(favouritesRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(alertsRoutes, { db: options.db });
  await app.register(authRoutes, {
    db: options.db,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  });
  await app.register(mediaRoutes, { db: options.db });
  return app;
}
