import { buildApp, REDACTED_PATHS } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createMailer } from './mail/mailer.js';
import { dailyJobs, startDailyJobs } from './jobs/daily.js';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed.js';
import { areToursEmpty, seedToursData } from './tours/seed.js';

const config = loadConfig();
const logger = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
const started = Date.now();

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = (await isCatalogueEmpty(database.db)) ? await seedCatalogue(database.db) : undefined;
const toursSeeded = (await areToursEmpty(database.db)) ? await seedToursData(database.db) : undefined;

const app = await buildApp({
  db: database.db,
  publicUrl: config.publicUrl,
  corsOrigins: config.corsOrigins,
  widgetOrigins: config.widgetOrigins,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  siteUrl: config.siteUrl,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
  logger,
});
app.log.info(
  { driver: database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded, toursSeeded },
  'database ready',
);
const stopDailyJobs = await startDailyJobs(dailyJobs(database.db), app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(`api listening on ${config.publicUrl} (ready in ${Date.now() - started} ms)`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  stopDailyJobs();
  try {
    await app.close();
    // PGlite writes its data folder on close: skipping this can lose the last writes.
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
