import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client.js';
import { seedCatalogue } from '../seed/seed.js';
import { seedToursData } from '../tours/seed.js';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; the real server too when DATABASE_URL names one. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Tests own this database on the server and nothing else: `test` itself is never touched. Named
 * after the process, so two runs sharing a server (two clones, CI and a developer) never drop each
 * other's database mid-test.
 */
const TEST_DATABASE = `nougaterie_test_${process.pid}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  /** Closes the connection and removes whatever the test created. */
  dispose(): Promise<void>;
}

/** The server's database of this test process: a second connection to it is another replica. */
export function testDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${TEST_DATABASE}`;
  return url.toString();
}

/** An empty database for one test file: in-memory PGlite, or a fresh nougaterie_test. */
export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({});
    return { ...database, dispose: () => database.close() };
  }
  await onServer(`DROP DATABASE IF EXISTS ${TEST_DATABASE} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${TEST_DATABASE}`);
  const database = await openDatabase({ databaseUrl: testDatabaseUrl() });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${TEST_DATABASE} WITH (FORCE)`);
    },
  };
}

/**
 * A migrated and seeded database for one test file, as `npm start` leaves it.
 *
 * A fresh PGlite runs initdb in WebAssembly (3 to 6 s on a busy 2-core machine), then the
 * migrations and the seed (1 s): some 60 files × that was minutes of every run. The first file
 * of each test process builds it once and dumps PGlite's data folder; the others start from that
 * dump in under a second. On the server, a fresh database migrated and seeded takes half a second.
 */
export async function openSeededTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'postgres') {
    const database = await openTestDatabase(driver);
    await migrateAndSeed(database);
    return database;
  }
  const image = seededImage();
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(image ? { loadDataDir: new Blob([image]) } : {}) });
  const database = pgliteDatabase(client);
  if (!image) {
    await migrateAndSeed(database);
    saveSeededImage(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  }
  return { ...database, dispose: () => database.close() };
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedCatalogue(database.db);
  await seedToursData(database.db);
}

/**
 * The dump of this test process (a jest worker runs many files; each file has its own modules,
 * so the dump lives on disk). Named after the process and its start: never another run's, whose
 * migrations or seed may differ. Seeded tour slots start from the day the dump was made.
 */
const IMAGE_PREFIX = 'nougaterie-test-pglite-';
const imageFile = () => path.join(os.tmpdir(), `${IMAGE_PREFIX}${process.pid}-${Math.round(performance.timeOrigin)}.tar`);

function seededImage(): Buffer | undefined {
  try {
    return readFileSync(imageFile());
  } catch {
    return undefined;
  }
}

function saveSeededImage(image: Buffer): void {
  const file = imageFile();
  writeFileSync(`${file}.part`, image);
  renameSync(`${file}.part`, file);
  // The dumps of test processes that have ended (40 MB each) go.
  for (const name of readdirSync(os.tmpdir())) {
    const pid = name.startsWith(IMAGE_PREFIX) ? Number.parseInt(name.slice(IMAGE_PREFIX.length), 10) : 0;
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
