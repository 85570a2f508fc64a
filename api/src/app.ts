import { loadPhoneRule } from '@nougaterie/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { alertsRoutes } from './alerts/routes.js';
import { adminCustomersRoutes } from './admin/customers/routes.js';
import { adminDashboardRoutes } from './admin/dashboard/routes.js';
import { adminDiscountRoutes } from './admin/discounts/routes.js';
import { adminInboxRoutes } from './admin/inbox/routes.js';
import { registerRequestStaff } from './admin/guard.js';
import { adminCategoryRoutes } from './admin/categories/routes.js';
import { adminOrdersRoutes } from './admin/orders/routes.js';
import { adminFoodInfoRoutes } from './admin/food-info/routes.js';
import { adminPhotoRoutes } from './admin/photos/routes.js';
import { adminProductRoutes } from './admin/products/routes.js';
import { shopSettingsRoutes } from './admin/settings/routes.js';
import { adminStockRoutes } from './admin/stock/routes.js';
import { adminTourRoutes } from './admin/tours/routes.js';
import { staffRoutes } from './admin/staff/routes.js';
import { registerRequestUser } from './auth/request-user.js';
import { authRoutes } from './auth/routes.js';
import { basketRoutes } from './basket/routes.js';
import { registerPublicAnswers, type PublicAnswerOptions } from './cache/public-answers.js';
import { catalogRoutes } from './catalog/routes.js';
import { DEFAULT_SITE_RATE_LIMITS, type SiteRateLimits } from './contact/limits.js';
import { contactRoutes } from './contact/routes.js';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_MAIL_FROM, DEFAULT_SITE_URL } from './config.js';
import type { Db } from './db/client.js';
import { favouritesRoutes } from './favourites/routes.js';
import { gdprRoutes } from './gdpr/routes.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling, replyDatabaseUnavailable } from './http/errors.js';
import { registerLang } from './http/lang.js';
import { OneLinePerRequest } from './http/request-log.js';
import { validatorCompiler } from './http/validate.js';
import { acceptJsonBodiesOnly, registerSecurityHeaders } from './http/security.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMailOutbox, registerMailOutbox, type MailOutboxOptions } from './mail/outbox.js';
import { invoicesRoutes } from './invoices/routes.js';
import { ordersRoutes } from './orders/routes.js';
import { packageRoot } from './paths.js';
import { createSandboxCardProvider, type CardProvider } from './payment/card-provider.js';
import { hostedPaymentRoutes } from './payment/hosted/routes.js';
import type { HostedPaymentProvider } from './payment/hosted/provider.js';
import { isSandboxProvider, SANDBOX_PROVIDER } from './payment/hosted/sandbox.js';
import { sandboxPageRoutes, type SandboxDeliver } from './payment/hosted/sandbox-page.js';
import { paymentRoutes } from './payment/routes.js';
import { pointsRoutes } from './points/routes.js';
import { proRoutes } from './pro/routes.js';
import { createLimiter } from './ratelimit/limiter.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './ratelimit/limits.js';
import { photoFileRoutes } from './photos/routes.js';
import { createDiskStorage, type MediaStorage } from './photos/storage.js';
import { resetRoutes } from './reset/routes.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { settingsRoutes } from './routes/settings.js';
import { shopRoutes } from './routes/shop.js';
import { shopIdentityRoutes } from './shop-identity/routes.js';
import { createBuiltinRelayProvider } from './shipping/builtin-relays.js';
import type { RelayProvider } from './shipping/relay-provider.js';
import { shippingRoutes } from './shipping/routes.js';
import { sitemapRoutes } from './sitemap/routes.js';
import { DEFAULT_VISITS_RATE_LIMITS, type VisitsRateLimits } from './tours/limits.js';
import { toursRoutes } from './tours/routes.js';
import { userRoutes } from './user/routes.js';

