import { FIRM, slotsResponseSchema } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import {
  adminBookingSchema,
  adminSlotsSchema,
  adminToursSchema,
  slotClosedSchema,
  tourDaySchema,
  tourSavedSchema,
  type AdminTour,
  type TourForm,
} from '@nougaterie/contracts/admin';
import { and, count, eq, like } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { payments, tourBookings, tourSlots } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { get, post, type Injected } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, visitor, withToken } from '../../test/tours.js';
import { loadFirm, storeFirm } from '../../shop-identity/store.js';
import { auditLog } from '../schema.js';

const en = { 'accept-language': 'en' };
const PAID_CARD = { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

function ok<S extends z.ZodMiniObject>(schema: S, response: Injected, status = 200): z.infer<S> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return strict(schema).parse(response.json());
}

const formOf = (tour: AdminTour): TourForm => ({
  name_fr: tour.name_fr,
  name_en: tour.name_en,
  summary_fr: tour.summary_fr,
  summary_en: tour.summary_en,
  audience_fr: tour.audience_fr,
  audience_en: tour.audience_en,
  duration_minutes: tour.duration_minutes,
  capacity: tour.capacity,
  max_party: tour.max_party,
  pricing: tour.pricing,
  schedule: tour.schedule,
});

describe.each(drivers)('back office: tours on %s', (driver) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver, { visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
    member = await staffSession(t.database.db, 'staff', 'Léa');
  });
  afterAll(() => t?.close());

  const toursNow = async () => ok(adminToursSchema, await get(t, '/api/admin/tours', member.headers)).tours;
  const tourBySlug = async (slug: string) => (await toursNow()).find((tour) => tour.slug === slug)!;
  const slotRow = async (id: number) => (await t.database.db.select().from(tourSlots).where(eq(tourSlots.id, id)))[0];
  const bookingRow = async (id: number) => (await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, id)))[0];
  const auditCount = async (prefix: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(like(auditLog.target, `${prefix}%`))
    )[0].n;
  /** A booking made on the public site and confirmed: paid by card, or to pay at the shop. */
  const confirmed = async (slot: number, how: 'card' | 'shop', overrides = {}) => {
    const made = await book(t, bookingRequest(slot, overrides));
    const paid = await post(t, `/api/visits/bookings/${made.booking.id}/pay`, how === 'card' ? PAID_CARD : { method: 'shop' }, withToken(made.token));
    expect(paid.statusCode).toBe(200);
    return made.booking;
  };
  const publicSlotIds = async (slug: string, day: string) => {
    const answer = slotsResponseSchema.parse((await get(t, `/api/visits/tours/${slug}/slots?from=${day}&to=${day}`)).json());
    return answer.slots.map((slot) => slot.id);
  };
  const dayOfSlot = async (id: number) => parisDay((await slotRow(id)).startsAt);

  it('refuses every call without a staff session and to a customer, and changes nothing', async () => {
    const customer = await registerCustomer(t.app, 'visiteur-pas-staff@example.fr');
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const { booking } = await book(t, bookingRequest(slot));
    const gourmet = await tourBySlug('le-parcours-gourmand');
    const day = await dayOfSlot(slot);
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/tours'],
      ['POST', `/api/admin/tours/${gourmet.id}`, { ...formOf(gourmet), capacity: 99 }],
      ['GET', `/api/admin/tours/${gourmet.id}/slots`],
      ['GET', `/api/admin/tours/days/${day}`],
      ['POST', `/api/admin/tours/slots/${slot}/close`, { bookings: 'cancel' }],
      ['POST', `/api/admin/tours/slots/${slot}/reopen`, {}],
      ['POST', `/api/admin/tours/days/${day}/close`, { bookings: 'cancel' }],
      ['POST', `/api/admin/tours/days/${day}/reopen`, {}],
      ['POST', `/api/admin/tours/bookings/${booking.id}/payment`, { means: 'cash' }],
      ['POST', `/api/admin/tours/bookings/${booking.id}/cancel`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const send = (headers: Record<string, string>) => t.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
      expectApiError(await send({}), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await send(bearer(customer.access_token)), 403, 'STAFF_ONLY');
    }
    expect((await slotRow(slot)).closedAt).toBeNull();
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held', paidAt: null });
    expect((await tourBySlug('le-parcours-gourmand')).capacity).toBe(25);
  });

  it('lists the tours with their texts in both languages, prices in cents and timetables', async () => {
    const list = await toursNow();
    expect(list.map((tour) => tour.slug)).toEqual(expect.arrayContaining(['le-parcours-gourmand', 'la-visite-des-champs-privee', 'endurante']));
    expect(list.find((tour) => tour.slug === 'la-visite-des-champs-privee')).toMatchObject({
      name_fr: 'La visite des champs en privé',
      name_en: 'The private field visit',
      exclusive: true,
      pricing: {
        kind: 'bands',
        bands: [
          { min: 1, max: 6, amount: 8000, per: 'party' },
          { min: 7, max: 15, amount: 1200, per: 'person' },
        ],
      },
    });
  });

  it('refuses bad input with translated sentences and saves nothing', async () => {
    const bees = await tourBySlug('le-sentier-des-abeilles');
    const audits = await auditCount(`tour:${bees.id}`);
    const bad: [Partial<TourForm>, RegExp, RegExp][] = [
      [{ pricing: { kind: 'perParty', amount: 0 } }, /supérieur à 0 €/, /more than €0/],
      [{ capacity: 0 }, /capacité d’un créneau/, /capacity is a whole number/],
      [{ max_party: bees.capacity + 1 }, /groupe le plus grand/, /largest party/],
      [{ schedule: [{ from: '13-01', to: '10-31', weekdays: [1], times: ['09:30'], minutes: 480 }] }, /MM-JJ/, /MM-DD/],
      [{ schedule: [{ from: '04-01', to: '10-31', weekdays: [1], times: ['9h30'], minutes: 480 }] }, /HH:MM/, /HH:MM/],
      [{ schedule: [{ from: '04-01', to: '10-31', weekdays: [], times: ['09:30'], minutes: 480 }] }, /jour de la semaine/, /day of the week/],
      [{ name_fr: '  ' }, /nom de la visite est obligatoire/, /name is required/],
      [{ schedule: [{ from: '04-01', to: '10-31', weekdays: [1], times: ['09:30'] }] }, /durée d’ouverture/, /how long it is open/],
    ];
    for (const [change, fr, english] of bad) {
      const payload = { ...formOf(bees), ...change };
      expect(expectApiError(await post(t, `/api/admin/tours/${bees.id}`, payload, member.headers), 400, 'VALIDATION').message).toMatch(fr);
      expect(expectApiError(await post(t, `/api/admin/tours/${bees.id}`, payload, { ...member.headers, ...en }), 400, 'VALIDATION').message).toMatch(english);
    }
    // Wrong types: a 400, never a 500.
    expectApiError(await post(t, `/api/admin/tours/${bees.id}`, { ...formOf(bees), capacity: 'lots' }, member.headers), 400, 'VALIDATION');
    expectApiError(await post(t, `/api/admin/tours/${bees.id}`, { ...formOf(bees), pricing: { kind: 'free' } }, member.headers), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/admin/tours/abc', formOf(bees), member.headers), 404, 'TOUR_NOT_FOUND');
    expect(await tourBySlug('le-sentier-des-abeilles')).toEqual(bees);
    expect(await auditCount(`tour:${bees.id}`)).toBe(audits);
  });

  it('saves a new timetable: adds its slots, removes the free ones it drops, keeps the booked ones', async () => {
    const endurante = await tourBySlug('endurante');
    // Seasons 04-01..06-30 and 09-01..10-31, Saturdays 08:00; a private slot at an odd time stands
    // for a slot of the old timetable: one with a booking, one without.
    const booked = await makeSlot(t, 'endurante', { parisDaysAhead: 40 });
    const free = await makeSlot(t, 'endurante', { parisDaysAhead: 41 });
    const visit = await confirmed(booked, 'shop', { tour: 'endurante', party: { adults: 3, children: 0 } });
    const form: TourForm = {
      ...formOf(endurante),
      name_en: 'The Endurance run',
      pricing: { kind: 'perPerson', adult: 2400, child: null },
      schedule: [{ from: '01-01', to: '12-31', weekdays: [7], times: ['08:30'] }],
    };
    const saved = ok(tourSavedSchema, await post(t, `/api/admin/tours/${endurante.id}`, form, member.headers));
    expect(saved.tour).toMatchObject({ name_en: 'The Endurance run', pricing: { kind: 'perPerson', adult: 2400, child: null } });
    // A year of Sundays, give or take the days already gone.
    expect(saved.slots_added).toBeGreaterThanOrEqual(51);
    expect(saved.slots_removed).toBeGreaterThanOrEqual(1);
    expect(saved.slots_kept).toEqual([expect.objectContaining({ id: booked, seats_taken: 3 })]);
    expect(await slotRow(free)).toBeUndefined();
    expect(await slotRow(booked)).toMatchObject({ closedAt: null });
    expect((await bookingRow(visit.id)).slotId).toBe(booked);
    // The public site shows the new texts and prices at once.
    const tourList = (await get(t, '/api/visits/tours', en)).json() as { tours: { slug: string; name: string; pricing: unknown }[] };
    expect(tourList.tours.find((tour) => tour.slug === 'endurante')).toMatchObject({ name: 'The Endurance run', pricing: { adult: 2400 } });
    // Saving the same form again adds and removes nothing.
    const again = ok(tourSavedSchema, await post(t, `/api/admin/tours/${endurante.id}`, form, member.headers));
    expect(again).toMatchObject({ slots_added: 0, slots_removed: 0 });
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `tour:${endurante.id}`), eq(auditLog.action, 'tour.update')))
      .limit(1);
    expect(line).toMatchObject({ staffId: member.id, before: expect.objectContaining({ name_en: "L'Endurante" }) });
    // The slots' list marks the kept slot as outside the timetable.
    const day = await dayOfSlot(booked);
    const slots = ok(adminSlotsSchema, await get(t, `/api/admin/tours/${endurante.id}/slots?from=${day}&to=${day}`, member.headers));
    expect(slots.slots.find((slot) => slot.id === booked)).toMatchObject({ in_timetable: false, seats_taken: 3, closed: false });
  });

  it('refuses a capacity under the seats a slot already holds (409, translated) and saves nothing', async () => {
    const little = await tourBySlug('la-visite-des-tous-petits');
    const slot = await makeSlot(t, 'la-visite-des-tous-petits', { capacity: 16 });
    await confirmed(slot, 'shop', { tour: 'la-visite-des-tous-petits', party: { adults: 4, children: 6 } });
    const refused = await post(t, `/api/admin/tours/${little.id}`, { ...formOf(little), capacity: 9, max_party: 9 }, member.headers);
    expect(expectApiError(refused, 409, 'CAPACITY_BELOW_BOOKED').message).toMatch(/déjà 10 places réservées/);
    const english = await post(t, `/api/admin/tours/${little.id}`, { ...formOf(little), capacity: 9, max_party: 9 }, { ...member.headers, ...en });
    expect(expectApiError(english, 409, 'CAPACITY_BELOW_BOOKED').message).toMatch(/already has 10 seats booked/);
    expect((await tourBySlug('la-visite-des-tous-petits')).capacity).toBe(16);
    expect((await slotRow(slot)).capacity).toBe(16);
    // Down to the seats held exactly is fine; every coming slot takes it.
    ok(tourSavedSchema, await post(t, `/api/admin/tours/${little.id}`, { ...formOf(little), capacity: 10, max_party: 10 }, member.headers));
    expect((await slotRow(slot)).capacity).toBe(10);
    ok(tourSavedSchema, await post(t, `/api/admin/tours/${little.id}`, formOf(little), member.headers));
  });

  it('closes a free slot: gone from the public calendar, booking it refused; reopening brings it back', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const day = await dayOfSlot(slot);
    expect(await publicSlotIds('le-parcours-gourmand', day)).toContain(slot);
    const closed = ok(slotClosedSchema, await post(t, `/api/admin/tours/slots/${slot}/close`, {}, member.headers));
    expect(closed).toMatchObject({ slots: [{ id: slot, closed: true }], moved: 0, cancelled: 0 });
    expect(await publicSlotIds('le-parcours-gourmand', day)).not.toContain(slot);
    const refused = await post(t, '/api/visits/bookings', bookingRequest(slot), en);
    expect(expectApiError(refused, 409, 'SLOT_CLOSED').message).toMatch(/closed/);
    expect(await auditCount(`slot:${slot}`)).toBe(1);

    ok(slotClosedSchema, await post(t, `/api/admin/tours/slots/${slot}/reopen`, {}, member.headers));
    expect(await publicSlotIds('le-parcours-gourmand', day)).toContain(slot);
    await book(t, bookingRequest(slot));
    expect(await auditCount(`slot:${slot}`)).toBe(2);
  });

  it('asks what to do with the bookings of a slot it closes (409 listing them), changing nothing', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const booking = await confirmed(slot, 'shop', { contact: { ...visitor, lastname: 'Arnaud' } });
    const refused = await post(t, `/api/admin/tours/slots/${slot}/close`, {}, member.headers);
    const body = expectApiError(refused, 409, 'SLOT_HAS_BOOKINGS');
    expect(body.message).toContain(booking.reference);
    expect(body.message).toContain('Camille Arnaud');
    expect(expectApiError(await post(t, `/api/admin/tours/slots/${slot}/close`, {}, { ...member.headers, ...en }), 409).message).toMatch(/move them/);
    expect((await slotRow(slot)).closedAt).toBeNull();
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect(await auditCount(`slot:${slot}`)).toBe(0);
    // A bad choice: 400, not 500.
    expectApiError(await post(t, `/api/admin/tours/slots/${slot}/close`, { bookings: 'drop' }, member.headers), 400, 'VALIDATION');
    expectApiError(await post(t, `/api/admin/tours/slots/${slot}/close`, { bookings: 'move' }, member.headers), 400, 'MOVE_TARGET_REQUIRED');
    expectApiError(await post(t, '/api/admin/tours/slots/999999/close', {}, member.headers), 404, 'SLOT_NOT_FOUND');
  });

  it('moves the bookings of a closed slot to another with room and mails each visitor in their language', async () => {
    const from = await makeSlot(t, 'le-parcours-gourmand', { capacity: 25 });
    const to = await makeSlot(t, 'le-parcours-gourmand', { capacity: 25 });
    const other = await makeSlot(t, 'la-visite-des-champs');
    const a = await confirmed(from, 'card', { lang: 'en', contact: { ...visitor, email: 'moved-en@example.co.uk' } });
    const b = await confirmed(from, 'shop', { contact: { ...visitor, email: 'moved-fr@example.fr' } });
    expectApiError(await post(t, `/api/admin/tours/slots/${from}/close`, { bookings: 'move', move_to: other }, member.headers), 409, 'MOVE_TARGET_INVALID');
    expectApiError(await post(t, `/api/admin/tours/slots/${from}/close`, { bookings: 'move', move_to: from }, member.headers), 409, 'MOVE_TARGET_INVALID');
    // Signed with the identity stored in Réglages, not the demonstration constant.
    await storeFirm(t.database.db, { ...(await loadFirm(t.database.db)), name: 'Nougats Reynaud' });
    const before = t.mails.length;
    const moved = ok(slotClosedSchema, await post(t, `/api/admin/tours/slots/${from}/close`, { bookings: 'move', move_to: to }, member.headers));
    expect(moved).toMatchObject({ moved: 2, cancelled: 0, slots: [{ id: from, closed: true, seats_taken: 0 }] });
    expect((await bookingRow(a.id)).slotId).toBe(to);
    expect(await bookingRow(b.id)).toMatchObject({ slotId: to, status: 'confirmed' });
    const mails = t.mails.slice(before);
    expect(mails.find((m) => m.to === 'moved-en@example.co.uk')).toMatchObject({ subject: expect.stringContaining('Your visit has a new time') });
    expect(mails.find((m) => m.to === 'moved-fr@example.fr')?.text).toMatch(/est déplacée au/);
    expect(mails.find((m) => m.to === 'moved-fr@example.fr')).toMatchObject({
      subject: expect.stringMatching(/ – Nougats Reynaud$/),
      text: expect.stringMatching(/\nNougats Reynaud$/),
    });
    await storeFirm(t.database.db, { ...(await loadFirm(t.database.db)), name: FIRM.name });
  });

  it('refuses a move to a slot without room, leaving every booking where it was', async () => {
    const from = await makeSlot(t, 'le-parcours-gourmand', { capacity: 25 });
    const to = await makeSlot(t, 'le-parcours-gourmand', { capacity: 4 });
    const a = await confirmed(from, 'shop', { party: { adults: 2, children: 1 } });
    await confirmed(to, 'shop', { party: { adults: 2, children: 0 } });
    const refused = await post(t, `/api/admin/tours/slots/${from}/close`, { bookings: 'move', move_to: to }, member.headers);
    expect(expectApiError(refused, 409, 'NOT_ENOUGH_ROOM').message).toMatch(/2 places libres pour 3/);
    expect((await bookingRow(a.id)).slotId).toBe(from);
    expect((await slotRow(from)).closedAt).toBeNull();
  });

  it('cancels the bookings of a closed slot: card payments refunded, each visitor mailed', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const card = await confirmed(slot, 'card', { lang: 'en', contact: { ...visitor, email: 'refund-en@example.co.uk' } });
    const shop = await confirmed(slot, 'shop', { contact: { ...visitor, email: 'unpaid-fr@example.fr' } });
    const before = t.mails.length;
    const done = ok(slotClosedSchema, await post(t, `/api/admin/tours/slots/${slot}/close`, { bookings: 'cancel' }, member.headers));
    expect(done).toMatchObject({ cancelled: 2, refunded: 1, moved: 0 });
    expect(await bookingRow(card.id)).toMatchObject({ status: 'cancelled', refund: 'refunded' });
    expect(await bookingRow(shop.id)).toMatchObject({ status: 'cancelled', refund: 'none' });
    const mails = t.mails.slice(before);
    const english = mails.find((m) => m.to === 'refund-en@example.co.uk')!;
    expect(english.subject).toContain('Your visit is cancelled');
    expect(english.text).toContain('Your payment of €4.00 is refunded in full.');
    expect(mails.find((m) => m.to === 'unpaid-fr@example.fr')?.text).toContain('Vous n’aviez rien payé');
    // One mail each: not the visitor's own cancellation mail besides.
    expect(mails.filter((m) => m.to === 'refund-en@example.co.uk')).toHaveLength(1);
  });

  it('closes and reopens a whole day, refusing to move its bookings', async () => {
    const day = addDays(parisDay(new Date()), 50);
    const slot = await makeSlot(t, 'le-parcours-gourmand', { parisDaysAhead: 50 });
    const bees = await makeSlot(t, 'le-sentier-des-abeilles', { parisDaysAhead: 50 });
    await confirmed(bees, 'shop', { tour: 'le-sentier-des-abeilles', party: { adults: 2, children: 0 } });
    expectApiError(await post(t, `/api/admin/tours/days/${day}/close`, { bookings: 'move' }, member.headers), 400, 'DAY_MOVE_REFUSED');
    expectApiError(await post(t, `/api/admin/tours/days/${day}/close`, {}, member.headers), 409, 'SLOT_HAS_BOOKINGS');
    expectApiError(await post(t, '/api/admin/tours/days/2026-02-30/close', {}, member.headers), 400, 'DAY_INVALID');
    const closed = ok(slotClosedSchema, await post(t, `/api/admin/tours/days/${day}/close`, { bookings: 'cancel' }, member.headers));
    expect(closed.cancelled).toBe(1);
    expect(closed.slots.map((s) => s.id)).toEqual(expect.arrayContaining([slot, bees]));
    expect(closed.slots.every((s) => s.closed)).toBe(true);
    expect(await publicSlotIds('le-parcours-gourmand', day)).not.toContain(slot);
    const reopened = ok(slotClosedSchema, await post(t, `/api/admin/tours/days/${day}/reopen`, {}, member.headers));
    expect(reopened.slots.map((s) => s.id)).toEqual(expect.arrayContaining([slot, bees]));
    expect(await publicSlotIds('le-parcours-gourmand', day)).toContain(slot);
  });

  it("gives the guide the day's bookings: names, party, phone, paid or to pay; a payment taken at the shop", async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand', { parisDaysAhead: 60 });
    const paid = await confirmed(slot, 'card', { contact: { ...visitor, lastname: 'Blanc', phone: '06 11 22 33 44' } });
    const toPay = await confirmed(slot, 'shop', { party: { adults: 3, children: 2 }, contact: { ...visitor, lastname: 'Aubert' } });
    const day = addDays(parisDay(new Date()), 60);
    const list = ok(tourDaySchema, await get(t, `/api/admin/tours/days/${day}`, member.headers));
    const mine = list.slots.find((s) => s.id === slot)!;
    expect(mine).toMatchObject({ tour_name: 'Le parcours gourmand', seats_taken: 8 });
    expect(mine.bookings.map((b) => b.lastname)).toEqual(['Aubert', 'Blanc']);
    expect(mine.bookings[1]).toMatchObject({
      reference: paid.reference,
      phone: '06 11 22 33 44',
      adults: 2,
      children: 1,
      to_pay_cents: 0,
      payment_method: 'card',
    });
    expect(mine.bookings[0]).toMatchObject({ reference: toPay.reference, adults: 3, children: 2, to_pay_cents: 600, paid_at: null, payment_method: 'shop' });
    expect(mine.bookings[0].lines.length).toBeGreaterThan(0);

    const before = t.mails.length;
    const taken = ok(adminBookingSchema, await post(t, `/api/admin/tours/bookings/${toPay.id}/payment`, { means: 'cash' }, member.headers));
    expect(taken).toMatchObject({ status: 'confirmed', to_pay_cents: 0, payment_method: 'shop' });
    expect(taken.paid_at).not.toBeNull();
    expect(t.mails.length).toBe(before);
    expectApiError(await post(t, `/api/admin/tours/bookings/${toPay.id}/payment`, { means: 'cash' }, member.headers), 409, 'BOOKING_ALREADY_PAID');
    expectApiError(await post(t, `/api/admin/tours/bookings/${toPay.id}/payment`, { means: 'gold' }, member.headers), 400, 'VALIDATION');
    const rows = await t.database.db.select().from(payments).where(eq(payments.bookingId, toPay.id));
    expect(rows).toEqual([expect.objectContaining({ method: 'shop', status: 'paid', amountCents: 600 })]);
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `booking:${toPay.reference}`));
    expect(line).toMatchObject({ action: 'tour.booking.payment', staffId: member.id, after: expect.objectContaining({ means: 'cash', amount_cents: 600 }) });
  });

  it('cancels one booking with a full refund and a mail; twice changes nothing more', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const booking = await confirmed(slot, 'card', { contact: { ...visitor, email: 'annule@example.fr' } });
    const before = t.mails.length;
    const cancelled = ok(adminBookingSchema, await post(t, `/api/admin/tours/bookings/${booking.id}/cancel`, {}, member.headers));
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 'refunded', to_pay_cents: 0 });
    const mails = t.mails.slice(before).filter((m) => m.to === 'annule@example.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Votre paiement de 4,00');
    ok(adminBookingSchema, await post(t, `/api/admin/tours/bookings/${booking.id}/cancel`, {}, member.headers));
    expect(t.mails.slice(before).filter((m) => m.to === 'annule@example.fr')).toHaveLength(1);
    expect(await auditCount(`booking:${booking.reference}`)).toBe(1);
    expectApiError(await post(t, '/api/admin/tours/bookings/999999/cancel', {}, member.headers), 404, 'BOOKING_NOT_FOUND');
  });

  it('cancels a hold still being paid without a mail, refuses past slots and payments on cancelled bookings', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const hold = await book(t, bookingRequest(slot, { contact: { ...visitor, email: 'en-train-de-payer@example.fr' } }));
    const before = t.mails.length;
    const done = ok(slotClosedSchema, await post(t, `/api/admin/tours/slots/${slot}/close`, { bookings: 'cancel' }, member.headers));
    expect(done).toMatchObject({ cancelled: 1, refunded: 0 });
    expect(await bookingRow(hold.booking.id)).toMatchObject({ status: 'cancelled', refund: 'none' });
    // Nobody was told of a booking yet: nothing to tell now; the payment page refuses it.
    expect(t.mails.slice(before).filter((m) => m.to === 'en-train-de-payer@example.fr')).toHaveLength(0);
    const pay = await post(t, `/api/visits/bookings/${hold.booking.id}/pay`, { method: 'shop' }, withToken(hold.token));
    expectApiError(pay, 409, 'BOOKING_NOT_PAYABLE');
    const taken = await post(t, `/api/admin/tours/bookings/${hold.booking.id}/payment`, { means: 'cash' }, { ...member.headers, ...en });
    expect(expectApiError(taken, 409, 'BOOKING_NOT_PAYABLE').message).toMatch(/cancelled or expired/);

    const past = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: -2 });
    expectApiError(await post(t, `/api/admin/tours/slots/${past}/close`, {}, member.headers), 409, 'SLOT_PAST');
    expect((await slotRow(past)).closedAt).toBeNull();
  });

  it('a slot closed while visitors book it never keeps a live booking', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand', { capacity: 25 });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        post(t, '/api/visits/bookings', bookingRequest(slot, { party: { adults: 1, children: 0 }, contact: { ...visitor, email: `course${i}@example.fr` } })),
      ),
      post(t, `/api/admin/tours/slots/${slot}/close`, { bookings: 'cancel' }, member.headers),
      ...Array.from({ length: 6 }, (_, i) =>
        post(t, '/api/visits/bookings', bookingRequest(slot, { party: { adults: 1, children: 0 }, contact: { ...visitor, email: `tard${i}@example.fr` } })),
      ),
    ]);
    const close = answers[6];
    expect(close.statusCode).toBe(200);
    for (const answer of [...answers.slice(0, 6), ...answers.slice(7)]) {
      if (answer.statusCode !== 201) expectApiError(answer, 409, 'SLOT_CLOSED');
    }
    const live = await t.database.db
      .select({ n: count() })
      .from(tourBookings)
      .where(and(eq(tourBookings.slotId, slot), eq(tourBookings.status, 'held')));
    expect(live[0].n).toBe(0);
    expect((await slotRow(slot)).closedAt).not.toBeNull();
    const made = answers.filter((a) => a.statusCode === 201).length;
    expect(ok(slotClosedSchema, close).cancelled).toBe(made);
  });
});
