import { buildApp, REDACTED_PATHS } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createMailer } from './mail/mailer.js';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed.js';

const config = loadConfig();
const logger = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
const started = Date.now();

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = (await isCatalogueEmpty(database.db)) ? await seedCatalogue(database.db) : undefined;

const app = await buildApp({
  db: database.db,
  publicUrl: config.publicUrl,
  corsOrigins: config.corsOrigins,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  siteUrl: config.siteUrl,
  rateLimits: config.rateLimits,
  mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
  logger,
});
app.log.info(
  { driver: database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded },
  'database ready',
);
await app.listen({ port: config.port, host: config.host });
app.log.info(`api listening on ${config.publicUrl} (ready in ${Date.now() - started} ms)`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
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
