import { buildApp, REDACTED_PATHS } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { untilDatabaseReachable } from './db/startup.js';
import { notifyStockAlerts, STOCK_ALERTS_EVERY_MS } from './alerts/notify.js';
import { expireUnpaidOrders, ORDER_EXPIRY_EVERY_MS } from './admin/jobs/expiry.js';
import { settleAbandonedRefunds } from './admin/orders/refund.js';
import { createSandboxCardProvider } from './payment/card-provider.js';
import { createStripeProvider } from './payment/hosted/stripe.js';
import { createSandboxHostedProvider } from './payment/hosted/sandbox.js';
import { createMailer } from './mail/mailer.js';
import { createDiskStorage } from './photos/storage.js';
import { dailyJobs, startDailyJobs } from './jobs/daily.js';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed.js';
import { areToursEmpty, seedToursData } from './tours/seed.js';
import { checkShopIdentityForStart, prepareShopIdentity, ShopIdentityPlaceholderError } from './shop-identity/store.js';

const config = loadConfig();
const logger = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
const started = Date.now();

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The api listens before its database is reached, migrated and seeded: until then every call
// answers 503, as during an outage, and a PostgreSQL that is not up yet only delays the start.
let databaseReady = false;

const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
// One provider for the calls and the jobs: the expiry job asks it about card attempts left pending.
const cards = createSandboxCardProvider();
// Stripe Checkout's hosted page when its two secrets are set (issue #24); without them, the sandbox's
// own hosted page, served by the api (no account anywhere), except in production unless asked
// for (PAYMENT_SANDBOX=on): there, no card payment until Stripe is configured. The jobs refund
// through it too.
const hosted = config.stripe
  ? createStripeProvider(config.stripe)
  : config.paymentSandbox
    ? createSandboxHostedProvider({ publicUrl: config.publicUrl, webhookSecret: config.sandboxWebhookSecret })
    : undefined;
const app = await buildApp({
  db: database.db,
  databaseReady: () => databaseReady,
  publicUrl: config.publicUrl,
  corsOrigins: config.corsOrigins,
  widgetOrigins: config.widgetOrigins,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  siteUrl: config.siteUrl,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  mailer,
  cards,
  hosted,
  cardNumbers: config.paymentSandbox && !config.stripe,
  publicAnswers: { ttlMs: config.catalogueCacheTtlMs },
  // The S3 client loads only when a bucket is configured.
  media: config.s3 ? (await import('./photos/s3-storage.js')).createS3Storage(config.s3) : createDiskStorage(config.mediaDir),
  logger,
});

let stopping = false;
const starting = new AbortController();
let stopDailyJobs: () => Promise<void> = async () => undefined;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  starting.abort();
  try {
    await stopDailyJobs();
    await app.close();
    // PGlite writes its data folder on close: skipping this can lose the last writes.
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// shutdown catches its own failures (logged, then exit 1).
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
app.log.info(`api listening on ${config.publicUrl}; preparing the database`);
if (!hosted)
  app.log.warn(
    'no card payment: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set and PAYMENT_SANDBOX is not on (bank transfer and payment at the shop only)',
  );

try {
  const { result, attempts } = await untilDatabaseReachable(
    // One replica at a time (see Database.prepare): another starting beside this one finds the
    // database migrated, seeded and pg-boss's schema there.
    () =>
      database.prepare(async () => {
        const seeded = (await isCatalogueEmpty(database.db)) ? await seedCatalogue(database.db) : undefined;
        const toursSeeded = (await areToursEmpty(database.db)) ? await seedToursData(database.db) : undefined;
        // The shop's identity: the configured one stored, and in production none with a placeholder left (#23).
        checkShopIdentityForStart(await prepareShopIdentity(database.db, config.shopIdentity), config.production ? 'production' : undefined);
        // pg-boss's schema and the mail queue, then the worker: no call is served (and so no mail
        // queued) before the outbox is there.
        await app.mailOutbox.start();
        return { seeded, toursSeeded };
      }),
    { log: app.log, signal: starting.signal },
  );
  const stopJobs = await startDailyJobs(dailyJobs(database.db), app.log);
  const stopAlerts = await startDailyJobs({ stockAlerts: () => notifyStockAlerts(database.db, config.siteUrl) }, app.log, STOCK_ALERTS_EVERY_MS, {
    awaitFirstRun: false,
  });
  const unpaid = { siteUrl: config.siteUrl, apiUrl: config.publicUrl, cards, hosted };
  const stopExpiry = await startDailyJobs(
    {
      unpaidOrders: () =>
        expireUnpaidOrders(database.db, {
          ...unpaid,
          onStockBack: async () => {
            app.publicAnswers.invalidate();
            await notifyStockAlerts(database.db, config.siteUrl);
          },
        }),
      cardRefunds: () => settleAbandonedRefunds(database.db, unpaid),
    },
    app.log,
    ORDER_EXPIRY_EVERY_MS,
    { awaitFirstRun: false },
  );
  stopDailyJobs = async () => {
    await Promise.all([stopJobs(), stopAlerts(), stopExpiry()]);
  };
  databaseReady = true;
  const details = { driver: database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, ...result, attempts };
  const message = `database ready, api serving (ready in ${Date.now() - started} ms)`;
  // At the level of the failed attempts, so that whoever saw them sees the end of the wait.
  if (attempts > 1) app.log.warn(details, message);
  else app.log.info(details, message);
} catch (error) {
  // Asked to stop while waiting: shutdown() ends the process.
  if (!stopping) {
    app.log.fatal(
      { err: error },
      error instanceof ShopIdentityPlaceholderError
        ? "the shop's identity still holds placeholders, refused in production; stopping"
        : 'the database could not be prepared; stopping',
    );
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}
