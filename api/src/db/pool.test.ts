import net, { type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../http/errors.js';
import { openTestDatabase, type TestDatabase } from '../test/databases.js';
import { CONNECT_TIMEOUT_MS, openDatabase, POOL_WAIT_MS, STATEMENT_TIMEOUT_MS } from './client.js';

const describeWithPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** The pool's size (client.ts): every one of them busy makes the next checkout queue. */
const POOL_SIZE = 10;

describeWithPostgres('the PostgreSQL pool under a burst and with its server gone', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it('a checkout queued behind ten busy connections waits past the connect timeout and is served', async () => {
    // Longer than a connect may take, shorter than the statement may run and the pool may queue.
    const busyMs = CONNECT_TIMEOUT_MS + 500;
    expect(busyMs).toBeLessThan(Math.min(STATEMENT_TIMEOUT_MS, POOL_WAIT_MS));
    // A drizzle query runs when awaited: each is started here.
    const busy = Array.from({ length: POOL_SIZE }, async () => database.db.execute(sql`SELECT pg_sleep(${busyMs / 1000})`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const queued = await database.db.execute(sql`SELECT 1 AS one`);
    expect(queued.rows).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeGreaterThan(CONNECT_TIMEOUT_MS);
    await Promise.all(busy);
  });

  it('a server that does not answer is still known within the connect timeout, not the pool wait', async () => {
    // A listening socket that never answers PostgreSQL's handshake: 192.0.2.1 (TEST-NET) would
    // depend on the network; a port of our own that accepts and stays silent does not.
    const sockets: Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
    try {
      const started = Date.now();
      const error = await unreachable.db.execute(sql`SELECT 1`).then(
        () => null,
        (e: unknown) => e,
      );
      const waited = Date.now() - started;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(POOL_WAIT_MS);
    } finally {
      await unreachable.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
