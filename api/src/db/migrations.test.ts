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
      'audit_log',
      'basket_lines',
      'baskets',
      'categories',
      'contact_messages',
      'discount_codes',
      'discount_redemptions',
      'favourites',
      'hosted_sessions',
      'inbox_answers',
      'invoice_counters',
      'invoices',
      'order_events',
      'order_lines',
      'orders',
      'payment_events',
      'payments',
      'points_ledger',
      'pro_requests',
      'product_categories',
      'product_food_info',
      'product_photos',
      'product_slug_redirects',
      'products',
      'rate_limits',
      'refunds',
      'reset_tokens',
      'saved_addresses',
      'settings',
      'shipping_methods',
      'shipping_rates',
      'shop_closures',
      'shop_hours',
      'shop_identity',
      'staff',
      'staff_recovery_codes',
      'staff_sessions',
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
    // Every product carries them, generated from its name and description, in both languages.
    const stored = await database.db.execute<{ id: number; same: boolean }>(sql`
      insert into products (slug, name_fr, name_en, description_fr, description_en, price_cents, vat_rate, weight_g, image)
      values ('gateau-creme', 'Gâteau CRÈME', 'Crème cake', 'Miel', 'Honey', 100, 550, 10, '/x.svg')
      returning id, (search_name_fr = 'gateau creme' and search_name_en = 'creme cake'
        and search_vector_fr = product_search_vector(name_fr, description_fr)
        and search_vector_en = product_search_vector(name_en, description_en)) as same`);
    expect(stored.rows[0].same).toBe(true);
    await database.db.execute(sql`update products set name_fr = 'Nougat noir' where id = ${stored.rows[0].id}`);
    const renamed = await database.db.execute<{ name: string; vector: string }>(
      sql`select search_name_fr as name, search_vector_fr::text as vector from products where id = ${stored.rows[0].id}`,
    );
    expect(renamed.rows[0]).toEqual({ name: 'nougat noir', vector: "'miel':3B 'noir':2A 'nougat':1A" });
    await database.db.execute(sql`delete from products where id = ${stored.rows[0].id}`);
    // The planner must be able to answer the search's own expressions from the indexes.
    const plans = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const text = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from products p where p.search_vector_fr @@ to_tsquery('simple', 'noug:*')`,
      );
      const trigram = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain select id from products p where 'nugat' <% p.search_name_en`);
      return [text, trigram].map((plan) => plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    });
    expect(plans[0]).toMatch(/products_search_vector_fr_idx/);
    expect(plans[1]).toMatch(/products_search_name_en_trgm_idx/);
  });

  it('refuse a second account for an e-mail and a second stock alert for a product and e-mail, whatever the case', async () => {
    await database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('a@b.fr', 'h', 'A', 'B')`);
    await expect(database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('a@b.fr', 'h', 'A', 'B')`)).rejects.toThrow();
    await expect(database.db.execute(sql`insert into users (email, password_hash, firstname, lastname) values ('C@b.fr', 'h', 'A', 'B')`)).rejects.toThrow();
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
    await expect(database.db.execute(sql`insert into settings values (2, 1000, 9000, 10)`)).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into products (slug, name_fr, name_en, price_cents, vat_rate, weight_g, stock, image) values ('x', 'x', 'x', 100, 550, 1, -1, '/x.svg')`,
      ),
    ).rejects.toThrow();
  });

  it('keep one shop identity and one hours row, and closures in date order', async () => {
    await database.db.execute(sql`insert into shop_identity (id, firm) values (1, '{"name":"N"}')`);
    await expect(database.db.execute(sql`insert into shop_identity (id, firm) values (2, '{"name":"N"}')`)).rejects.toThrow();
    await expect(database.db.execute(sql`insert into shop_hours (id, seasons) values (1, '{}')`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into shop_closures (starts_on, ends_on, reason_fr) values ('2026-12-26', '2026-12-25', 'Noël')`),
    ).rejects.toThrow();
    await database.db.execute(sql`delete from shop_identity`);
  });
});
