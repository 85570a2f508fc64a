import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createMailOutbox } from '../mail/outbox.js';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../test/databases.js';
import { openDatabase, type Database } from './client.js';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

const describeWithPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeWithPostgres('two replicas preparing one PostgreSQL database at once', () => {
  let first: TestDatabase;
  let second: Database;

  beforeEach(async () => {
    first = await openTestDatabase('postgres');
    second = await openDatabase({ databaseUrl: testDatabaseUrl() });
  });

  afterEach(async () => {
    await second.close();
    await first.dispose();
  });

  it('take turns: the second starts its work once the first has finished', async () => {
    const spans: { start: number; end: number }[] = [];
    const work = async () => {
      const start = Date.now();
      await sleep(300);
      spans.push({ start, end: Date.now() });
    };
    await Promise.all([first.prepare(work), second.prepare(work)]);
    const [earlier, later] = spans.sort((a, b) => a.start - b.start);
    expect(later.start).toBeGreaterThanOrEqual(earlier.end);
  });

  it('each set up the mail outbox (pg-boss schema and queue) without failing, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      await first.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
      const outboxes = [first, second].map((database) => createMailOutbox(database.db, { send: () => Promise.resolve() }, quietLog));
      try {
        await Promise.all([first.prepare(() => outboxes[0].start()), second.prepare(() => outboxes[1].start())]);
      } finally {
        await Promise.all(outboxes.map((outbox) => outbox.stop()));
      }
    }
    const queues = await first.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue`);
    expect(queues.rows.map((row) => row.name)).toEqual(['mail']);
  });
});
