import { basketSchema } from '@nougaterie/contracts';
import { asc, eq } from 'drizzle-orm';
import { orderLines, orders, products } from '../db/schema.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { adminOrderOf } from '../test/backoffice.js';
import { drivers } from '../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';

/** Issue #23: a basket mixing 20 % confectionery and 5.5 % food, from basket to order, mail and back office. */
describe.each(drivers)('VAT per rate on %s', (driver) => {
  let t: TestApp;
  let nougat: number;
  let calissons: number;
  let honey: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 790, stock: 100 });
    calissons = await makeProduct(t, { priceCents: 790, stock: 100 });
    honey = await makeProduct(t, { priceCents: 890, stock: 100 });
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, nougat));
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, calissons));
  });
  afterAll(() => t.close());

  it('shows the basket’s VAT per rate, then the order keeps it, its lines their rate, whatever the product becomes', async () => {
    // Collected at the shop: no shipping. 15.80 € at 20 % hold 2.63 € of VAT, 8.90 € at 5.5 % 0.46 €.
    const basket = await readyBasket(
      t,
      [
        { id: nougat, qty: 1 },
        { id: calissons, qty: 1 },
        { id: honey, qty: 1 },
      ],
      { methodId: 3 },
    );
    expect(basket.amount_total).toBe(24.7);
    expect(basket.vat).toEqual([
      { rate: 5.5, amount_incl_vat: 8.9, vat: 0.46, amount_excl_vat: 8.44 },
      { rate: 20, amount_incl_vat: 15.8, vat: 2.63, amount_excl_vat: 13.17 },
    ]);

    const mailsBefore = t.mails.length;
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'shop' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    // The two 7.90 € lines share the rate's 2.63 €: 1.32 + 1.31, not 1.32 twice.
    expect(lines.map((l) => [l.totalCents, l.vatRate, l.vatCents, l.totalNetCents])).toEqual([
      [790, 2000, 132, 658],
      [790, 2000, 131, 659],
      [890, 550, 46, 844],
    ]);

    // The mail says the VAT of each rate.
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === 'marie@example.fr')!;
    expect(mail.text).toMatch(/^dont TVA 5,5\s%\s: 0,46\s€$/m);
    expect(mail.text).toMatch(/^dont TVA 20\s%\s: 2,63\s€$/m);

    // The nougat moves to 5.5 % afterwards: the order keeps the 20 % it was sold at.
    await t.database.db.update(products).set({ vatRate: 550 }).where(eq(products.id, nougat));
    const final = basketSchema.parse((await get(t, `/api/basket/get-final/${basket.id}`)).json());
    expect(final.vat).toEqual(basket.vat);
    expect(final.baskets.map((line) => line.vat_rate)).toEqual([20, 20, 5.5]);

    const staff = await staffSession(t.database.db);
    const admin = adminOrderOf(await get(t, `/api/admin/orders/${order.reference}`, staff.headers));
    expect(admin.vat).toEqual(basket.vat);
    expect(admin.lines.map((line) => line.vat_rate)).toEqual([20, 20, 5.5]);
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, nougat));
  });

  it('shares shipping and a discount between the rates pro rata of the goods, adding up to the total', async () => {
    // 20 € of goods at each rate (franco is 90 €: shipping is paid); NOUGAT5 takes 5 € off.
    const food = await makeProduct(t, { priceCents: 2000, stock: 10 });
    const sweets = await makeProduct(t, { priceCents: 2000, stock: 10 });
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, sweets));
    const basket = await readyBasket(
      t,
      [
        { id: sweets, qty: 1 },
        { id: food, qty: 1 },
      ],
      { methodId: 1, code: 'NOUGAT5' },
    );
    const cents = (euros: number) => Math.round(euros * 100);
    const shipping = cents(basket.amount_shipping);
    expect(shipping).toBeGreaterThan(0);
    expect(cents(basket.amount_total)).toBe(4000 - 500 + shipping);
    // Equal goods: 2.50 € off each rate and half the shipping each (the odd cent to the lower rate).
    const foodTotal = 2000 - 250 + Math.ceil(shipping / 2);
    const sweetsTotal = 2000 - 250 + Math.floor(shipping / 2);
    expect(basket.vat!.map((p) => [p.rate, cents(p.amount_incl_vat)])).toEqual([
      [5.5, foodTotal],
      [20, sweetsTotal],
    ]);
    // 5.5 % of a total incl. VAT is total × 55 / 1055; 20 % is total / 6; HT is what is left.
    expect(cents(basket.vat![0].vat)).toBe(Math.round((foodTotal * 55) / 1055));
    expect(cents(basket.vat![1].vat)).toBe(Math.round(sweetsTotal / 6));
    for (const part of basket.vat!) expect(cents(part.amount_excl_vat) + cents(part.vat)).toBe(cents(part.amount_incl_vat));

    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }));
    const final = basketSchema.parse((await get(t, `/api/basket/get-final/${basket.id}`)).json());
    expect(final.vat).toEqual(basket.vat);
  });
});
