import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema, meaResponseSchema } from '@nougaterie/contracts';
import { freePort, scratchPostgres, startServer, type ServerProcess } from './server-process.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const UNAVAILABLE = {
  fr: 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
  en: 'The database is temporarily unavailable. Please try again in a moment.',
};

/** Polls `check` every 200 ms until it holds or `withinMs` has passed. */
async function eventually(check: () => Promise<boolean> | boolean, withinMs: number, what: () => string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The real server process started while PostgreSQL cannot be reached (its relay's port is closed):
 * it listens anyway, answers 503 with the usual translated body and logs each attempt, then, once
 * the relay opens, migrates and seeds the empty database and serves, without a restart.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('the api started while PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let relayedUrl: string;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-db-start-'));

  beforeAll(async () => {
    // Never migrated: the api must do it once the database is there.
    const database = await scratchPostgres('nougaterie_start');
    drop = database.drop;
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.down();
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    relayedUrl = relayed.toString();
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await drop?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (url: string, lang = 'fr') => fetch(`${server!.url}${url}`, { headers: { 'accept-language': lang } });

  it('listens, answers 503 in the caller’s language and retries, logging each attempt', async () => {
    server = await startServer({ DATABASE_URL: relayedUrl, OUTBOX_DIR: path.join(scratch, 'outbox') }, await freePort(), {
      until: 'listening',
    });
    for (const lang of ['fr', 'en'] as const) {
      for (const call of [
        () => get('/api/health', lang),
        () => get('/api/shop/mea', lang),
        () =>
          fetch(`${server!.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': lang },
            body: JSON.stringify({ email: 'qui@example.fr', password: 'un-mot-de-passe' }),
          }),
      ]) {
        const response = await call();
        expect(response.status).toBe(503);
        expect(apiErrorSchema.parse(await response.json())).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'DB_UNAVAILABLE',
          message: UNAVAILABLE[lang],
        });
      }
    }
    // Attempts 1 and 2 come within a second and a half of the start.
    await eventually(
      () => /attempt 2: .*ECONNREFUSED/.test(server!.output()),
      10_000,
      () => server!.output(),
    );
    expect(server.output()).toMatch(/database unreachable at start \(attempt 1: .*ECONNREFUSED.*\).*next attempt in 500 ms/);
    expect(server.child.exitCode).toBeNull();
  });

  it('migrates, seeds and serves once the database can be reached', async () => {
    await proxy.up();
    // The next attempt comes at most 15 s after the last one.
    await eventually(
      async () => (await get('/api/health')).status === 200,
      30_000,
      () => server!.output(),
    );
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
    const mea = await get('/api/shop/mea');
    expect(mea.status).toBe(200);
    expect(meaResponseSchema.parse(await mea.json()).meaProducts.length).toBeGreaterThan(0);
    expect(server!.output()).toMatch(/database ready, api serving/);
    expect(server!.child.exitCode).toBeNull();
  });

  it('stops at once and cleanly when asked to while still waiting for the database', async () => {
    await proxy.down();
    const waiting = await startServer({ DATABASE_URL: relayedUrl, OUTBOX_DIR: path.join(scratch, 'outbox') }, await freePort(), {
      until: 'listening',
    });
    await eventually(
      () => /attempt 1/.test(waiting.output()),
      10_000,
      () => waiting.output(),
    );
    const asked = Date.now();
    await waiting.stop();
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(waiting.child.exitCode).toBe(0);
  });
});
