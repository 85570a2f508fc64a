import {
  BOOKING_TOKEN_HEADER,
  bookingCreatedSchema,
  bookingPaymentResponseSchema,
  bookingSchema,
  reservationsResponseSchema,
  type BookingPaymentResponse,
} from '@nougaterie/contracts';
import { and, eq } from 'drizzle-orm';
import { payments, tourBookings } from '../db/schema.js';
import { buildApp } from '../app.js';
import { createSandboxCardProvider, type CardProvider } from '../payment/card-provider.js';
import { bearer, expectApiError, openTestApp, PUBLIC_URL, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { get, post, type Injected } from '../test/shop.js';
import { book, bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, visitor, withToken } from '../test/tours.js';
import { strict } from '../test/strict.js';

const en = { 'accept-language': 'en' };
const CARDS = {
  paid: { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  declined: { method: 'card', card_number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
  challenge: { method: 'card', card_number: '4000 0000 0000 3220', expiry: '12/34', cvc: '123' },
} as const;

function paymentOf(response: Injected): BookingPaymentResponse {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return strict(bookingPaymentResponseSchema).parse(response.json());
}

describe.each(drivers)('tour booking payment, access, cancellation and reservations on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, { visitsRateLimits: LOOSE_VISITS_RATE_LIMITS });
  });
  afterAll(() => t.close());

  const held = async (overrides = {}, headers: Record<string, string> = {}, daysAhead = 30) =>
    book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand', { daysAhead }), overrides), headers);
  const pay = (id: number, token: string, body: unknown, headers: Record<string, string> = {}) =>
    post(t, `/api/visits/bookings/${id}/pay`, body, withToken(token, headers));
  const mailsTo = (email: string, from: number) => t.mails.slice(from).filter((m) => m.to === email);

  describe('payment', () => {
    it('by card confirms the booking and mails the visitor once, in the language they booked in', async () => {
      const { booking, token } = await held({ lang: 'en', contact: { ...visitor, email: 'card@example.co.uk' } });
      const before = t.mails.length;
      const paid = paymentOf(await pay(booking.id, token, CARDS.paid));
      expect(paid).toMatchObject({ outcome: 'paid', challenge_id: null, booking: { status: 'confirmed', payment_method: 'card', hold_expires_at: null } });
      expect(paid.msg).toBe(`Paiement accepté : merci ! Votre réservation ${booking.reference} est confirmée.`);
      expect(paid.booking.paid_at).not.toBeNull();

      const [mail] = mailsTo('card@example.co.uk', before);
      expect(mail.subject).toBe(`Your visit is confirmed – ${booking.reference} – Nougaterie de Saint-Didier`);
      expect(mail.text).toContain('We received your payment of €4.00: your visit is confirmed.');
      expect(mail.text).toContain('The gourmet tour');
      expect(mail.text).toContain('2 adults, 1 child under 10');
      expect(mail.text).toContain(`${SITE_URL}/visites/confirmation?booking=${booking.id}&token=${token}`);
      // The visit, to add to a calendar in one tap, at the slot's time (UTC).
      const [ics] = mail.attachments ?? [];
      expect(ics.filename).toBe(`visite-${booking.reference}.ics`);
      expect(ics.contentType).toMatch(/^text\/calendar/);
      const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
      expect(ics.content).toContain(`DTSTART:${stamp(booking.slot.starts_at)}`);
      expect(ics.content).toContain(`DTEND:${stamp(booking.slot.ends_at)}`);
      expect(ics.content).toMatch(/METHOD:PUBLISH[\s\S]*STATUS:CONFIRMED/);
      expect(ics.content).toContain(`UID:${booking.reference.toLowerCase()}@nougaterie-saint-didier.fr`);

      // Twice: the same answer, no second charge, no second mail.
      const again = paymentOf(await pay(booking.id, token, CARDS.paid, en));
      expect(again).toMatchObject({ outcome: 'paid', booking: { status: 'confirmed' } });
      expect(again.msg).toBe(`Payment accepted: thank you! Your booking ${booking.reference} is confirmed.`);
      expect(mailsTo('card@example.co.uk', before)).toHaveLength(1);
      const paidRows = await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'paid')));
      expect(paidRows).toHaveLength(1);
      expect(paidRows[0]).toMatchObject({ orderId: null, amountCents: 400, cardBrand: 'visa', cardLast4: '4242' });
    });

    it('a declined card leaves the hold, so the visitor can pay again', async () => {
      const { booking, token } = await held();
      const declined = paymentOf(await pay(booking.id, token, CARDS.declined));
      expect(declined).toMatchObject({ outcome: 'declined', booking: { status: 'held' } });
      expect(declined.msg).toMatch(/^Paiement refusé par la banque\. Vos places restent réservées jusqu'à \d{2}:\d{2}/);
      expect(declined.booking.hold_expires_at).toBe(booking.hold_expires_at);
      expect(paymentOf(await pay(booking.id, token, CARDS.paid)).outcome).toBe('paid');
    });

    it('a card asking for a confirmation code is paid once the code is right', async () => {
      const { booking, token } = await held();
      const asked = paymentOf(await pay(booking.id, token, CARDS.challenge));
      expect(asked).toMatchObject({ outcome: 'challenge', booking: { status: 'held' } });
      const challenge = (code: string, id = asked.challenge_id!) =>
        post(t, `/api/visits/bookings/${booking.id}/challenge`, { challenge_id: id, code }, withToken(token));

      expect(paymentOf(await challenge('000000'))).toMatchObject({ outcome: 'declined', booking: { status: 'held' } });
      expectApiError(await challenge('123456'), 404, 'CHALLENGE_NOT_FOUND');
      const second = paymentOf(await pay(booking.id, token, CARDS.challenge));
      expect(paymentOf(await challenge('123456', second.challenge_id!))).toMatchObject({ outcome: 'paid', booking: { status: 'confirmed' } });
      expect(paymentOf(await challenge('123456', second.challenge_id!)).outcome).toBe('paid');
      expectApiError(
        await post(t, `/api/visits/bookings/${booking.id}/challenge`, { challenge_id: 'pas-un-uuid', code: '1' }, withToken(token)),
        400,
        'VALIDATION',
      );
    });

    it('by bank transfer waits for the money with the seats kept, mails the bank details, and a card may still pay', async () => {
      const { booking, token } = await held({ contact: { ...visitor, email: 'virement@example.fr' } });
      const before = t.mails.length;
      const transfer = paymentOf(await pay(booking.id, token, { method: 'transfer' }));
      expect(transfer).toMatchObject({
        outcome: 'awaiting_transfer',
        booking: { status: 'awaiting_payment', payment_method: 'transfer', hold_expires_at: null },
      });
      expect(transfer.msg).toMatch(/attend votre virement de 4,00/);
      expect(paymentOf(await pay(booking.id, token, { method: 'transfer' })).outcome).toBe('awaiting_transfer');
      const [mail] = mailsTo('virement@example.fr', before);
      expect(mail.subject).toBe(`Votre réservation attend votre virement – ${booking.reference} – Nougaterie de Saint-Didier`);
      expect(mail.text).toContain('IBAN : FR76');
      expect(mail.text).toContain(`Référence : ${booking.reference}`);

      expect(paymentOf(await pay(booking.id, token, CARDS.paid)).booking.status).toBe('confirmed');
      expect(mailsTo('virement@example.fr', before).map((m) => m.subject)).toEqual([
        `Votre réservation attend votre virement – ${booking.reference} – Nougaterie de Saint-Didier`,
        `Votre visite est confirmée – ${booking.reference} – Nougaterie de Saint-Didier`,
      ]);
    });

    it('at the shop on the day confirms the booking, to be paid there', async () => {
      const { booking, token } = await held({ contact: { ...visitor, email: 'boutique@example.fr' } });
      const before = t.mails.length;
      const shop = paymentOf(await pay(booking.id, token, { method: 'shop' }, en));
      expect(shop).toMatchObject({ outcome: 'pay_at_shop', booking: { status: 'confirmed', payment_method: 'shop', paid_at: null } });
      expect(shop.msg).toBe(`Your booking ${booking.reference} is confirmed: you will pay €4.00 at the shop on the day of the visit.`);
      expect(paymentOf(await pay(booking.id, token, CARDS.paid)).outcome).toBe('pay_at_shop');
      const [mail] = mailsTo('boutique@example.fr', before);
      expect(mail.text).toMatch(/Vous réglerez 4,00\s€ à la boutique le jour de la visite\./);
    });

    it('refuses a wrong card, a wrong method or a cancelled booking with a sentence', async () => {
      const { booking, token } = await held();
      const invalid = expectApiError(await pay(booking.id, token, { ...CARDS.paid, card_number: '4242 4242 4242 4241' }), 400, 'CARD_INVALID');
      expect(invalid.message).toBe("Ce numéro de carte n'est pas valide : vérifiez-le.");
      expectApiError(await pay(booking.id, token, { ...CARDS.paid, expiry: '01/20' }), 400, 'CARD_EXPIRED');
      expectApiError(await pay(booking.id, token, { method: 'cheque' }), 400, 'VALIDATION');
      expectApiError(await pay(booking.id, token, { method: 'card' }), 400, 'VALIDATION');
      expectApiError(await pay(booking.id, token, undefined), 400, 'VALIDATION');
      expect((await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token))).statusCode).toBe(200);
      const cancelled = expectApiError(await pay(booking.id, token, CARDS.paid), 409, 'BOOKING_NOT_PAYABLE');
      expect(cancelled.message).toBe(`La réservation ${booking.reference} est annulée : elle ne peut plus être payée.`);
    });
  });

  describe('access: the owner only', () => {
    it('a visitor without the token, with a wrong one, or another customer gets the same 404 as for no booking', async () => {
      const owner = await registerCustomer(t.app, 'proprietaire@example.fr');
      const other = await registerCustomer(t.app, 'curieux@example.fr');
      const { booking, token } = await held({}, bearer(owner.access_token));
      const url = `/api/visits/bookings/${booking.id}`;
      const strangers: Record<string, string>[] = [
        {},
        withToken('devine'),
        withToken(`${token}x`),
        bearer(other.access_token),
        withToken('', bearer(other.access_token)),
      ];
      for (const headers of strangers) {
        for (const response of [
          await get(t, url, headers),
          await post(t, `${url}/pay`, CARDS.paid, headers),
          await post(t, `${url}/challenge`, { challenge_id: crypto.randomUUID(), code: '123456' }, headers),
          await post(t, `${url}/cancel`, {}, headers),
        ]) {
          const body = expectApiError(response, 404, 'BOOKING_NOT_FOUND');
          expect(JSON.stringify(body)).not.toContain(booking.reference);
        }
      }
      expectApiError(await get(t, '/api/visits/bookings/999999', withToken(token)), 404, 'BOOKING_NOT_FOUND');
      expectApiError(await get(t, '/api/visits/bookings/abc', withToken(token)), 400, 'VALIDATION');
      expectApiError(await get(t, '/api/visits/bookings/99999999999', withToken(token)), 400, 'VALIDATION');

      // The customer who booked needs no token; anyone holding the token needs no account.
      expect(bookingSchema.parse((await get(t, url, bearer(owner.access_token))).json()).reference).toBe(booking.reference);
      expect((await get(t, url, withToken(token))).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
      expect(row.status).toBe('held');
    });
  });

  describe('cancellation', () => {
    it('lets go of an unpaid hold at any time, giving its seats back', async () => {
      const slot = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 1, capacity: 3 });
      const { booking, token } = await book(t, bookingRequest(slot, { contact: { ...visitor, email: 'abandon@example.fr' } }));
      const before = t.mails.length;
      const cancelled = bookingSchema.parse((await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token))).json());
      expect(cancelled).toMatchObject({ status: 'cancelled', refund: 'none', cancellable: false, hold_expires_at: null });
      await book(t, bookingRequest(slot));
      // Never told of a booking, the visitor gets no mail about its end either.
      expect(mailsTo('abandon@example.fr', before)).toEqual([]);
    });

    it('cancels a paid booking up to 48 hours before the visit, refunds the card through the provider, and mails it', async () => {
      const { booking, token } = await held({ contact: { ...visitor, email: 'annule@example.fr' } }, {}, 10);
      paymentOf(await pay(booking.id, token, CARDS.paid));
      const before = t.mails.length;
      const response = await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token));
      expect(bookingSchema.parse(response.json())).toMatchObject({ status: 'cancelled', refund: 'refunded', cancellable: false });
      // Twice: the same answer.
      expect(bookingSchema.parse((await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token))).json()).status).toBe('cancelled');
      const mails = mailsTo('annule@example.fr', before);
      expect(mails.map((m) => m.subject)).toEqual([`Votre réservation est annulée – ${booking.reference} – Nougaterie de Saint-Didier`]);
      expect(mails[0].text).toContain('Votre paiement vous sera remboursé sous quatorze jours.');
      // The same event, cancelled: calendars that added it take it out.
      const [ics] = mails[0].attachments ?? [];
      expect(ics.content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
      expect(ics.content).toContain(`UID:${booking.reference.toLowerCase()}@nougaterie-saint-didier.fr`);
    });

    it('keeps a refund the provider could not make due, and makes it when the visitor asks again', async () => {
      const sandbox = createSandboxCardProvider();
      let down = true;
      const flaky: CardProvider = {
        ...sandbox,
        refund: async (refund) => {
          if (down) throw new Error('provider unreachable');
          return sandbox.refund(refund);
        },
      };
      const own = await buildApp({
        db: t.database.db,
        publicUrl: PUBLIC_URL,
        corsOrigins: [],
        mailer: { send: async () => undefined },
        siteUrl: SITE_URL,
        cards: flaky,
        visitsRateLimits: LOOSE_VISITS_RATE_LIMITS,
      });
      try {
        const slot = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 12 });
        const created = bookingCreatedSchema.parse((await own.inject({ method: 'POST', url: '/api/visits/bookings', payload: bookingRequest(slot) })).json());
        const headers = { [BOOKING_TOKEN_HEADER]: created.token };
        await own.inject({ method: 'POST', url: `/api/visits/bookings/${created.booking.id}/pay`, payload: CARDS.paid, headers });
        const first = await own.inject({ method: 'POST', url: `/api/visits/bookings/${created.booking.id}/cancel`, headers });
        expect(first.statusCode).toBe(200);
        expect(bookingSchema.parse(first.json())).toMatchObject({ status: 'cancelled', refund: 'due' });
        down = false;
        const again = await own.inject({ method: 'POST', url: `/api/visits/bookings/${created.booking.id}/cancel`, headers });
        expect(bookingSchema.parse(again.json())).toMatchObject({ status: 'cancelled', refund: 'refunded' });
      } finally {
        await own.close();
      }
    });

    it('refuses to cancel a booking the visitor committed to within 48 hours of the visit, in their language', async () => {
      const { booking, token } = await held({}, {}, 1);
      const confirmed = paymentOf(await pay(booking.id, token, { method: 'shop' })).booking;
      expect(confirmed.cancellable).toBe(false);
      expect(Date.parse(confirmed.cancellable_until)).toBe(Date.parse(confirmed.slot.starts_at) - 48 * 3600_000);
      const fr = expectApiError(await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token)), 409, 'BOOKING_NOT_CANCELLABLE');
      expect(fr.message).toMatch(/^Une réservation s'annule au plus tard 48 heures avant la visite \(ici, jusqu'au .+\)\. Contactez-nous si besoin\.$/);
      const english = expectApiError(await post(t, `/api/visits/bookings/${booking.id}/cancel`, {}, withToken(token, en)), 409, 'BOOKING_NOT_CANCELLABLE');
      expect(english.message).toMatch(/^A booking can be cancelled up to 48 hours before the visit/);
      const [row] = await t.database.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id));
      expect(row.status).toBe('confirmed');
    });
  });

  describe('GET /api/user/reservations', () => {
    it("lists the customer's own bookings, coming ones first, made with their profile's details", async () => {
      const marie = await registerCustomer(t.app, 'reservations@example.fr');
      const other = await registerCustomer(t.app, 'autre-client@example.fr');
      const headers = bearer(marie.access_token);
      const later = await book(t, { ...bookingRequest(await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 50 })), contact: undefined }, headers);
      const sooner = await book(
        t,
        bookingRequest(await makeSlot(t, 'endurante', { daysAhead: 20 }), { tour: 'endurante', party: { adults: 1, children: 0 } }),
        headers,
      );
      const abandoned = await book(t, bookingRequest(await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 5 })), headers);
      await t.database.db.update(tourBookings).set({ status: 'expired' }).where(eq(tourBookings.id, abandoned.booking.id));
      await held({}, bearer(other.access_token));

      expect(later.booking.contact).toEqual({ firstname: 'Marie', lastname: 'Silvestre', email: 'reservations@example.fr', phone: null });
      const list = strict(reservationsResponseSchema).parse((await get(t, '/api/user/reservations', { ...headers, ...en })).json());
      expect(list.bookings.map((b) => b.reference)).toEqual([sooner.booking.reference, later.booking.reference]);
      expect(list.bookings[1].tour.name).toBe('The gourmet tour');
      expect(reservationsResponseSchema.parse((await get(t, '/api/user/reservations', bearer(other.access_token))).json()).bookings).toHaveLength(1);
      expectApiError(await get(t, '/api/user/reservations'), 401, 'AUTH_REQUIRED');
      expectApiError(await get(t, '/api/user/reservations', bearer('perime')), 401, 'SESSION_EXPIRED');
    });
  });
});
