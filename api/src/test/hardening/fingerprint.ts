import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Counted on purpose by refused requests (a wrong password is an attempt): every other table must
 * come out of a refusal exactly as it went in.
 */
const COUNTERS = new Set(['rate_limits']);

export type Fingerprint = Record<string, string>;

/** Every table of the schema, so that a table added by a later migration is watched too. */
export async function watchedTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !COUNTERS.has(name));
}

/** Row count and checksum of each table's whole content, in one round trip. */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum from ${sql.identifier(name)} x`,
  );
  const { rows } = await db.execute<{ name: string; sum: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose content differs, for a failure message that says where the write went. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
