import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { alertsRoutes } from './alerts/routes.js';
import { registerRequestUser } from './auth/request-user.js';
import { authRoutes } from './auth/routes.js';
import { basketRoutes } from './basket/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_MAIL_FROM } from './config.js';
import type { Db } from './db/client.js';
import { favouritesRoutes } from './favourites/routes.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling } from './http/errors.js';
import { registerLang } from './http/lang.js';
import { registerSecurityHeaders } from './http/security.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { ordersRoutes } from './orders/routes.js';
import { packageRoot } from './paths.js';
import { createSandboxCardProvider, type CardProvider } from './payment/card-provider.js';
import { paymentRoutes } from './payment/routes.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { settingsRoutes } from './routes/settings.js';
import { shopRoutes } from './routes/shop.js';
import { createBuiltinRelayProvider } from './shipping/builtin-relays.js';
import type { RelayProvider } from './shipping/relay-provider.js';
import { shippingRoutes } from './shipping/routes.js';

export interface AppOptions {
  db: Db;
  publicUrl: string;
  corsOrigins: readonly string[];
  /** Lifetime of the access tokens issued at login and registration; 30 days when absent. */
  accessTokenTtlSeconds?: number;
  /** Order and account mails; .eml files in api/.data/outbox when absent. */
  mailer?: Mailer;
  /** Relay points; the built-in data set when absent. */
  relays?: RelayProvider;
  /** Card payments; the sandbox when absent. */
  cards?: CardProvider;
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

  const mailer = options.mailer ?? createMailer({ outboxDir: path.join(packageRoot, '.data/outbox'), from: DEFAULT_MAIL_FROM });
  const relays = options.relays ?? createBuiltinRelayProvider();
  await app.register(basketRoutes, { db: options.db, publicUrl: options.publicUrl, relays });
  await app.register(shippingRoutes, { db: options.db, relays });
  await app.register(ordersRoutes, { db: options.db, publicUrl: options.publicUrl, mailer });
  await app.register(paymentRoutes, {
    db: options.db,
    publicUrl: options.publicUrl,
    mailer,
    cards: options.cards ?? createSandboxCardProvider(),
  });
  return app;
}
