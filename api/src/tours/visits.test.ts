import { bookingSchema, slotsResponseSchema, toursResponseSchema, type Slot } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { tourBookings, tourSlots } from '../db/schema.js';
import { expectApiError, openTestApp, PUBLIC_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { get, post } from '../test/shop.js';
import { book, bookingRequest, DAY_MS, LOOSE_VISITS_RATE_LIMITS, makeSlot, visitor, withToken } from '../test/tours.js';
import { generateSlots, SLOT_HORIZON_DAYS } from './generate.js';
import { seedToursData } from './seed.js';
import { strict } from '../test/strict.js';

const en = { 'accept-language': 'en' };

describe.each(drivers)('tours, slots and booking rules on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, { visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
  });
  afterAll(() => t.close());

  describe('GET /api/visits/tours', () => {
    it('lists the six tours of the page, in order, with their rules as data and texts in the language asked', async () => {
      const fr = strict(toursResponseSchema).parse((await get(t, '/api/visits/tours')).json());
      expect(fr.tours.map((tour) => tour.slug)).toEqual([
        'le-parcours-gourmand',
        'la-visite-des-champs',
        'la-visite-des-champs-privee',
        'la-visite-des-tous-petits',
        'le-sentier-des-abeilles',
        'endurante',
      ]);
      const [gourmand, champs, privee, petits, abeilles, endurante] = fr.tours;
      expect(gourmand).toMatchObject({ name: 'Le parcours gourmand', durationMinutes: 45, pricing: { kind: 'perPerson', adult: 200, child: 0 } });
      // SPEC §9: the scheduled field visit anyone joins, 16 € a person for 2 hours...
      expect(champs).toMatchObject({ durationMinutes: 120, exclusive: false, leadDays: 0, pricing: { kind: 'perPerson', adult: 1600, child: 1600 } });
      // ...and the private one, by bands, 15 days ahead.
      expect(privee).toMatchObject({
        durationMinutes: 120,
        publicPrice: 1600,
        leadDays: 15,
        exclusive: true,
        pricing: {
          kind: 'bands',
          bands: [
            { min: 1, max: 6, amount: 8000, per: 'party' },
            { min: 7, max: 15, amount: 1200, per: 'person' },
          ],
        },
      });
      expect(petits).toMatchObject({ durationMinutes: 45, pricing: { adult: 400, child: 400 }, admission: { childRequired: true } });
      expect(abeilles).toMatchObject({ guided: false, distanceKm: 1.6, durationMinutes: null, pricing: { kind: 'perParty', amount: 500 } });
      expect(endurante).toMatchObject({ name: "L'Endurante", minAge: 14, pricing: { child: null } });

      // Seeding again refreshes the same rows.
      expect(await seedToursData(t.database.db)).toBe(6);
      expect(toursResponseSchema.parse((await get(t, '/api/visits/tours')).json()).tours).toHaveLength(6);

      const english = toursResponseSchema.parse((await get(t, '/api/visits/tours', en)).json());
      expect(english.tours[0].name).toBe('The gourmet tour');
      expect(english.tours[3].audience).toBe('Children aged 3 to 9, with an adult.');
    });
  });

  describe('slots', () => {
    it('are generated from the weekly timetables up to the horizon, once however often it runs', async () => {
      const now = new Date();
      const first = await generateSlots(t.database.db, now);
      expect(first).toBeGreaterThan(50);
      expect(await generateSlots(t.database.db, now)).toBe(0);
      const [{ last }] = (await t.database.db.execute<{ last: string | Date }>(sql`select max(starts_at) as last from tour_slots`)).rows;
      expect(parisDay(new Date(last)) <= addDays(parisDay(now), SLOT_HORIZON_DAYS)).toBe(true);
    });

    it('in late November already offer the seasonal tours of next spring (le sentier des abeilles from 1 April)', async () => {
      // The coming 26 November, and the spring after it: both ahead of the clock whenever this runs.
      const today = new Date();
      const year = today.getUTCFullYear() + (parisDay(today) > `${today.getUTCFullYear()}-11-26` ? 1 : 0);
      await generateSlots(t.database.db, new Date(`${year}-11-26T09:00:00Z`));
      const spring = `${year + 1}-04-0`;
      const response = await get(t, `/api/visits/tours/le-sentier-des-abeilles/slots?from=${spring}1&to=${spring}3`);
      const { slots } = slotsResponseSchema.parse(response.json());
      expect(slots.map((slot) => parisDay(new Date(slot.starts_at)))).toEqual([`${spring}1`, `${spring}2`, `${spring}3`]);
    });

    it('come with the seats left, counted from the bookings holding seats', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 40, capacity: 10 });
      await book(t, bookingRequest(slot, { party: { adults: 3, children: 1 } }));
      const day = parisDay(new Date(Date.now() + 40 * DAY_MS));
      const response = await get(t, `/api/visits/tours/le-parcours-gourmand/slots?from=${addDays(day, -1)}&to=${addDays(day, 1)}`);
      const body = strict(slotsResponseSchema).parse(response.json());
      expect(body).toMatchObject({ tour: 'le-parcours-gourmand', from: addDays(day, -1), to: addDays(day, 1) });
      expect(body.slots.find((s) => s.id === slot)).toMatchObject({ capacity: 10, seats_left: 6, bookable: true });
    });

    it('inside the lead time are shown, not bookable', async () => {
      const near = await makeSlot(t, 'la-visite-des-champs-privee', { daysAhead: 5 });
      const far = await makeSlot(t, 'la-visite-des-champs-privee', { daysAhead: 25 });
      const from = parisDay(new Date());
      const body = slotsResponseSchema.parse((await get(t, `/api/visits/tours/la-visite-des-champs-privee/slots?from=${from}&to=${addDays(from, 30)}`)).json());
      const byId = (id: number) => body.slots.find((s: Slot) => s.id === id);
      expect(byId(near)?.bookable).toBe(false);
      expect(byId(far)?.bookable).toBe(true);
    });

    it('default to the next month from today', async () => {
      const body = slotsResponseSchema.parse((await get(t, '/api/visits/tours/le-parcours-gourmand/slots')).json());
      expect(body.from).toBe(parisDay(new Date()));
      expect(body.to).toBe(addDays(body.from, 31));
    });

    it('refuse bad input with 400 or 404 and a sentence, never 500', async () => {
      expectApiError(await get(t, '/api/visits/tours/inconnue/slots'), 404, 'TOUR_NOT_FOUND');
      expectApiError(await get(t, '/api/visits/tours/Pas%20un%20slug!/slots'), 400, 'VALIDATION');
      expectApiError(await get(t, '/api/visits/tours/endurante/slots?from=2026-13-01'), 400, 'VALIDATION');
      expectApiError(await get(t, '/api/visits/tours/endurante/slots?from=demain'), 400, 'VALIDATION');
      const backwards = expectApiError(await get(t, '/api/visits/tours/endurante/slots?from=2026-12-10&to=2026-12-01', en), 400, 'SLOTS_RANGE');
      expect(backwards.message).toBe('Invalid period: the end date must follow the start date, within 92 days.');
      expectApiError(await get(t, '/api/visits/tours/endurante/slots?from=2026-01-01&to=2026-12-31'), 400, 'SLOTS_RANGE');
    });
  });

  describe('POST /api/visits/bookings: the price is the server’s', () => {
    const amount = async (slug: string, party: { adults: number; children: number }) => {
      const slot = await makeSlot(t, slug, { daysAhead: 30 });
      const { booking } = await book(t, bookingRequest(slot, { tour: slug, party }));
      return booking;
    };

    it('gourmet tour: 2 € per person, free under 10 (2 adults and a child: 4 €)', async () => {
      const booking = await amount('le-parcours-gourmand', { adults: 2, children: 1 });
      expect(booking).toMatchObject({ amount_cents: 400, amount: 4, seats: 3, status: 'held' });
      expect(booking.lines).toEqual([
        { key: 'adult', quantity: 2, unit: 200, amount: 400 },
        { key: 'child', quantity: 1, unit: 0, amount: 0 },
      ]);
    });

    it('private field visit: flat 80 € from 1 to 6 people, 12 € each from 7 to 15', async () => {
      expect((await amount('la-visite-des-champs-privee', { adults: 3, children: 0 })).amount_cents).toBe(8000);
      expect((await amount('la-visite-des-champs-privee', { adults: 4, children: 2 })).amount_cents).toBe(8000);
      expect((await amount('la-visite-des-champs-privee', { adults: 7, children: 0 })).amount_cents).toBe(8400);
      expect((await amount('la-visite-des-champs-privee', { adults: 10, children: 5 })).amount_cents).toBe(18000);
    });

    it('scheduled field visit: 16 € a person, children too, and a second party shares the slot', async () => {
      expect((await amount('la-visite-des-champs', { adults: 2, children: 1 })).amount_cents).toBe(4800);
      const slot = await makeSlot(t, 'la-visite-des-champs', { daysAhead: 3, capacity: 15 });
      await book(t, bookingRequest(slot, { tour: 'la-visite-des-champs', party: { adults: 2, children: 0 } }));
      const second = await book(t, bookingRequest(slot, { tour: 'la-visite-des-champs', party: { adults: 4, children: 0 } }));
      expect(second.booking).toMatchObject({ seats: 4, amount_cents: 6400 });
    });

    it("little ones' visit 4 € each, bee path one 5 € notebook, L'Endurante 22 € each", async () => {
      expect((await amount('la-visite-des-tous-petits', { adults: 1, children: 2 })).amount_cents).toBe(1200);
      expect((await amount('le-sentier-des-abeilles', { adults: 2, children: 3 })).amount_cents).toBe(500);
      expect((await amount('endurante', { adults: 2, children: 0 })).amount_cents).toBe(4400);
    });

    it('ignores any amount the client sends', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand');
      const { booking } = await book(t, { ...bookingRequest(slot), amount: 0, amount_cents: 1, lines: [] });
      expect(booking.amount_cents).toBe(400);
    });

    it('holds the seats for 15 minutes and gives the visitor a secret key, stored only hashed', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand');
      const before = Date.now();
      const { booking, token } = await book(t, bookingRequest(slot, { lang: 'en' }));
      expect(booking.reference).toMatch(/^NSD-V-\d{4}-\d{6}$/);
      expect(booking.contact).toEqual(visitor);
      expect(booking.lang).toBe('en');
      const hold = Date.parse(booking.hold_expires_at!) - before;
      expect(hold).toBeGreaterThan(14 * 60_000);
      expect(hold).toBeLessThan(16 * 60_000);
      expect(token.length).toBeGreaterThanOrEqual(43);
      const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
      expect(row.tokenHash).not.toContain(token);
      expect(bookingSchema.parse((await get(t, `/api/visits/bookings/${booking.id}`, withToken(token))).json()).id).toBe(booking.id);
    });

    it('a private field visit takes the whole slot', async () => {
      const slot = await makeSlot(t, 'la-visite-des-champs-privee', { daysAhead: 30 });
      const { booking } = await book(t, bookingRequest(slot, { tour: 'la-visite-des-champs-privee', party: { adults: 2, children: 0 } }));
      expect(booking.seats).toBe(15);
      const again = await post(t, '/api/visits/bookings', bookingRequest(slot, { tour: 'la-visite-des-champs-privee', party: { adults: 1, children: 0 } }));
      expectApiError(again, 409, 'SLOT_FULL');
    });
  });

  describe('refusals, translated', () => {
    const refusal = async (slug: string, party: { adults: number; children: number }, headers = {}, parisDaysAhead = 30) => {
      const slot = await makeSlot(t, slug, { parisDaysAhead });
      return post(t, '/api/visits/bookings', bookingRequest(slot, { tour: slug, party }), headers);
    };

    it('children under 10 come with an adult', async () => {
      const fr = expectApiError(await refusal('le-parcours-gourmand', { adults: 0, children: 2 }), 422, 'PARTY_NO_ADULT');
      expect(fr.message).toBe('Les enfants de moins de 10 ans viennent avec un adulte : indiquez au moins un adulte.');
      const english = expectApiError(await refusal('le-parcours-gourmand', { adults: 0, children: 2 }, en), 422, 'PARTY_NO_ADULT');
      expect(english.message).toBe('Children under 10 come with an adult: please count at least one adult.');
    });

    it("L'Endurante takes no children, the little ones' visit needs one", async () => {
      const fr = expectApiError(await refusal('endurante', { adults: 2, children: 1 }), 422, 'PARTY_CHILDREN_NOT_ADMITTED');
      expect(fr.message).toBe("L'Endurante n'accueille pas les enfants de moins de 14 ans.");
      const english = expectApiError(await refusal('endurante', { adults: 2, children: 1 }, en), 422, 'PARTY_CHILDREN_NOT_ADMITTED');
      expect(english.message).toBe("L'Endurante does not take children under 14.");
      const petits = expectApiError(await refusal('la-visite-des-tous-petits', { adults: 2, children: 0 }), 422, 'PARTY_CHILD_REQUIRED');
      expect(petits.message).toMatch(/^La visite des tout-petits est conçue pour les enfants/);
      const petitsEn = expectApiError(await refusal('la-visite-des-tous-petits', { adults: 2, children: 0 }, en), 422, 'PARTY_CHILD_REQUIRED');
      expect(petitsEn.message).toMatch(/^The little ones' visit is made for children/);
    });

    it('party sizes beyond the bands or the tour are refused with the limit', async () => {
      const champs = expectApiError(await refusal('la-visite-des-champs-privee', { adults: 16, children: 0 }), 422, 'PARTY_TOO_LARGE');
      expect(champs.message).toBe('La visite des champs en privé se réserve pour 15 personnes au plus. Pour un groupe plus grand, contactez-nous.');
      const gourmand = expectApiError(await refusal('le-parcours-gourmand', { adults: 15, children: 6 }, en), 422, 'PARTY_TOO_LARGE');
      expect(gourmand.message).toBe('The gourmet tour can be booked for 20 people at most. For a larger group, please contact us.');
    });

    it('a private field visit is booked at least 15 days ahead', async () => {
      const fr = expectApiError(await refusal('la-visite-des-champs-privee', { adults: 2, children: 0 }, {}, 10), 422, 'LEAD_TIME');
      expect(fr.message).toMatch(
        /^La visite des champs en privé se réserve au moins 15 jours à l'avance : choisissez une date à partir du \d{1,2} \S+ \d{4}\.$/,
      );
      const english = expectApiError(await refusal('la-visite-des-champs-privee', { adults: 2, children: 0 }, en, 14), 422, 'LEAD_TIME');
      expect(english.message).toMatch(/^The private field visit must be booked at least 15 days ahead: please choose a date from \d{1,2} \S+ \d{4}\.$/);
      expect((await refusal('la-visite-des-champs-privee', { adults: 2, children: 0 }, {}, 16)).statusCode).toBe(201);
    });

    it('a slot that started, is full, or has fewer seats than the party is refused', async () => {
      const past = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: -1 });
      const started = expectApiError(await post(t, '/api/visits/bookings', bookingRequest(past), en), 409, 'SLOT_PAST');
      expect(started.message).toBe('This time slot has already started or passed. Please choose another one.');

      const small = await makeSlot(t, 'le-parcours-gourmand', { capacity: 4 });
      const short = expectApiError(
        await post(t, '/api/visits/bookings', bookingRequest(small, { party: { adults: 5, children: 0 } })),
        409,
        'NOT_ENOUGH_SEATS',
      );
      expect(short.message).toBe("Il ne reste que 4 places sur ce créneau : impossible d'en réserver 5.");
      await book(t, bookingRequest(small, { party: { adults: 3, children: 1 } }));
      const full = expectApiError(await post(t, '/api/visits/bookings', bookingRequest(small, { party: { adults: 1, children: 0 } }), en), 409, 'SLOT_FULL');
      expect(full.message).toBe('This time slot is fully booked. Please choose another one.');
    });

    it('an unknown tour, an unknown slot or another tour’s slot is a 404', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand');
      expectApiError(await post(t, '/api/visits/bookings', bookingRequest(slot, { tour: 'la-visite-du-moulin' })), 404, 'TOUR_NOT_FOUND');
      expectApiError(await post(t, '/api/visits/bookings', bookingRequest(2_000_000_000)), 404, 'SLOT_NOT_FOUND');
      const other = expectApiError(
        await post(t, '/api/visits/bookings', bookingRequest(slot, { tour: 'endurante', party: { adults: 1, children: 0 } }), en),
        404,
        'SLOT_NOT_FOUND',
      );
      expect(other.message).toBe('This time slot does not exist for this tour. Please choose one in the calendar.');
    });

    it('an anonymous visitor gives their contact details', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand');
      const missing = expectApiError(await post(t, '/api/visits/bookings', { ...bookingRequest(slot), contact: undefined }), 400, 'CONTACT_REQUIRED');
      expect(missing.message).toMatch(/coordonnées/);
    });

    it.each([
      ['no body', undefined],
      ['no party', { tour: 'le-parcours-gourmand', slot_id: 1, contact: visitor }],
      ['negative adults', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: -1, children: 0 }, contact: visitor }],
      ['a huge party', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1e9, children: 0 }, contact: visitor }],
      ['half a person', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1.5, children: 0 }, contact: visitor }],
      ['a text slot id', { tour: 'le-parcours-gourmand', slot_id: 'un', party: { adults: 1, children: 0 }, contact: visitor }],
      ['a slot id beyond PostgreSQL integers', { tour: 'le-parcours-gourmand', slot_id: 2 ** 40, party: { adults: 1, children: 0 }, contact: visitor }],
      ['a bad e-mail', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1, children: 0 }, contact: { ...visitor, email: 'camille' } }],
      ['a bad phone', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1, children: 0 }, contact: { ...visitor, phone: '12' } }],
      ['an unknown language', { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1, children: 0 }, contact: visitor, lang: 'de' }],
      [
        'an unknown payment method',
        { tour: 'le-parcours-gourmand', slot_id: 1, party: { adults: 1, children: 0 }, contact: visitor, payment_method: 'cheque' },
      ],
    ])('refuses %s with 400', async (_label, payload) => {
      expectApiError(await post(t, '/api/visits/bookings', payload), 400, 'VALIDATION');
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/visits/bookings',
        payload: '{"tour":',
        headers: { 'content-type': 'application/json' },
      });
      expectApiError(response, 400, 'INVALID_JSON');
    });
  });

  describe('hold expiry', () => {
    it('gives the seats back the moment a hold runs out, with no timer, and the booking says so', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand', { capacity: 3 });
      const { booking, token } = await book(t, bookingRequest(slot));
      expectApiError(await post(t, '/api/visits/bookings', bookingRequest(slot, { party: { adults: 1, children: 0 } })), 409, 'SLOT_FULL');

      await t.database.db
        .update(tourBookings)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(tourBookings.id, booking.id));
      // Seats count as free at once, even before any call tidies the status.
      const [{ left }] = (
        await t.database.db.execute<{ left: number }>(
          sql`select ${tourSlots.capacity} - coalesce((select sum(seats) from tour_bookings b where b.slot_id = ${slot} and (b.status in ('awaiting_payment','confirmed') or (b.status = 'held' and b.hold_expires_at > now()))), 0) as left from tour_slots where id = ${slot}`,
        )
      ).rows;
      expect(Number(left)).toBe(3);

      const expired = bookingSchema.parse((await get(t, `/api/visits/bookings/${booking.id}`, withToken(token))).json());
      expect(expired).toMatchObject({ status: 'expired', hold_expires_at: null, cancellable: false });
      const pay = expectApiError(
        await post(
          t,
          `/api/visits/bookings/${booking.id}/pay`,
          { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
          withToken(token, en),
        ),
        409,
        'HOLD_EXPIRED',
      );
      expect(pay.message).toBe('The places were held for 15 minutes while you paid; that time is over. Please book again.');
      await book(t, bookingRequest(slot));
    });
  });

  describe('CORS for partner sites embedding the widget', () => {
    const SITE = 'http://shop.test:3000';
    const PARTNER = 'https://www.office-tourisme.example';

    it('answers a listed partner on the visits calls only, and no unlisted origin', async () => {
      const app = await buildApp({ db: t.database.db, publicUrl: PUBLIC_URL, corsOrigins: [SITE], widgetOrigins: [PARTNER] });
      try {
        const tours = await app.inject({ method: 'GET', url: '/api/visits/tours', headers: { origin: PARTNER } });
        expect(tours.headers['access-control-allow-origin']).toBe(PARTNER);
        expect(tours.headers['access-control-allow-credentials']).toBe('true');

        const preflight = await app.inject({
          method: 'OPTIONS',
          url: '/api/visits/bookings/12/pay',
          headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-booking-token' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
        expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-booking-token');

        // Who organises the tour (name, address, bank details of a transfer), which the widget shows,
        // is asked among the tour calls: the same answer as the shop's.
        const organiser = await app.inject({ method: 'GET', url: '/api/visits/organiser', headers: { origin: PARTNER } });
        expect(organiser.statusCode).toBe(200);
        expect(organiser.headers['access-control-allow-origin']).toBe(PARTNER);
        const info = await app.inject({ method: 'GET', url: '/api/shop/info' });
        expect(organiser.json()).toEqual(info.json());

        for (const url of ['/api/user/reservations', '/api/user/export', '/api/shop/mea', '/api/shop/info']) {
          const other = await app.inject({ method: 'GET', url, headers: { origin: PARTNER } });
          expect(other.headers['access-control-allow-origin']).toBeUndefined();
        }
        const stranger = await app.inject({ method: 'GET', url: '/api/visits/tours', headers: { origin: 'https://evil.example' } });
        expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
        expect(stranger.headers['access-control-allow-credentials']).toBeUndefined();

        const site = await app.inject({ method: 'GET', url: '/api/visits/tours', headers: { origin: SITE } });
        expect(site.headers['access-control-allow-origin']).toBe(SITE);
      } finally {
        await app.close();
      }
    });
  });
});
