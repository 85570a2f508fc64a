import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

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
