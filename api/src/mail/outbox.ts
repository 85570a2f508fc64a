import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import type { Mailer, MailMessage } from './mailer.js';
import { queueDb, transactionQueueDb } from './queue-db.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker that sends the mails of the outbox; started once the database is migrated. */
    mailOutbox: MailOutbox;
  }
}

/** The pg-boss queue (table pgboss.job, rows named so) that holds every mail the api sends. */
export const MAIL_QUEUE = 'mail';

export interface MailOutboxOptions {
  /** How long an idle worker waits before looking for mails again. */
  pollMs?: number;
  /** Attempts after the first before a mail is marked failed (and kept). */
  retryLimit?: number;
  /** Wait before the first new attempt, about doubled at each next one (with jitter). */
  retryDelaySeconds?: number;
  /** A send that has not ended after this counts as failed. */
  sendTimeoutMs?: number;
  /**
   * A mail taken by a worker that vanished (kill -9, a lost machine) is attempted again once this
   * has passed since it was taken: more than the send timeout, so a live worker never loses it.
   */
  leaseSeconds?: number;
  /** How often each worker puts back the mails of vanished workers and archives the sent ones. */
  maintenanceMs?: number;
}

/**
 * 13 attempts over 2½ to 4½ hours (the first retry after 2 to 4 s, then about doubled each time),
 * enough for a mail server being restarted or an expired password being replaced; then the mail is
 * kept as failed.
 */
export const DEFAULT_MAIL_OUTBOX: Required<MailOutboxOptions> = {
  pollMs: 2_000,
  retryLimit: 12,
  retryDelaySeconds: 2,
  sendTimeoutMs: 10_000,
  leaseSeconds: 30,
  maintenanceMs: 15_000,
};

/** A mail no worker took (all of them stopped) stays queued this long before pg-boss drops it. */
const KEEP_QUEUED_MINUTES = 365 * 24 * 60;
/** Failed mails are never archived (nor then deleted): they stay in pgboss.job, to be seen and retried. */
const KEEP_FAILED_SECONDS = 100 * 365 * 24 * 3600;
/** Taken by every replica that sets the queue up, so that they do it one after the other. */
const QUEUE_SETUP_LOCK = 0x6d61696c;

/** Sends no statement of its own: it only builds pg-boss's insert, run by the caller's transaction. */
const enqueuer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('a mail is queued through a transaction (queueMail)')),
  },
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * Puts the mail in the outbox as part of `tx`: it is sent if and only if `tx` commits, by whichever
 * replica's worker takes it first, after any crash. `tx` may be the plain database for a mail
 * caused by no other write.
 */
export async function queueMail(tx: Db, message: MailMessage): Promise<void> {
  const id = await enqueuer.send(MAIL_QUEUE, { ...message }, { db: transactionQueueDb(tx) });
  // pg-boss inserts nothing, silently, into a queue that does not exist.
  if (!id) throw new Error(`mail queue "${MAIL_QUEUE}" missing: the mail outbox was never started on this database`);
}

export interface MailOutbox {
  /**
   * Installs (or upgrades) pg-boss's schema and the mail queue, then starts the worker. Safe on
   * several replicas starting at once; may be called again after a failed attempt.
   */
  start(): Promise<void>;
  /** Stops taking mails; resolves once the mail being sent, if any, is sent or failed. */
  stop(): Promise<void>;
  /** Sends every mail due now, one after the other, and resolves once done (a no-op when stopped). */
  sendDue(): Promise<void>;
}

interface MailJob {
  id: string;
  data: MailMessage;
  retryCount: number;
  retryLimit: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  const timer = new AbortController();
  const late = sleep(ms, undefined, { signal: timer.signal }).then(() => {
    throw new Error(`no answer from the mail server within ${ms} ms`);
  });
  return Promise.race([work, late]).finally(() => timer.abort());
}

