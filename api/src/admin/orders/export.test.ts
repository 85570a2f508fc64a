import { eq } from 'drizzle-orm';
import { orders, products } from '../../db/schema.js';
import { expectApiError, openTestApp, type TestApp } from '../../test/app.js';
import { adminOrderOf, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { vatPart } from '@nougaterie/contracts/rules';
import { csvCell, csvEuros, csvRate } from './export.js';

describe('CSV cells', () => {
  it('quotes per RFC 4180 and never lets a cell be a formula', () => {
    expect(csvCell('Marie')).toBe('Marie');
    expect(csvCell('Dupont; fils')).toBe('"Dupont; fils"');
    expect(csvCell('Le "Nougat"')).toBe('"Le ""Nougat"""');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=A1;B2')).toBe(`"'=A1;B2"`);
  });

  it('writes euros and rates with a comma', () => {
    expect([csvEuros(0), csvEuros(5), csvEuros(1234), csvEuros(100_000)]).toEqual(['0,00', '0,05', '12,34', '1000,00']);
    expect([csvRate(550), csvRate(2000), csvRate(1000), csvRate(210)]).toEqual(['5,5 %', '20 %', '10 %', '2,1 %']);
  });
});

describe.each(drivers)("back office: the accountant's CSV on %s", (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db);
  });
  afterAll(() => t?.close());

  it('one line per order and VAT rate, Paris dates, comma euros, semicolons, BOM and CRLF; cancelled orders with their state', async () => {
    const food = await makeProduct(t, { priceCents: 3000, stock: 100 });
    const gift = await makeProduct(t, { priceCents: 1000, stock: 100 });
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, gift));
    // 40 € of products (30 € at 5,5 %, 10 € at 20 %), 5 € off with NOUGAT5, home delivery.
    const mixed = await placeOrder(
      t,
      [
        { id: food, qty: 1 },
        { id: gift, qty: 1 },
      ],
      { code: 'NOUGAT5' },
    );
    const cancelled = await placeOrder(t, [{ id: food, qty: 1 }], { method: 'shop' });
    adminOrderOf(await move(t, cancelled.reference, { to: 'cancelled' }, staff.headers));
    const outside = await placeOrder(t, [{ id: food, qty: 1 }]);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-06-14T22:30:00Z') })
      .where(eq(orders.id, mixed.id));
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-06-15T10:05:00Z'), address_billing_firstname: '=HYPERLINK("http://x")', address_billing_lastname: 'Dupont; fils' })
      .where(eq(orders.id, cancelled.id));
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-06-16T22:30:00Z') })
      .where(eq(orders.id, outside.id));
    // The gift's rate changes after the sale: the export keeps the 20 % its line was sold at.
    await t.database.db.update(products).set({ vatRate: 550 }).where(eq(products.id, gift));

    const response = await get(t, '/api/admin/orders-export?from=2026-06-15&to=2026-06-16', staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="commandes-2026-06-15-2026-06-16.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const lines = response.body.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('Date;Référence;Client;E-mail;État;Paiement;Livraison;Produits TTC;Remise;Points;Frais de port;Total TTC;Taux TVA;Total HT;TVA');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, mixed.id));
    const shipping = row.amountShippingCents;
    // 22:30 UTC on the 14th is 00:30 on the 15th in Paris; 5 € off and the shipping shared 3 to 1.
    const shippingFood = Math.round((shipping * 3) / 4);
    const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    // Then the amount without VAT and the VAT of the rate's total (contracts' rules/vat.ts).
    const netAndVat = (rate: number, total: number) => `${euros(vatPart(rate, total).netCents)};${euros(vatPart(rate, total).vatCents)}`;
    const foodTotal = 3000 - 375 + shippingFood;
    const giftTotal = 1000 - 125 + shipping - shippingFood;
    expect(lines.slice(1)).toEqual([
      `15/06/2026 00:30;${mixed.reference};Marie Silvestre;marie@example.fr;En attente de paiement;Virement;Livraison à domicile;30,00;3,75;0,00;${euros(shippingFood)};${euros(foodTotal)};5,5 %;${netAndVat(550, foodTotal)}`,
      `15/06/2026 00:30;${mixed.reference};Marie Silvestre;marie@example.fr;En attente de paiement;Virement;Livraison à domicile;10,00;1,25;0,00;${euros(shipping - shippingFood)};${euros(giftTotal)};20 %;${netAndVat(2000, giftTotal)}`,
      `15/06/2026 12:05;${cancelled.reference};"'=HYPERLINK(""http://x"") Dupont; fils";marie@example.fr;Annulée;En boutique;Retrait à la boutique de Saint-Didier;30,00;0,00;0,00;0,00;30,00;5,5 %;28,44;1,56`,
    ]);
    // The two lines of an order add up to its total.
    expect(3000 - 375 + shippingFood + 1000 - 125 + shipping - shippingFood).toBe(row.amountTotalCents);

    const english = await get(t, '/api/admin/orders-export?from=2026-06-15&to=2026-06-15', { ...staff.headers, 'accept-language': 'en' });
    expect(english.body.slice(1).split('\r\n')[0]).toBe(
      'Date;Reference;Customer;E-mail;Status;Payment;Delivery;Products (VAT incl.);Discount;Points;Shipping;Total (VAT incl.);VAT rate;Total (excl. VAT);VAT',
    );
    expect(english.body).toContain(';Cancelled;At the shop;');

    expectApiError(await get(t, '/api/admin/orders-export?from=2026-06-16&to=2026-06-15', staff.headers), 400, 'EXPORT_RANGE');
    expectApiError(await get(t, '/api/admin/orders-export?from=2025-01-01&to=2026-06-15', staff.headers), 400, 'EXPORT_RANGE');
    expectApiError(await get(t, '/api/admin/orders-export?from=2026-06-15', staff.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/orders-export?from=2026-02-30&to=2026-13-01', staff.headers), 400);
  });
});
