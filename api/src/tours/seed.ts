import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seedTours } from './data.js';
import { tours } from './schema.js';

export async function areToursEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: tours.id }).from(tours).limit(1);
  return rows.length === 0;
}

/** Writes the reference tours, matched by slug: running it again refreshes their texts, prices and timetables. */
export async function seedToursData(db: Db): Promise<number> {
  const rows = seedTours.map((tour, position) => ({ ...tour, position, active: true }));
  const refreshed = Object.fromEntries(
    Object.keys(rows[0])
      .filter((key) => key !== 'slug')
      .map((key) => [key, sql.raw(`excluded."${tours[key as keyof typeof tours.$inferInsert].name}"`)]),
  );
  const written = await db.insert(tours).values(rows).onConflictDoUpdate({ target: tours.slug, set: refreshed }).returning({ id: tours.id });
  return written.length;
}