/** The worker of one api process. Several processes on one database send each mail once. */
export function createMailOutbox(db: Db, mailer: Mailer, log: FastifyBaseLogger, options: MailOutboxOptions = {}): MailOutbox {
  const settings = { ...DEFAULT_MAIL_OUTBOX, ...options };
  let boss: PgBoss | undefined;
  let loop: Promise<void> | undefined;
  let round: Promise<void> | undefined;
  let nap: AbortController | undefined;
  let stopping = false;
  let maintainedAt = 0;

  async function deliver(queue: PgBoss, job: MailJob): Promise<void> {
    const attempt = job.retryCount + 1;
    try {
      await withTimeout(mailer.send(job.data), settings.sendTimeoutMs);
    } catch (error) {
      const details = { err: error, mail: job.id, subject: job.data.subject, attempt };
      if (job.retryCount >= job.retryLimit) {
        log.error(details, `mail not sent after ${attempt} attempt${attempt > 1 ? 's' : ''}: kept as failed in pgboss.job (name '${MAIL_QUEUE}')`);
      } else {
        log.warn(details, 'mail not sent; it will be attempted again');
      }
      await queue.fail(MAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    await queue.complete(MAIL_QUEUE, job.id);
  }

  async function sendAll(queue: PgBoss): Promise<void> {
    // One mail at a time: a worker that dies holds at most one, put back after the lease.
    while (!stopping) {
      const [job] = await queue.fetch<MailMessage>(MAIL_QUEUE, { includeMetadata: true });
      if (!job) return;
      await deliver(queue, job);
    }
  }

  function sendRound(queue: PgBoss): Promise<void> {
    round ??= sendAll(queue)
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox: the database did not answer; trying again shortly'))
      .finally(() => (round = undefined));
    return round;
  }

  async function maintain(queue: PgBoss): Promise<void> {
    if (Date.now() - maintainedAt < settings.maintenanceMs) return;
    maintainedAt = Date.now();
    try {
      // Mails whose worker vanished go back to the queue; sent ones move to the archive.
      await queue.maintain();
    } catch (error) {
      log.error({ err: error }, 'mail outbox: maintenance failed; trying again shortly');
    }
  }

  async function run(queue: PgBoss): Promise<void> {
    while (!stopping) {
      await sendRound(queue);
      if (stopping) break;
      await maintain(queue);
      // Checked again right before the nap, with no wait in between: a stop() that came during the
      // round or the maintenance ends the loop here; one that comes later cuts the nap.
      if (stopping) break;
      nap = new AbortController();
      await sleep(settings.pollMs, undefined, { signal: nap.signal }).catch(() => undefined);
    }
  }

  return {
    async start() {
      if (boss) return;
      const queue = new PgBoss({
        db: queueDb(db),
        schedule: false,
        // Maintenance runs in this worker's loop, so that stopping waits for it.
        supervise: false,
        archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
      });
      queue.on('error', (error: unknown) => log.error({ err: error }, 'mail outbox: pg-boss error'));
      await queue.start();
      try {
        await setUpQueue(db, settings);
      } catch (error) {
        await queue.stop({ graceful: false });
        throw error;
      }
      boss = queue;
      stopping = false;
      loop = run(queue);
    },

    async stop() {
      if (!boss) return;
      stopping = true;
      nap?.abort();
      await loop;
      // A round asked for by sendDue while the loop napped.
      await round;
      await boss.stop({ graceful: false });
      boss = undefined;
    },

    async sendDue() {
      if (!boss || stopping) return;
      // A round already under way may have looked before the caller's mail was committed.
      await round;
      await sendRound(boss);
    },
  };
}

/**
 * Creates the mail queue, or gives it the current retry policy. The policy is copied into each mail
 * when it is queued, so a change applies to the mails queued after it.
 */
async function setUpQueue(db: Db, settings: Required<MailOutboxOptions>): Promise<void> {
  const policy = {
    name: MAIL_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.leaseSeconds,
    retentionMinutes: KEEP_QUEUED_MINUTES,
  };
  // pg-boss's create_queue run by two replicas at once deadlocks (each waits for the other's row
  // and table locks): they take their turn instead.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
    const setup = new PgBoss({ db: transactionQueueDb(tx), schedule: false, supervise: false, migrate: false });
    if (await setup.getQueue(MAIL_QUEUE)) await setup.updateQueue(MAIL_QUEUE, policy);
    else await setup.createQueue(MAIL_QUEUE, policy);
  });
}

/** The outbox of an app, stopped when the app closes (before its database is). */
export function registerMailOutbox(app: FastifyInstance, outbox: MailOutbox): void {
  app.decorate('mailOutbox', outbox);
  app.addHook('onClose', () => outbox.stop());
}
