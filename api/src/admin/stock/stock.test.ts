import { productSchema } from '@nougaterie/contracts';
import { stockItemSchema, stockListSchema } from '@nougaterie/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { products, stockAlerts } from '../../db/schema.js';
import { expectApiError, openTestApp, type TestApp } from '../../test/app.js';
import { flushMails } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog } from '../schema.js';

describe.each(drivers)('back office: stock on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver, { publicAnswers: { ttlMs: 60_000 } });
    staff = await staffSession(t.database.db, 'staff', 'Marc');
  });
  afterAll(() => t?.close());

  const list = async (query = '') => strict(stockListSchema).parse((await get(t, `/api/admin/stock${query}`, staff.headers)).json()).products;

  it('lists every product by name, searched, and the ones at or below their threshold', async () => {
    const all = await list();
    const rows = await t.database.db.select().from(products);
    expect(all).toHaveLength(rows.length);
    expect(all.map((p) => p.name)).toEqual([...all.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    const low = await makeProduct(t, { priceCents: 850, stock: 2, name: 'Nougat 100% amandes' });
    const lows = await list('?low=1');
    expect(lows).toContainEqual(expect.objectContaining({ id: low, stock: 2, low_stock_threshold: 5, price: 8.5, name: 'Nougat 100% amandes' }));
    expect(lows.map((p) => p.id).sort()).toEqual(
      rows
        .concat()
        .filter((p) => p.stock <= p.lowStockThreshold)
        .map((p) => p.id)
        .concat(low)
        .sort(),
    );
    expect((await list('?q=100%25')).map((p) => p.id)).toEqual([low]);
    expect(await list('?q=%25%25%25')).toEqual([]);
    expectApiError(await get(t, '/api/admin/stock?low=yes', staff.headers), 400, 'VALIDATION');
  });

  it('sets stock and threshold with the audit before → after, and refuses what is not a stock', async () => {
    const id = await makeProduct(t, { priceCents: 1200, stock: 7 });
    const item = strict(stockItemSchema).parse((await post(t, `/api/admin/stock/${id}`, { stock: 12, low_stock_threshold: 3 }, staff.headers)).json());
    expect(item).toMatchObject({ id, stock: 12, low_stock_threshold: 3 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.stock'), eq(auditLog.target, `product:${id}`)));
    expect(audit.map((a) => [a.staffId, a.before, a.after])).toEqual([[staff.id, { stock: 7, low_stock_threshold: 5 }, { stock: 12, low_stock_threshold: 3 }]]);
    // The same values again change nothing, and write no audit line.
    expect((await post(t, `/api/admin/stock/${id}`, { stock: 12 }, staff.headers)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `product:${id}`)),
    ).toHaveLength(1);

    expectApiError(await post(t, `/api/admin/stock/${id}`, { stock: -1 }, staff.headers), 400, 'VALIDATION');
    expectApiError(await post(t, `/api/admin/stock/${id}`, { stock: 1.5 }, staff.headers), 400, 'VALIDATION');
    expectApiError(await post(t, `/api/admin/stock/${id}`, { stock: '3' }, staff.headers), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/admin/stock/999999', { stock: 3 }, staff.headers), 404, 'PRODUCT_NOT_FOUND');
    expectApiError(await post(t, '/api/admin/stock/abc', { stock: 3 }, staff.headers), 404, 'PRODUCT_NOT_FOUND');
    expectApiError(await post(t, '/api/admin/stock/99999999999', { stock: 3 }, staff.headers), 404, 'PRODUCT_NOT_FOUND');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row.stock).toBe(12);
  });

  it('a product back from 0: its page shows it at once and the shoppers waiting are mailed, once', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 0, name: 'Nougat noir au miel de lavande' });
    const [{ slug }] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    const page = async () => productSchema.parse((await get(t, `/api/shop/product/${slug}`)).json());
    expect((await page()).out_of_stock).toBe(true);
    for (const [email, lang] of [
      ['lea@example.fr', 'fr'],
      ['tom@example.co.uk', 'en'],
    ]) {
      expect((await post(t, '/api/shop/alert', { item_id: id, email }, { 'accept-language': lang })).statusCode).toBe(201);
    }

    expect((await post(t, `/api/admin/stock/${id}`, { stock: 24 }, staff.headers)).statusCode).toBe(200);
    expect((await page()).stock).toBe(24);
    const told = () => t.mails.filter((m) => m.to === 'lea@example.fr' || m.to === 'tom@example.co.uk');
    for (let i = 0; i < 100 && told().length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await flushMails(t);
    }
    expect(told().map((m) => [m.to, m.subject])).toEqual([
      ['lea@example.fr', '« Nougat noir au miel de lavande » est de retour – Nougaterie de Saint-Didier'],
      ['tom@example.co.uk', expect.stringMatching(/^“Test nougat \d+” is back – Nougaterie de Saint-Didier$/)],
    ]);
    const alerts = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, id));
    expect(alerts.every((a) => a.notifiedAt !== null)).toBe(true);

    // Raised again while in stock: nobody is told twice.
    expect((await post(t, `/api/admin/stock/${id}`, { stock: 30 }, staff.headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await flushMails(t);
    expect(t.mails.filter((m) => m.to === 'lea@example.fr')).toHaveLength(1);
  });
});
