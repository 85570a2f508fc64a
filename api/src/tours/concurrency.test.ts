import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { expectApiError, openTestApp, PUBLIC_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { post } from '../test/shop.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, withToken } from '../test/tours.js';

describe.each(drivers)('seats under concurrency on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, { visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const seatsHeld = async (slot: number) => {
    const { rows } = await t.database.db.execute<{ seats: number }>(
      sql`select coalesce(sum(seats), 0)::int as seats from tour_bookings where slot_id = ${slot} and status in ('held', 'awaiting_payment', 'confirmed')`,
    );
    return Number(rows[0].seats);
  };

  it('30 visitors at once for the last 5 seats: exactly 5 held, the others told the slot is full', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand', { capacity: 25 });
    // 20 of the 25 seats are sold already.
    const sold = await book(t, bookingRequest(slot, { party: { adults: 20, children: 0 } }));
    expect((await post(t, `/api/visits/bookings/${sold.booking.id}/pay`, { method: 'shop' }, withToken(sold.token))).statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t,
          '/api/visits/bookings',
          bookingRequest(slot, {
            party: { adults: 1, children: 0 },
            contact: { firstname: 'Visiteur', lastname: `N°${i}`, email: `v${i}@example.fr`, phone: '0490000000' },
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expectApiError(refused, 409, 'SLOT_FULL');
    expect(await seatsHeld(slot)).toBe(25);
  });

  it('parties of different sizes at once never overfill a slot', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand', { capacity: 10 });
    const answers = await Promise.all(
      [3, 4, 2, 5, 1, 3, 2, 4].map((adults) => post(t, '/api/visits/bookings', bookingRequest(slot, { party: { adults, children: 0 } }))),
    );
    const accepted = answers.filter((a) => a.statusCode === 201).map((a) => (a.json() as { booking: { seats: number } }).booking.seats);
    expect(accepted.reduce((sum, seats) => sum + seats, 0)).toBe(await seatsHeld(slot));
    expect(await seatsHeld(slot)).toBeLessThanOrEqual(10);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect(refused.statusCode).toBe(409);
  });

  it('limits the bookings one IP makes, so a robot cannot hold the whole calendar', async () => {
    const app = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      visitsRateLimits: { bookingIp: { max: 2, windowSeconds: 600 } },
    });
    try {
      const slot = await makeSlot(t, 'le-sentier-des-abeilles');
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/visits/bookings',
          payload: bookingRequest(slot, { tour: 'le-sentier-des-abeilles' }),
          remoteAddress: '10.9.8.7',
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      const limited = await attempt();
      expectApiError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
