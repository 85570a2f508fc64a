import { sql } from 'drizzle-orm';
import { drivers, openTestDatabase, type TestDatabase } from '../test/databases.js';

describe.each(drivers)('migrations on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('apply on an empty database, then again without effect', async () => {
    await database.migrate();
    await database.migrate();
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['categories', 'product_categories', 'products', 'settings']);
  });

  it('install unaccent and pg_trgm for the catalogue search', async () => {
    const result = await database.db.execute<{ plain: string; similar: boolean }>(
      sql`select unaccent('Gâteau crème brûlée') as plain, similarity('nougat noir', 'nougats noirs') > 0.3 as similar`,
    );
    expect(result.rows[0]).toEqual({ plain: 'Gateau creme brulee', similar: true });
  });

  it('insert the default settings row once', async () => {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from settings`);
    expect(result.rows[0].n).toBe(1);
  });

  it('reject a second settings row and a negative stock', async () => {
    await expect(
      database.db.execute(sql`insert into settings values (2, 1000, 9000, 10)`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into products (slug, name_fr, name_en, price_cents, vat_rate, weight_g, stock, image) values ('x', 'x', 'x', 100, 550, 1, -1, '/x.svg')`,
      ),
    ).rejects.toThrow();
  });
});
