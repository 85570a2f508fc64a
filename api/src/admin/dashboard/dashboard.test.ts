import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import { dashboardSchema } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { openTestApp, type TestApp } from '../../test/app.js';
import { adminOrderOf, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { get, makeProduct } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { tourBookings, tourSlots, tours } from '../../tours/schema.js';

describe.each(drivers)('back office: the dashboard on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db);
  });
  afterAll(() => t?.close());

  it("counts the orders to prepare and the transfers awaited, lists low stocks and tomorrow's visitors (Paris days)", async () => {
    // Every seeded product well stocked, so that only this test's low product shows.
    await t.database.db.update(products).set({ stock: 100 });
    const product = await makeProduct(t, { priceCents: 1000, stock: 8, name: 'Calissons' });
    await t.database.db.update(products).set({ lowStockThreshold: 6 }).where(eq(products.id, product));
    const paid = await placeOrder(t, [{ id: product, qty: 1 }]);
    const preparing = await placeOrder(t, [{ id: product, qty: 1 }]);
    await placeOrder(t, [{ id: product, qty: 1 }]);
    await placeOrder(t, [{ id: product, qty: 1 }], { method: 'shop' });
    adminOrderOf(await move(t, paid.reference, { to: 'paid' }, staff.headers));
    adminOrderOf(await move(t, preparing.reference, { to: 'paid' }, staff.headers));
    adminOrderOf(await move(t, preparing.reference, { to: 'preparing' }, staff.headers));

    const [tour] = await t.database.db.select().from(tours).where(eq(tours.slug, 'le-parcours-gourmand'));
    const today = parisDay(new Date());
    const slotOn = async (day: string, time: string) =>
      (
        await t.database.db
          .insert(tourSlots)
          .values({ tourId: tour.id, startsAt: parisInstant(day, time), endsAt: parisInstant(day, `${time.slice(0, 2)}:45`), capacity: 25 })
          .returning()
      )[0];
    const tomorrowEarly = await slotOn(addDays(today, 1), '00:15');
    const tomorrowLate = await slotOn(addDays(today, 1), '23:00');
    const later = await slotOn(addDays(today, 2), '00:10');
    let n = 0;
    const book = (slotId: number, status: 'confirmed' | 'cancelled' | 'awaiting_payment', paidAt: Date | null, name: string) =>
      t.database.db.insert(tourBookings).values({
        reference: `NSD-V-2026-00090${++n}`,
        tokenHash: `dashboard-${n}`,
        tourId: tour.id,
        slotId,
        status,
        adults: 2,
        children: n,
        seats: 2 + n,
        lines: [],
        amountCents: 400,
        paidAt,
        contactFirstname: name,
        contactLastname: 'Aubanel',
        contactPhone: '+33612345678',
        lang: 'fr',
      });
    await book(tomorrowLate.id, 'confirmed', null, 'Théodore');
    await book(tomorrowEarly.id, 'confirmed', new Date(), 'Anselme');
    await book(tomorrowEarly.id, 'cancelled', new Date(), 'Annulé');
    await book(later.id, 'confirmed', new Date(), 'Après-demain');

    const dashboard = strict(dashboardSchema).parse((await get(t, '/api/admin/dashboard', staff.headers)).json());
    expect(dashboard.to_prepare).toBe(2);
    expect(dashboard.transfers_awaited).toBe(1);
    expect(dashboard.low_stock).toEqual([{ id: product, slug: expect.any(String), name: 'Calissons', price: 10, stock: 4, low_stock_threshold: 6 }]);
    expect(dashboard.tomorrow_bookings).toEqual([
      {
        reference: 'NSD-V-2026-000902',
        tour_name: tour.nameFr,
        starts_at: tomorrowEarly.startsAt.toISOString(),
        name: 'Anselme Aubanel',
        party: 4,
        phone: '+33612345678',
        paid: true,
      },
      {
        reference: 'NSD-V-2026-000901',
        tour_name: tour.nameFr,
        starts_at: tomorrowLate.startsAt.toISOString(),
        name: 'Théodore Aubanel',
        party: 3,
        phone: '+33612345678',
        paid: false,
      },
    ]);
  });
});
