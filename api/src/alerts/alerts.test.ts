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
    expect(strict(messageResponseSchema).parse(response.json()).message).toBe(
      'Noted: we will write to rose@example.fr as soon as this product is back.',
    );
    const rows = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, outOfStock));
    expect(rows).toMatchObject([{ email: 'rose@example.fr', lang: 'en', notifiedAt: null }]);
  });

  it('refuses a duplicate politely with 409, whatever the case of the e-mail', async () => {
    const body = expectApiError(await alert({ item_id: outOfStock, email: 'ROSE@example.fr' }), 409, 'ALERT_EXISTS');
    expect(body.message).toBe('Vous êtes déjà sur la liste : nous écrirons à rose@example.fr dès que ce produit sera de retour.');
    const count = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stock_alerts where lower(email) = 'rose@example.fr'`);
    expect(count.rows[0].n).toBe(1);
    expect((await alert({ item_id: outOfStock, email: 'paul@example.fr' })).statusCode).toBe(201);
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
