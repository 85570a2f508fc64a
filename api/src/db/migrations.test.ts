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
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'access_tokens',
      'basket_lines',
      'baskets',
      'categories',
      'contact_messages',
      'discount_codes',
      'discount_redemptions',
      'favourites',
      'order_lines',
      'orders',
      'payments',
      'points_ledger',
      'pro_requests',
      'product_categories',
      'products',
      'rate_limits',
      'reset_tokens',
      'settings',
      'shipping_methods',
      'shipping_rates',
      'stock_alerts',
      'tour_bookings',
      'tour_slots',
      'tours',
      'users',
    ]);
  });

  it('install unaccent and pg_trgm for the catalogue search', async () => {
    const result = await database.db.execute<{ plain: string; similar: boolean }>(
      sql`select unaccent('Gâteau crème brûlée') as plain, similarity('nougat noir', 'nougats noirs') > 0.3 as similar`,
    );
    expect(result.rows[0]).toEqual({ plain: 'Gateau creme brulee', similar: true });
  });

  it('give the search an accent-free, case-free text and vector that its indexes serve', async () => {
    const result = await database.db.execute<{ plain: string; vector: string }>(
      sql`select search_normalize('Gâteau CRÈME') as plain, product_search_vector('Nougat noir', 'Miel')::text as vector`,
    );
    expect(result.rows[0]).toEqual({ plain: 'gateau creme', vector: "'miel':3B 'noir':2A 'nougat':1A" });
    // The planner must be able to answer the search's own expressions from the indexes.
    const plans = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const text = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from products where product_search_vector(name_fr, description_fr) @@ to_tsquery('simple', 'noug:*')`,
      );
      const trigram = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from products where 'nugat' <% search_normalize(name_en)`,
      );
      return [text, trigram].map((plan) => plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    });
    expect(plans[0]).toMatch(/products_search_fr_idx/);
    expect(plans[1]).toMatch(/products_name_en_trgm_idx/);
  });

  it('refuse a second account for an e-mail and a second stock alert for a product and e-mail, whatever the case', async () => {
    await database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('a@b.fr', 'h', 'A', 'B')`);
    await expect(
      database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('a@b.fr', 'h', 'A', 'B')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('C@b.fr', 'h', 'A', 'B')`),
    ).rejects.toThrow();
    await database.db.execute(
      sql`insert into products (slug, name_fr, name_en, price_cents, vat_rate, weight_g, image) values ('p', 'p', 'p', 100, 550, 1, '/p.svg')`,
    );
    await database.db.execute(sql`insert into stock_alerts (product_id, email, lang) select id, 'a@b.fr', 'fr' from products where slug = 'p'`);
    await expect(
      database.db.execute(sql`insert into stock_alerts (product_id, email, lang) select id, 'A@B.fr', 'fr' from products where slug = 'p'`),
    ).rejects.toThrow();
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
