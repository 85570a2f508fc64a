import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

/** Raw `execute` results: node-postgres and PGlite both answer with a `rows` array. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}

/** What every query module takes: both drivers speak the same PostgreSQL dialect. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL files of api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /**
   * Migrates, then runs `work` (the seed, the mail queue's schema), one replica at a time: a
   * replica starting beside another finds the work done instead of doing it at the same moment.
   */
  prepare<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; when absent PGlite keeps everything in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** PostgreSQL answers a connection in milliseconds on a working network; beyond this it is down. */
export const CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long a call waits for one of the pool's connections while all are in use: a burst of
 * checkouts queues behind the pool's ten. It used to be the connect timeout (pg-pool has one bound
 * for both), and on a busy 2-core machine 60 checkouts at once (CI, payment/concurrency.test.ts)
 * had 8 to 49 of them refused 503 after 3 s in the queue with the server up and answering. Below
 * the call's own limit (HANDLER_TIMEOUT_MS, 9 s), so the call still answers.
 */
export const POOL_WAIT_MS = 6_000;
/**
 * The server cancels a statement running longer than this (57014, answered 503): the api's
 * statements take milliseconds, and a lock held this long means something is stuck.
 */
export const STATEMENT_TIMEOUT_MS = 4_000;
/**
 * The client gives up on an answer after this, for a server or network that went silent (packets
 * dropped: no reset ever arrives). A little above the statement timeout, so that a slow statement
 * ends with the server's clean cancel first, and the connection stays usable.
 */
export const QUERY_TIMEOUT_MS = 5_000;
/** A transaction left open this long by a vanished client is ended by the server, its locks freed. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** TCP keep-alive probes start after this much silence on a connection. */
export const KEEPALIVE_DELAY_MS = 10_000;

/** The key of the advisory lock api replicas take to prepare the database: any number no other lock uses. */
const START_LOCK = 0x6e6f7567;

type Client = pg.PoolClient & { connection?: { stream?: { destroy(): void } } };

/**
 * A client whose connection failed must neither crash the process nor go back to the pool.
 *
 * node-postgres emits 'error' on a client whose connection drops; the pool listens only while the
 * client is idle in it, so a client checked out for a transaction (between two statements, say)
 * had no listener and the process exited. Every client now listens for its whole life, and one
 * that failed, or whose answer never came (QUERY_TIMEOUT_MS), is destroyed: its socket closed at
 * once, so the statements queued behind the lost one (the transaction's ROLLBACK) fail at once
 * instead of each waiting for its own timeout, and release() removes it from the pool (drizzle
 * releases without naming the error).
 */
function guardClient(client: Client): void {
  const breakConnection = () => {
    broken.add(client);
    client.connection?.stream?.destroy();
  };
  client.on('error', () => broken.add(client));
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).catch((error: unknown) => {
        if (error instanceof Error && /query read timeout/i.test(error.message)) breakConnection();
        else if (isConnectionLost(error)) broken.add(client);
      });
    }
    return result;
  };
}
const broken = new WeakSet<pg.PoolClient>();

/**
 * pg-pool bounds the wait for a free connection and the connect to the server with one setting
 * (connectionTimeoutMillis): the pool gets POOL_WAIT_MS, and each new connection its own
 * CONNECT_TIMEOUT_MS (pg.Client's), so a server that is down is still known within 3 s.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** A pool whose checked-out clients go back only when sound (see guardClient). */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own query(), which releases with the error it got.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => release(err ?? (broken.has(client) || undefined));
      return client;
    });
  }
}

/** The connection itself is gone (as opposed to a statement refused): the client cannot be reused. */
function isConnectionLost(error: unknown): boolean {
  const err = error as { code?: unknown; message?: unknown };
  const code = typeof err?.code === 'string' ? err.code : '';
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  return typeof err?.message === 'string' && /connection terminated|not queryable|ECONNRESET|EPIPE/i.test(err.message);
}

function openPostgres(connectionString: string): Database {
  // A database that cannot be reached, or stops answering, answers 503 within seconds instead of
  // holding the shopper: every wait on it is bounded (connect, statement, answer, idle
  // transaction), and TCP keep-alive notices a connection whose peer vanished.
  const pool = new GuardedPool({
    connectionString,
    Client: BoundedConnectClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    max: 10,
  });
  // An idle client losing its server must not crash the process: the next query fails and
  // the error handler answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => guardClient(client as Client));
  const db = drizzlePg(pool, { schema });
  // Replicas starting together would each create drizzle's journal and apply the same files, and
  // all but one crash: they take turns, the later ones finding nothing left to do. The same turn
  // covers what the caller does next (the seed, pg-boss's schema script: run by two replicas at
  // once, the second failed even under pg-boss's own lock, its `CREATE SCHEMA IF NOT EXISTS`
  // answered from a catalogue cache filled before the first committed: 23505 on pg_namespace).
  // The lock is held on a connection of its own, outside the pool's timeouts: waiting for another
  // replica's start is not a stuck statement.
  async function prepare<T>(work: () => Promise<T>): Promise<T> {
    const lock = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    lock.on('error', () => undefined);
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
      await migratePg(db, { migrationsFolder });
      return await work();
    } finally {
      // Closing this session frees the lock, even when a migration failed halfway.
      await lock.end().catch(() => undefined);
    }
  }
  return {
    db: db,
    driver: 'postgres',
    migrate: () => prepare(() => Promise.resolve()),
    prepare,
    close: () => pool.end(),
  };
}

/** The extensions the migrations create (search: accents aside, by trigrams). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }));
}

/** The api's view of a PGlite the caller made (tests start one from a dumped data folder). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process on its own data: nobody to take turns with.
    prepare: async (work) => {
      await migratePglite(db, { migrationsFolder });
      return work();
    },
    close: () => client.close(),
  };
}
