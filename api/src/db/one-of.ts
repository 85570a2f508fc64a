import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A check constraint's `column IN (...)`, written from the contracts constant the column's type
 * comes from: a value added to the constant changes the check, and the next `db:generate` writes
 * its migration. The values are our own constants, never input; quoted as SQL string literals.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
