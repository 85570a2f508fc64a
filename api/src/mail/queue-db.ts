import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';

interface Rows {
  rows: unknown[];
}

/**
 * pg-boss on the api's own connections, whichever the driver: the node-postgres pool (pg-boss's
 * statements count in its size and timeouts) or the embedded PGlite, a single connection that
 * pg-boss then shares with every request.
 */
export function queueDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteQueueDb(client);
  const pool = client as { query?: (text: string, values?: unknown[]) => Promise<Rows> } | undefined;
  if (typeof pool?.query !== 'function') throw new Error('the mail outbox needs a node-postgres or PGlite database');
  // The pool's own query() destroys a connection whose statement failed instead of reusing it:
  // pg-boss's schema scripts run BEGIN … COMMIT in one string, and one that fails halfway (two
  // replicas creating it at once) would otherwise hand back a connection stuck in that transaction.
  return { executeSql: (text, values) => pool.query!(text, values) };
}

function pgliteQueueDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Without values, pg-boss may send several statements in one string (its schema, its
      // maintenance: BEGIN … COMMIT), which only the simple protocol runs. Run inside a transaction
      // of PGlite's own, a script that fails halfway is rolled back before any other statement of
      // the api may run on the single connection, instead of leaving it in an aborted transaction.
      // (The script's own BEGIN and COMMIT then only warn.) The answer is the last statement's.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * pg-boss's statement (`$1`, `$2`… placeholders) as a drizzle query, to run through `tx`: a job
 * sent with this adapter is written by the caller's transaction, committed or rolled back with it.
 * Each placeholder becomes a parameter of its own, as drizzle numbers them in order of appearance.
 */
export function transactionQueueDb(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute<Record<string, unknown>>(statement(text, values));
      return { rows: result.rows };
    },
  };
}

export function statement(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const placeholder of text.matchAll(/\$(\d+)/g)) {
    const index = Number(placeholder[1]) - 1;
    if (index >= values.length) throw new Error(`no value for ${placeholder[0]}`);
    chunks.push(sql.raw(text.slice(from, placeholder.index)), sql`${sql.param(values[index] ?? null)}`);
    from = placeholder.index + placeholder[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}
