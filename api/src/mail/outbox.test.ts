import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { openDatabase, type Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { markOrderPaid } from '../orders/paid.js';
import { openTestApp, SITE_URL, type TestApp } from '../test/app.js';
import { drivers, openTestDatabase, type Driver, type TestDatabase } from '../test/databases.js';
import { scratchPostgres } from '../test/hardening/server-process.js';
import { basketOf, makeProduct, post, readyBasket } from '../test/shop.js';
import type { Mailer, MailMessage } from './mailer.js';
import { createMailOutbox, MAIL_QUEUE, queueMail, type MailOutbox, type MailOutboxOptions } from './outbox.js';
import { queueDb } from './queue-db.js';

const fakeLog = () =>
  ({ info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() }) as unknown as FastifyBaseLogger &
    Record<'warn' | 'error', jest.Mock<void, [object, string]>>;

const mail = (to: string, subject = `Pour ${to}`): MailMessage => ({ to, subject, text: 'Bonjour.' });

/** A mailer that records what it sent, and when it was asked. */
function recordingMailer(fail: (attempt: number) => boolean = () => false) {
  const sent: MailMessage[] = [];
  const attempts: number[] = [];
  const mailer: Mailer = {
    async send(message) {
      attempts.push(Date.now());
      if (fail(attempts.length)) throw new Error('SMTP down');
      sent.push(message);
    },
  };
  return { mailer, sent, attempts };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const started = Date.now(); !(await condition());) {
    if (Date.now() - started > timeoutMs) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Quick enough for a test: a poll every 50 ms, a first retry after 1 to 2 s. */
const FAST: MailOutboxOptions = { pollMs: 50, retryDelaySeconds: 1, maintenanceMs: 200 };

describe.each(drivers)('the mail outbox on %s', (driver) => {
  let database: TestDatabase;
  const workers: MailOutbox[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.dispose());
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  async function startWorker(mailer: Mailer, options: MailOutboxOptions = {}, log = fakeLog()): Promise<MailOutbox> {
    const worker = createMailOutbox(database.db, mailer, log, { ...FAST, ...options });
    workers.push(worker);
    await worker.start();
    return worker;
  }

  const jobsTo = async (to: string) =>
    (
      await database.db.execute<{ state: string; retry_count: number; output: { message?: string } | null }>(
        sql`SELECT state, retry_count, output FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'to' = ${to}`,
      )
    ).rows;

  it('sends a mail queued by a committed transaction, never one whose transaction rolled back', async () => {
    const { mailer, sent } = recordingMailer();
    const worker = await startWorker(mailer, { pollMs: 60_000 });
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, mail('annule@example.fr'));
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    await database.db.transaction(async (tx) => {
      await queueMail(tx, mail('garde@example.fr'));
    });
    await worker.sendDue();
    expect(sent.map((m) => m.to)).toEqual(['garde@example.fr']);
    expect(await jobsTo('annule@example.fr')).toEqual([]);
    expect(await jobsTo('garde@example.fr')).toMatchObject([{ state: 'completed' }]);
  });

  it('tries a failing mail again, later each time, and sends it once when the server answers', async () => {
    const { mailer, sent, attempts } = recordingMailer((attempt) => attempt <= 2);
    const log = fakeLog();
    await startWorker(mailer, {}, log);
    await queueMail(database.db, mail('patience@example.fr'));
    await until(() => sent.length === 1);
    // One more look: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent.map((m) => m.to)).toEqual(['patience@example.fr']);
    expect(attempts).toHaveLength(3);
    // Back-off: 1 to 2 s before the second attempt, 2 to 4 s before the third.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1_900);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
    expect(await jobsTo('patience@example.fr')).toMatchObject([{ state: 'completed', retry_count: 2 }]);
  });

  it('keeps a mail that keeps failing in the queue, marked failed, and logs it as an error', async () => {
    const { mailer, sent, attempts } = recordingMailer(() => true);
    const log = fakeLog();
    await startWorker(mailer, { retryLimit: 1 }, log);
    await queueMail(database.db, mail('jamais@example.fr', 'Votre commande NSD-2026-000042'));
    await until(async () => (await jobsTo('jamais@example.fr'))[0]?.state === 'failed');
    expect(sent).toEqual([]);
    expect(attempts).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ subject: 'Votre commande NSD-2026-000042', attempt: 2 });
    expect(log.error.mock.calls[0][1]).toMatch(/kept as failed in pgboss\.job/);
    // Still there after the maintenance passes, with why it failed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobsTo('jamais@example.fr')).toMatchObject([{ state: 'failed', retry_count: 1, output: { message: 'SMTP down' } }]);
  });

  it('sends the mail a vanished worker had taken, once its lease has run out', async () => {
    const { mailer, sent } = recordingMailer();
    // The queue's lease applies to the mails queued after it is set.
    const worker = await startWorker(mailer, { leaseSeconds: 1, pollMs: 60_000 });
    await queueMail(database.db, mail('orphelin@example.fr'));
    // A worker takes it and dies before sending (kill -9): nothing tells the queue.
    const dead = new PgBoss({ db: queueDb(database.db), schedule: false, supervise: false, migrate: false });
    expect(await dead.fetch(MAIL_QUEUE)).toHaveLength(1);
    await worker.sendDue();
    expect(sent).toEqual([]);
    await worker.stop();
    await startWorker(mailer, { leaseSeconds: 1 });
    await until(() => sent.length === 1);
    expect(sent.map((m) => m.to)).toEqual(['orphelin@example.fr']);
  });
});

