import type { Settings } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { settings } from './db/schema.js';

export type SettingsRow = typeof settings.$inferSelect;

/** The first migration inserts the row, so its absence is a broken database, not user input. */
export async function loadSettings(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) throw new Error('The settings row is missing: were the migrations applied?');
  return row;
}

export function toSettings(row: SettingsRow): Settings {
  return {
    fidelite_from: fromCents(row.fideliteFromCents),
    franco_port: fromCents(row.francoPortCents),
    point_value: fromCents(row.pointValueCents),
    maintenance: row.maintenance,
  };
}
