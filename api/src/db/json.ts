import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of `table` as a JSON object keyed like drizzle's rows, for rows read inside another
 * query. Only for tables whose columns survive JSON unchanged (text, integers, booleans).
 */
export function jsonRow(table: PgTable, alias: string): SQL {
  const fields = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (!['string', 'number', 'boolean'].includes(column.dataType)) {
      throw new Error(`jsonRow: ${column.name} (${column.dataType}) would not come back from JSON as it went`);
    }
    return sql`${sql.raw(`'${key}'`)}, ${sql.raw(`${alias}."${column.name}"`)}`;
  });
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** The drivers hand json back parsed; a string is parsed here all the same. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
