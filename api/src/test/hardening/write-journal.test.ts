import { sql } from 'drizzle-orm';
import { drivers, openSeededTestDatabase, type TestDatabase } from '../databases.js';
import { installWriteJournal, takeWrites, watchedTables } from './write-journal.js';

/**
 * The fuzzers hold every refused request to "writes nothing" with this journal: it must see each
 * kind of write, and only writes that stay.
 */
describe.each(drivers)('the fuzzers’ write journal on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSeededTestDatabase(driver);
    await installWriteJournal(database.db, await watchedTables(database.db));
  });
  afterAll(() => database?.dispose());

  const run = (statement: string) => database.db.execute(sql.raw(statement));

  it('notes inserts, changing updates and deletes, by table', async () => {
    await takeWrites(database.db);
    await run(`insert into pro_requests (company, siret, contact_name, email, phone, activity, lang)
               values ('Gîte du Ventoux', '73282932000074', 'Rose Aubanel', 'rose@example.fr', '0490660000', 'gîte', 'fr')`);
    expect(await takeWrites(database.db)).toEqual(['pro_requests']);
    await run(`update settings set franco_port_cents = franco_port_cents + 1`);
    expect(await takeWrites(database.db)).toEqual(['settings']);
    await run(`delete from pro_requests where email = 'rose@example.fr'`);
    await run(`update settings set franco_port_cents = franco_port_cents - 1`);
    expect(await takeWrites(database.db)).toEqual(['pro_requests', 'settings']);
    expect(await takeWrites(database.db)).toEqual([]);
  });

  it('ignores an update that changes nothing, a rolled-back write and the counted tables', async () => {
    await takeWrites(database.db);
    await run(`update settings set franco_port_cents = franco_port_cents`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update settings set maintenance = not maintenance`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await run(`delete from rate_limits`);
    expect(await takeWrites(database.db)).toEqual([]);
  });
});