/** Two api processes' databases: two pools on one PostgreSQL database, or the one PGlite. */
async function twoReplicas(driver: Driver): Promise<{ databases: [Database, Database]; close: () => Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({});
    return { databases: [database, database], close: () => database.close() };
  }
  const scratch = await scratchPostgres('nougaterie_outbox');
  const databases = [await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url })] as [Database, Database];
  return {
    databases,
    close: async () => {
      await Promise.all(databases.map((d) => d.close()));
      await scratch.drop();
    },
  };
}

describe.each(drivers)('two mail outbox workers on one %s database', (driver) => {
  it('start together and send each mail once', async () => {
    const { databases, close } = await twoReplicas(driver);
    const sentBy: string[][] = [[], []];
    const workers = databases.map((database, index) =>
      createMailOutbox(
        database.db,
        {
          // Slow enough that both workers have mails in hand at once.
          send: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            sentBy[index].push(message.to);
          },
        },
        fakeLog(),
        FAST,
      ),
    );
    try {
      // Two replicas starting at the same moment both install the queue.
      await Promise.all(workers.map((worker) => worker.start()));
      const addresses = Array.from({ length: 60 }, (_, i) => `client${i}@example.fr`);
      for (let i = 0; i < addresses.length; i += 10) {
        await databases[i % 2].db.transaction(async (tx) => {
          for (const to of addresses.slice(i, i + 10)) await queueMail(tx, mail(to));
        });
      }
      await until(() => sentBy[0].length + sentBy[1].length >= addresses.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...sentBy[0], ...sentBy[1]].sort()).toEqual([...addresses].sort());
      expect(sentBy[0].length).toBeGreaterThan(0);
      expect(sentBy[1].length).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await close();
    }
  });
});

describe.each(drivers)('the payment mail on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  it('is queued with the payment: a payment rolled back mails nothing, a committed one mails once', async () => {
    const product = await makeProduct(t, { priceCents: 1500, stock: 5 });
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], { address: { email: 'payeur@example.fr' } });
    const order = basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' })).order!;
    const paymentMails = () => t.mails.filter((m) => m.to === 'payeur@example.fr' && m.subject.startsWith('Paiement reçu'));

    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await markOrderPaid(tx, order.id, SITE_URL, 'http://api.test')).not.toBeNull();
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    await t.app.mailOutbox.sendDue();
    expect(paymentMails()).toEqual([]);

    await t.database.db.transaction((tx) => markOrderPaid(tx, order.id, SITE_URL, 'http://api.test'));
    // Marked paid twice (a second click): one mail.
    await t.database.db.transaction((tx) => markOrderPaid(tx, order.id, SITE_URL, 'http://api.test'));
    await t.app.mailOutbox.sendDue();
    const [paid] = await t.database.db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, order.id));
    expect(paymentMails().map((m) => m.subject)).toEqual([`Paiement reçu ${paid.reference} – Nougaterie de Saint-Didier`]);
  });
});