export interface AppOptions {
  db: Db;
  /**
   * False while the server is still reaching, migrating and seeding its database at start: every
   * call then answers 503 `DB_UNAVAILABLE`, as during an outage. Always ready when absent.
   */
  databaseReady?: () => boolean;
  publicUrl: string;
  corsOrigins: readonly string[];
  /** Partner sites embedding the booking widget: allowed on the /api/visits/ calls only. */
  widgetOrigins?: readonly string[];
  /** Lifetime of the access tokens issued at login and registration; 30 days when absent. */
  accessTokenTtlSeconds?: number;
  /** Order and account mails; .eml files in api/.data/outbox when absent. */
  mailer?: Mailer;
  /** How the mail outbox polls and retries; DEFAULT_MAIL_OUTBOX when absent. */
  mailOutbox?: MailOutboxOptions;
  /** Relay points; the built-in data set when absent. */
  relays?: RelayProvider;
  /** The shop's front end, where mail links (password reset) point; http://localhost:3000 when absent. */
  siteUrl?: string;
  /** Login and reset limits; DEFAULT_RATE_LIMITS when absent. */
  rateLimits?: RateLimits;
  /** Contact and trade-request limits; DEFAULT_SITE_RATE_LIMITS when absent. */
  siteRateLimits?: SiteRateLimits;
  /** Where contact messages and trade requests arrive; the shop's mailbox when absent. */
  shopEmail?: string;
  /** Tour booking limits; DEFAULT_VISITS_RATE_LIMITS when absent. */
  visitsRateLimits?: VisitsRateLimits;
  /** Proxies whose X-Forwarded-For sets request.ip (per-IP limits); none when absent. */
  trustProxy?: boolean | string[];
  /** Product photos' files; api/.data/media on disk when absent. */
  media?: MediaStorage;
  /** Card payments; the sandbox when absent. */
  cards?: CardProvider;
  /**
   * Card payments on a provider's hosted page (issue #24): Stripe Checkout, or the sandbox's own page
   * (createSandboxHostedProvider, served under /api/payment/sandbox/); their calls answer 503 when absent.
   */
  hosted?: HostedPaymentProvider;
  /**
   * The older card calls read card numbers (the sandbox's card processor): by default only without
   * a real provider's hosted page; server.ts closes them in production without the sandbox.
   */
  cardNumbers?: boolean;
  /** Tests only: how the sandbox's page reaches our webhook; an in-process call of POST /api/payment/webhook/sandbox when absent. */
  sandboxDeliver?: SandboxDeliver;
  /** The shared answers of the public catalogue calls: 2 s at most behind the database when absent. */
  publicAnswers?: PublicAnswerOptions;
  /** Calls answer 503 REQUEST_TIMEOUT past this; HANDLER_TIMEOUT_MS when absent. */
  handlerTimeoutMs?: number;
  /** false in tests; a pino level or options for the server. */
  logger?: FastifyServerOptions['logger'];
}

/** The longest a call may take before it answers 503 REQUEST_TIMEOUT (see handlerTimeout). */
export const HANDLER_TIMEOUT_MS = 9_000;

/** Never written to the logs, whatever the level. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.access_token',
];

/**
 * Reset and enrolment tokens travel in the URL path, an invoice's token (its mail's link) in the
 * query: the request log would otherwise show them.
 */
