import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linesVat } from '@nougaterie/contracts/rules';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths.js';
import { drivers, openTestDatabase, type TestDatabase } from '../test/databases.js';
import { baskets, orders } from './schema.js';

/** The migrations folder as it was before 0014: same files, the journal cut after 0013 (0015 fixes 0014's shares). */
function foldersBeforeVat(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nougaterie-drizzle-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 14) }));
  return folder;
}

describe.each(drivers)('migrations 0014 and 0015 (VAT by the book) on an existing database, %s', (driver) => {
  let database: TestDatabase;
  let before: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    before = foldersBeforeVat();
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(before, { recursive: true, force: true });
  });

  it('corrects the seeded rates and back-fills older order lines from them, sharing each rate’s VAT', async () => {
    const migrateWith = (folder: string) =>
      driver === 'pglite' ? migratePglite(database.db as never, { migrationsFolder: folder }) : migratePg(database.db as never, { migrationsFolder: folder });
    await migrateWith(before);
    const db = database.db;
    // As the old seed had them: nougats at 5.5 %; a honey wrongly at 20 %; a product of the shop's own.
    // In SQL: the table as 0013 left it, without the columns later migrations add (drizzle names them all).
    const product = async (slug: string, priceCents: number, vatRate: number) =>
      Number(
        (
          await db.execute<{ id: number }>(
            sql`INSERT INTO products (slug, name_fr, name_en, price_cents, vat_rate, weight_g, stock, image)
                VALUES (${slug}, ${slug}, ${slug}, ${priceCents}, ${vatRate}, 100, 10, '/x.svg') RETURNING id`,
          )
        ).rows[0].id,
      );
    const crunchy = await product('nougat-noir-croquant', 790, 550);
    const soft = await product('nougat-noir-tendre', 790, 550);
    const honey = await product('miel-de-romarin', 950, 2000);
    await product('creation-de-la-boutique', 500, 550);
    const [basket] = await db.insert(baskets).values({ status: 'ordered' }).returning({ id: baskets.id });
    const [order] = await db
      .insert(orders)
      .values({
        reference: 'NSD-2026-000001',
        basketId: basket.id,
        paymentMethod: 'shop',
        lang: 'fr',
        amountProductsCents: 2530,
        amountDiscountCents: 0,
        amountPointsCents: 0,
        amountShippingCents: 0,
        amountTotalCents: 2530,
        shippingOffered: false,
        nbProducts: 3,
        pointsUsed: 0,
        earnedPoints: 0,
        shipping: { id: 3, kind: 'shop', nameFr: 'Retrait', nameEn: 'Pick-up', priceCents: 0 },
      })
      .returning({ id: orders.id });
    for (const [productId, total] of [
      [crunchy, 790],
      [soft, 790],
      [honey, 950],
    ]) {
      await db.execute(sql`insert into order_lines (order_id, product_id, quantity, unit_base_cents, unit_price_cents, total_cents)
        values (${order.id}, ${productId}, 1, ${total}, ${total}, ${total})`);
    }

    await database.migrate();

    const rates = await db.execute<{ slug: string; vat_rate: number }>(sql`select slug, vat_rate from products order by slug`);
    expect(Object.fromEntries(rates.rows.map((r) => [r.slug, r.vat_rate]))).toEqual({
      'creation-de-la-boutique': 550,
      'miel-de-romarin': 550,
      'nougat-noir-croquant': 2000,
      'nougat-noir-tendre': 2000,
    });
    const lines = await db.execute<{ total_cents: number; vat_rate: number; vat_cents: number; total_net_cents: number }>(
      sql`select total_cents, vat_rate, vat_cents, total_net_cents from order_lines where order_id = ${order.id} order by id`,
    );
    // 15.80 € at 20 % hold 2.63 €, shared 1.32 + 1.31; 9.50 € at 5.5 % hold 0.50 €: as valid would have.
    expect(lines.rows.map((l) => [l.total_cents, l.vat_rate, l.vat_cents, l.total_net_cents])).toEqual([
      [790, 2000, 132, 658],
      [790, 2000, 131, 659],
      [950, 550, 50, 900],
    ]);
    expect(lines.rows.map((l) => l.vat_cents)).toEqual(linesVat(lines.rows.map((l) => ({ vatRate: l.vat_rate, totalCents: l.total_cents }))));
    await expect(db.execute(sql`update order_lines set vat_cents = vat_cents + 1 where order_id = ${order.id}`)).rejects.toThrow();
  });
});
