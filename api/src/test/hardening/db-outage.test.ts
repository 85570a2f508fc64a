import { apiErrorSchema } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, HANDLER_TIMEOUT_MS } from '../../app.js';
import { CONNECT_TIMEOUT_MS, openDatabase, type Database } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { seedCatalogue } from '../../seed/seed.js';
import { LOOSE_RATE_LIMITS, PUBLIC_URL } from '../app.js';
import { recordFigures } from './figures.js';
import { scratchPostgres } from './server-process.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** Well beyond the connect timeout, far below what a shopper would wait for. */
const ANSWER_WITHIN_MS = CONNECT_TIMEOUT_MS + 2_000;

/**
 * The api reaches PostgreSQL through a relay the test cuts and restores: while the database is
 * gone every call answers 503 with a sentence in the shopper's language, quickly, and once it is
 * back the api serves again by itself, without a restart.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('the api while PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let productId: number;
  const figures = { outages: 0, outage_requests: 0, answered_503: 0, slowest_503_ms: 0, recovered_after_ms: 0, slowest_frozen_ms: 0 };

  beforeAll(async () => {
    const scratch = await scratchPostgres('nougaterie_outage');
    drop = scratch.drop;
    const direct = await openDatabase({ databaseUrl: scratch.url });
    await direct.migrate();
    await seedCatalogue(direct.db);
    [{ id: productId }] = await direct.db.select({ id: products.id }).from(products).limit(1);
    await direct.close();

    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(scratch.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: relayed.toString() });
    app = await buildApp({
      db: database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: LOOSE_RATE_LIMITS,
      // The catalogue calls would otherwise keep answering from memory for up to a second into an
      // outage: this file checks what the database path answers.
      publicAnswers: { ttlMs: 0 },
    });
    await app.ready();
  });
  afterAll(async () => {
    recordFigures('outage', 'postgres', figures);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  const calls = () =>
    [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/shop/mea' },
      { method: 'GET', url: '/api/shop/product/nougat-noir-croquant' },
      { method: 'POST', url: '/api/shop/search', payload: { search: 'nougat' } },
      { method: 'POST', url: '/api/basket/product-add', payload: { item_id: productId, qty: 1 } },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'qui@example.fr', password: 'un-mot-de-passe' } },
      { method: 'GET', url: '/api/auth/user-profile', headers: { authorization: `Bearer ${'A'.repeat(43)}` } },
    ] as const;

  async function expectUnavailable(lang: 'fr' | 'en') {
    const answers = await Promise.all(
      calls().map(async (c) => {
        const started = Date.now();
        const response = await app.inject({ ...c, headers: { ...('headers' in c ? c.headers : {}), 'accept-language': lang } });
        return { call: `${c.method} ${c.url}`, response, ms: Date.now() - started };
      }),
    );
    for (const { call, response, ms } of answers) {
      figures.outage_requests += 1;
      expect({ call, status: response.statusCode }).toEqual({ call, status: 503 });
      figures.answered_503 += 1;
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('DB_UNAVAILABLE');
      expect(body.message).toBe(
        lang === 'fr'
          ? 'La base de données est momentanément indisponible. Réessayez dans quelques instants.'
          : 'The database is temporarily unavailable. Please try again in a moment.',
      );
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      figures.slowest_503_ms = Math.max(figures.slowest_503_ms, ms);
    }
  }

  async function expectServing() {
    const started = Date.now();
    let health = await app.inject({ method: 'GET', url: '/api/health' });
    // The pool may still hold a connection cut by the outage: the next one is fresh.
    while (health.statusCode !== 200 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
    figures.recovered_after_ms = Math.max(figures.recovered_after_ms, Date.now() - started);
    for (const c of calls().slice(1, 5)) expect({ call: c.url, status: (await app.inject(c)).statusCode }).toEqual({ call: c.url, status: 200 });
  }

  it('serves through the relay while the database is up', expectServing);

  it('answers 503 with a translated message, quickly, when the database server is gone', async () => {
    await proxy.down();
    figures.outages += 1;
    await expectUnavailable('fr');
    await expectUnavailable('en');
  });

  it('serves again by itself once the database is back, without a restart', async () => {
    await proxy.up();
    await expectServing();
  });

  it('answers 503 within the connect timeout when the network swallows packets, and recovers', async () => {
    await proxy.silent();
    figures.outages += 1;
    await expectUnavailable('en');
    await proxy.up();
    await expectServing();
  });

  it('answers every call within seconds when the pooled connections freeze mid-conversation, and recovers', async () => {
    await expectServing();
    await proxy.freeze();
    figures.outages += 1;
    const many = [...calls(), ...calls()].slice(0, 13);
    const answers = await Promise.all(
      many.map(async (c) => {
        const started = Date.now();
        const response = await app.inject(c);
        return { call: `${c.method} ${c.url}`, status: response.statusCode, code: response.json<{ code?: string }>().code, ms: Date.now() - started };
      }),
    );
    for (const answer of answers) {
      expect({ call: answer.call, status: answer.status }).toEqual({ call: answer.call, status: 503 });
      expect(['DB_UNAVAILABLE', 'REQUEST_TIMEOUT']).toContain(answer.code);
      expect(answer.ms).toBeLessThan(HANDLER_TIMEOUT_MS + 1_000);
    }
    figures.slowest_frozen_ms = Math.max(...answers.map((a) => a.ms));
    await proxy.up();
    await expectServing();
  });

  it('keeps serving after outages in a row (no connection leaked from the pool)', async () => {
    for (let round = 0; round < 3; round++) {
      await proxy.down();
      figures.outages += 1;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      await proxy.up();
      await expectServing();
    }
  });
});