export function maskUrlSecrets(url: string): string {
  return url.replace(/(\/newPassword\/|\/admin\/enrolment\/)[^/?#]+/i, '$1[redacted]').replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: maskUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The phone rule's library loads apart from the contracts (it is too heavy for every page of the
  // shop): the api checks every number with it, from its first request on.
  await loadPhoneRule();
  const app = Fastify({
    logger: typeof options.logger === 'object' ? { serializers, ...options.logger } : (options.logger ?? false),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Whatever a call waits for (a database gone silent, a provider), the shopper gets an answer:
    // 503, translated, within this time; every wait on the database is bounded below it.
    handlerTimeout: options.handlerTimeoutMs ?? HANDLER_TIMEOUT_MS,
  });

  registerLang(app);
  registerErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  registerSecurityHeaders(app);
  acceptJsonBodiesOnly(app);
  await registerCors(app, { site: options.corsOrigins, widget: options.widgetOrigins });
  // After CORS (the front ends can read the 503) and before anything that queries the database.
  const { databaseReady } = options;
  if (databaseReady) {
    app.addHook('onRequest', async (request, reply) => {
      if (!databaseReady()) return replyDatabaseUnavailable(request, reply);
    });
  }
  registerRequestUser(app, options.db);
  registerRequestStaff(app, options.db);
  registerPublicAnswers(app, options.publicAnswers);

  await app.register(healthRoutes, { db: options.db });
  await app.register(settingsRoutes, { db: options.db });
  await app.register(shopIdentityRoutes, { db: options.db });
  await app.register(shopRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(catalogRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(favouritesRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(alertsRoutes, { db: options.db });
  await app.register(mediaRoutes, { db: options.db });
  const media = options.media ?? createDiskStorage(path.join(packageRoot, '.data/media'));
  await app.register(photoFileRoutes, { media });

  const mailer = options.mailer ?? createMailer({ outboxDir: path.join(packageRoot, '.data/outbox'), from: DEFAULT_MAIL_FROM });
  // Every mail goes through the outbox; its worker starts once the database is migrated.
  const outbox = createMailOutbox(options.db, mailer, app.log, options.mailOutbox);
  registerMailOutbox(app, outbox);
  const limiter = createLimiter(options.db, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  await app.register(authRoutes, {
    db: options.db,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    limiter,
    siteUrl,
  });
  await app.register(userRoutes, { db: options.db, limiter, siteUrl });
  await app.register(resetRoutes, { db: options.db, limiter, siteUrl });
  await app.register(staffRoutes, { db: options.db, limiter, siteUrl });
  await app.register(pointsRoutes, { db: options.db });
  const siteForms = {
    db: options.db,
    limiter: createLimiter(options.db, options.siteRateLimits ?? DEFAULT_SITE_RATE_LIMITS),
    shopEmail: options.shopEmail,
  };
  await app.register(contactRoutes, siteForms);
  await app.register(proRoutes, siteForms);
  await app.register(sitemapRoutes, { db: options.db, siteUrl });
  await app.register(gdprRoutes, { db: options.db, publicUrl: options.publicUrl, limiter });
  const relays = options.relays ?? createBuiltinRelayProvider();
  await app.register(basketRoutes, { db: options.db, publicUrl: options.publicUrl, relays });
  await app.register(shippingRoutes, { db: options.db, relays });
  await app.register(ordersRoutes, { db: options.db, publicUrl: options.publicUrl, siteUrl });
  await app.register(invoicesRoutes, { db: options.db });
  const cards = options.cards ?? createSandboxCardProvider();
  // The older card calls read card numbers: never once a real provider's hosted page takes the cards.
  const cardNumbersOpen = options.cardNumbers ?? (!options.hosted || isSandboxProvider(options.hosted));
  await app.register(paymentRoutes, { db: options.db, publicUrl: options.publicUrl, mailer, cards, cardNumbersOpen, siteUrl });
  await app.register(hostedPaymentRoutes, { db: options.db, hosted: options.hosted, publicUrl: options.publicUrl, siteUrl });
  // The sandbox's page calls our webhook as a provider would (same route, signature included), in process.
  const sandboxDeliver: SandboxDeliver =
    options.sandboxDeliver ??
    ((rawBody, headers) => app.inject({ method: 'POST', url: `/api/payment/webhook/${SANDBOX_PROVIDER}`, payload: rawBody, headers }));
  await app.register(sandboxPageRoutes, {
    db: options.db,
    provider: isSandboxProvider(options.hosted) ? options.hosted : undefined,
    deliver: sandboxDeliver,
    siteUrl,
  });
  await app.register(toursRoutes, {
    db: options.db,
    cards,
    hosted: options.hosted,
    cardNumbersOpen,
    limiter: createLimiter(options.db, options.visitsRateLimits ?? DEFAULT_VISITS_RATE_LIMITS),
    siteUrl,
  });
  await app.register(adminOrdersRoutes, { db: options.db, siteUrl, apiUrl: options.publicUrl, cards, hosted: options.hosted });
  await app.register(adminStockRoutes, { db: options.db, siteUrl });
  await app.register(adminProductRoutes, { db: options.db, siteUrl, media });
  await app.register(adminPhotoRoutes, { db: options.db, publicUrl: options.publicUrl, media });
  await app.register(adminFoodInfoRoutes, { db: options.db });
  await app.register(adminCustomersRoutes, { db: options.db });
  await app.register(adminDashboardRoutes, { db: options.db });
  await app.register(adminDiscountRoutes, { db: options.db });
  await app.register(shopSettingsRoutes, { db: options.db });
  await app.register(adminCategoryRoutes, { db: options.db });
  await app.register(adminInboxRoutes, { db: options.db, shopEmail: siteForms.shopEmail });
  await app.register(adminTourRoutes, { db: options.db, cards, hosted: options.hosted, siteUrl });
  return app;
}
