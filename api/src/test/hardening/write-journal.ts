import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Counted on purpose by refused requests (a wrong password is an attempt): every other table must
 * come out of a refusal exactly as it went in.
 */
const COUNTERS = new Set(['rate_limits']);

/** Every table of the schema, so that a table added by a later migration is watched too. */
export async function watchedTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !COUNTERS.has(name));
}

/**
 * The hardening suites' write detector: a row trigger on every watched table notes the table's name in a
 * journal (its own schema, outside the watched ones) on any insert, delete, truncate, or update
 * that changes the row. A write rolled back takes its note with it, as it takes the row. One
 * `takeWrites` per request instead of a count and md5 of every table, as before: those
 * were 14-17 ms a request, more than the request itself (10-12 ms), over 4,444 requests per driver.
 */
export async function installWriteJournal(db: Db, tables: readonly string[]): Promise<void> {
  await db.execute(sql`create schema if not exists test_journal`);
  await db.execute(sql`create table if not exists test_journal.writes (table_name text not null)`);
  await db.execute(
    sql.raw(`create or replace function test_journal.note_write() returns trigger language plpgsql as $$
      begin
        insert into test_journal.writes (table_name) values (tg_table_name);
        return null;
      end $$`),
  );
  for (const name of tables) {
    const table = sql.identifier(name);
    const trigger = (suffix: string) => sql.identifier(`test_journal_${suffix}_${name}`.slice(0, 63));
    await db.execute(
      sql`create or replace trigger ${trigger('rows')} after insert or delete on ${table} for each row execute function test_journal.note_write()`,
    );
    await db.execute(
      sql`create or replace trigger ${trigger('changes')} after update on ${table} for each row when (old.* is distinct from new.*) execute function test_journal.note_write()`,
    );
    await db.execute(
      sql`create or replace trigger ${trigger('truncate')} after truncate on ${table} for each statement execute function test_journal.note_write()`,
    );
  }
}

/** The tables written since the last call (see installWriteJournal), sorted; the journal is emptied. */
export async function takeWrites(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string }>(sql`delete from test_journal.writes returning table_name`);
  return [...new Set(rows.map((r) => r.table_name))].sort();
}
