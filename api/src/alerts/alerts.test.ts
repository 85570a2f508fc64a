import { messageResponseSchema } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import { products, stockAlerts } from '../db/schema.js';
import { expectApiError, openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { strict } from '../test/strict.js';

describe.each(drivers)('POST /api/shop/alert on %s', (driver) => {
  let t: TestApp;
  let outOfStock: number;
  let inStock: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    const idOf = async (slug: string) => (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0].id;
    outOfStock = await idOf('nougat-au-cafe');
    inStock = await idOf('nougat-noir-croquant');
  });
  afterAll(() => t.close());

  const alert = (payload: unknown, lang = 'fr') =>
    t.app.inject({ method: 'POST', url: '/api/shop/alert', payload: payload as object, headers: { 'accept-language': lang } });

  it('stores a request for an out-of-stock product, e-mail lower-cased, in the shopper’s language', async () => {
    const response = await alert({ item_id: outOfStock, email: ' Rose@Example.FR ' }, 'en');
    expect(response.statusCode).toBe(201);
    expect(strict(messageResponseSchema).parse(response.json()).message).toBe('Noted: we will write to rose@example.fr as soon as this product is back.');
    const rows = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, outOfStock));
    expect(rows).toMatchObject([{ email: 'rose@example.fr', lang: 'en', notifiedAt: null }]);
  });

  it('answers a second request for the same address exactly as the first, storing nothing more', async () => {
    // Otherwise anyone could learn whether an address is on the list.
    const first = await alert({ item_id: outOfStock, email: 'lea@example.fr' });
    const again = await alert({ item_id: outOfStock, email: ' LEA@Example.fr ' });
    expect(first.statusCode).toBe(201);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: first.statusCode, body: first.json() });
    expect(strict(messageResponseSchema).parse(again.json()).message).toBe("C'est noté : nous écrirons à lea@example.fr dès que ce produit sera de retour.");
    const english = await alert({ item_id: outOfStock, email: 'lea@example.fr' }, 'en');
    expect(english.statusCode).toBe(201);
    expect(english.json()).toEqual({ message: 'Noted: we will write to lea@example.fr as soon as this product is back.' });
    const rows = await t.database.db.execute<{ lang: string }>(sql`select lang from stock_alerts where lower(email) = 'lea@example.fr'`);
    // One alert, in the language of the first request.
    expect(rows.rows).toEqual([{ lang: 'fr' }]);
    expect((await alert({ item_id: outOfStock, email: 'paul@example.fr' })).statusCode).toBe(201);
  });

  it('stores one alert for requests sent at the same time (a double click)', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => alert({ item_id: outOfStock, email: 'jules@example.fr' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const count = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stock_alerts where lower(email) = 'jules@example.fr'`);
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses a product in stock with 409: it can be ordered now', async () => {
    const body = expectApiError(await alert({ item_id: inStock, email: 'rose@example.fr' }), 409, 'PRODUCT_AVAILABLE');
    expect(body.message).toMatch(/disponible/);
    expect(expectApiError(await alert({ item_id: inStock, email: 'rose@example.fr' }, 'en'), 409).message).toMatch(/available/);
  });

  it('answers 404 for an unknown product and 400 for a bad e-mail or id', async () => {
    expectApiError(await alert({ item_id: 999999, email: 'rose@example.fr' }), 404, 'PRODUCT_NOT_FOUND');
    const bad = [
      { item_id: outOfStock, email: 'rose' },
      { item_id: outOfStock, email: 'rose@' },
      { item_id: outOfStock, email: `${'a'.repeat(250)}@example.fr` },
      { item_id: outOfStock, email: "x'; DROP TABLE stock_alerts; --@example.fr" },
      { item_id: outOfStock },
      { item_id: 'nougat', email: 'rose@example.fr' },
      {},
    ];
    for (const payload of bad) {
      const body = expectApiError(await alert(payload), 400, 'VALIDATION');
      expect(body.message).toMatch(/^Données invalides/);
    }
    const english = expectApiError(await alert({ item_id: outOfStock, email: 'rose' }, 'en'), 400);
    expect(english.message).toMatch(/^Invalid data \(body\): email/);
  });
});
