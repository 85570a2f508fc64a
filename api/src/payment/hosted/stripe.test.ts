import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { NotificationRefused, type HostedPaymentProvider } from './provider.js';
import { checkoutSessionObject } from '../../test/stripe-stand-in.js';
import { createStripeProvider } from './stripe.js';

/*
 * The Stripe adapter through the `stripe` package itself, pointed at a stand-in on 127.0.0.1 that
 * answers the two endpoints it calls (no network here). The answers' shapes follow Stripe's API
 * reference: "The Checkout Session object" and "The Refund object". Notifications are signed with
 * the package's own webhooks.generateTestHeaderString and read back through constructEvent.
 */

const SECRET_KEY = 'sk_test_nougaterie';
const WEBHOOK_SECRET = 'whsec_nougaterie_test';

interface Received {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

/** Stripe's "The Checkout Session object", as the shared stand-in shapes it (test/stripe-stand-in.ts). */
const sessionObject = (form: URLSearchParams, id = 'cs_test_a1b2c3') => checkoutSessionObject(form, id);

describe('the Stripe Checkout adapter', () => {
  let server: Server;
  let received: Received[] = [];
  /** Failures the stand-in answers first, before answering normally. */
  let failFirst = 0;
  let stripeProvider: HostedPaymentProvider;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void read(request).then((body) => {
        const form = new URLSearchParams(body);
        received.push({
          method: request.method ?? '',
          path: request.url ?? '',
          form,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          authorization: request.headers.authorization,
        });
        response.setHeader('content-type', 'application/json');
        response.setHeader('request-id', `req_${received.length}`);
        if (failFirst > 0) {
          failFirst -= 1;
          response.statusCode = 500;
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
          return;
        }
        if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
          response.end(JSON.stringify(sessionObject(form)));
        } else if (request.method === 'POST' && request.url === '/v1/refunds') {
          response.end(
            JSON.stringify({
              id: 're_3MtwBwLkdIwHu7ix0Z2rR4Ob',
              object: 'refund',
              amount: Number(form.get('amount')),
              currency: 'eur',
              payment_intent: form.get('payment_intent'),
              reason: null,
              status: form.get('amount') === '1' ? 'pending' : 'succeeded',
              created: Math.floor(Date.now() / 1000),
              metadata: {},
            }),
          );
        } else {
          response.statusCode = 404;
          response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url}).` } }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stripeProvider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    failFirst = 0;
  });

  const request = {
    purpose: { kind: 'order' as const, reference: 'NSD-2026-000042' },
    amountCents: 4_790,
    currency: 'eur' as const,
    description: 'Commande NSD-2026-000042 – Nougaterie de Saint-Didier',
    lang: 'fr' as const,
    email: 'lea@example.fr',
    returnUrl: 'https://shop.test/boutique/paiement/retour?ref=NSD-2026-000042',
    cancelUrl: 'https://shop.test/boutique/paiement',
    idempotencyKey: 'order:NSD-2026-000042:attempt:1',
  };

  it("opens a session for the server's amount, with the order's reference, and gives the page's address", async () => {
    const session = await stripeProvider.createSession(request);
    expect(session).toEqual({ id: 'cs_test_a1b2c3', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_a1b2c3/) });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4790',
      'line_items[0][price_data][product_data][name]': request.description,
      client_reference_id: 'NSD-2026-000042',
      'metadata[kind]': 'order',
      'metadata[reference]': 'NSD-2026-000042',
      'payment_intent_data[metadata][reference]': 'NSD-2026-000042',
      customer_email: 'lea@example.fr',
      locale: 'fr',
      success_url: 'https://shop.test/boutique/paiement/retour?ref=NSD-2026-000042&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: request.cancelUrl,
    });
    // No card data ever leaves for Stripe from here: the page collects it.
    expect([...call.form.keys()].some((key) => /card|number|cvc/i.test(key))).toBe(false);
  });

  it('retries a failed call with the same idempotency key, so one session is opened', async () => {
    failFirst = 1;
    const session = await stripeProvider.createSession({
      ...request,
      idempotencyKey: 'booking:NSD-V-2026-000007:attempt:2',
      purpose: { kind: 'booking', reference: 'NSD-V-2026-000007' },
    });
    expect(session.id).toBe('cs_test_a1b2c3');
    expect(received.map((r) => r.idempotencyKey)).toEqual(['booking:NSD-V-2026-000007:attempt:2', 'booking:NSD-V-2026-000007:attempt:2']);
    expect(received[1].form.get('metadata[kind]')).toBe('booking');
  });

  it("ends the page with the order's hold, within Stripe's 30 minutes to 24 hours", async () => {
    const now = Math.floor(Date.now() / 1000);
    await stripeProvider.createSession({ ...request, expiresAt: new Date(Date.now() + 10 * 60_000) });
    await stripeProvider.createSession({ ...request, expiresAt: new Date(Date.now() + 60 * 60_000) });
    await stripeProvider.createSession({ ...request, expiresAt: new Date(Date.now() + 3 * 86_400_000) });
    const [short, hour, long] = received.map((r) => Number(r.form.get('expires_at')) - now);
    expect(short).toBeGreaterThanOrEqual(30 * 60);
    expect(short).toBeLessThan(33 * 60);
    expect(hour).toBeGreaterThanOrEqual(59 * 60);
    expect(hour).toBeLessThanOrEqual(61 * 60);
    expect(long).toBeLessThan(24 * 3600);
  });

  it('refunds part of a payment with its own key, and reads the refund status', async () => {
    expect(await stripeProvider.refund({ paymentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', amountCents: 1_250, idempotencyKey: 'refund:17' })).toEqual({
      id: 're_3MtwBwLkdIwHu7ix0Z2rR4Ob',
      status: 'succeeded',
    });
    expect(received[0]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund:17' });
    expect(Object.fromEntries(received[0].form)).toEqual({ payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', amount: '1250' });
    expect((await stripeProvider.refund({ paymentId: 'pi_x', amountCents: 1, idempotencyKey: 'refund:18' })).status).toBe('pending');
  });

  describe('notifications', () => {
    const stripe = new Stripe(SECRET_KEY);
    const session = (overrides: Record<string, unknown> = {}) => ({
      ...sessionObject(
        new URLSearchParams({
          'line_items[0][price_data][unit_amount]': '4790',
          'line_items[0][price_data][currency]': 'eur',
          'metadata[kind]': 'order',
          'metadata[reference]': 'NSD-2026-000042',
        }),
      ),
      payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      payment_status: 'paid',
      status: 'complete',
      ...overrides,
    });
    const event = (type: string, object: object, id = 'evt_1NG8Du2eZvKYlo2CUI79vXWy') =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-01-28',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    const read = (payload: string, signature = signed(payload)) => stripeProvider.readNotification(payload, signature);

    it('reads a paid session as paid, with the payment, the amount and the currency to check', () => {
      const payload = event('checkout.session.completed', session());
      expect(read(payload)).toEqual({
        type: 'paid',
        eventId: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
        sessionId: 'cs_test_a1b2c3',
        paymentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        purpose: { kind: 'order', reference: 'NSD-2026-000042' },
        amountCents: 4790,
        currency: 'eur',
      });
      // The raw bytes as received verify too.
      expect(stripeProvider.readNotification(Buffer.from(payload), signed(payload)).type).toBe('paid');
    });

    it('tells a bank still to answer, a late success, a failure and an expiry apart', () => {
      expect(read(event('checkout.session.completed', session({ payment_status: 'unpaid', payment_intent: null }))).type).toBe('pending');
      expect(read(event('checkout.session.async_payment_succeeded', session())).type).toBe('paid');
      expect(read(event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' }))).type).toBe('failed');
      expect(read(event('checkout.session.expired', session({ payment_status: 'unpaid', status: 'expired' }))).type).toBe('expired');
    });

    it('ignores what is not about one of our sessions', () => {
      expect(read(event('payment_intent.created', { id: 'pi_1', object: 'payment_intent' }))).toEqual({
        type: 'ignored',
        eventId: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
        eventType: 'payment_intent.created',
      });
      expect(read(event('checkout.session.completed', session({ metadata: {} }))).type).toBe('ignored');
      expect(read(event('checkout.session.completed', session({ metadata: { kind: 'gift', reference: 'X' } }))).type).toBe('ignored');
    });

    it('refuses a wrong signature, a changed body, an old timestamp and no signature at all', () => {
      const payload = event('checkout.session.completed', session());
      const refusal = (run: () => unknown) => {
        try {
          run();
        } catch (error) {
          return error;
        }
        throw new Error('not refused');
      };
      expect(refusal(() => read(payload, signed(payload, { secret: 'whsec_someone_else' })))).toBeInstanceOf(NotificationRefused);
      // The amount changed after signing.
      expect(refusal(() => read(payload.replace('"amount_total":4790', '"amount_total":1'), signed(payload)))).toBeInstanceOf(NotificationRefused);
      // Signed six minutes ago: outside the five minutes allowed, so a captured notification cannot be replayed later.
      expect(refusal(() => read(payload, signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 360 })))).toBeInstanceOf(NotificationRefused);
      expect(refusal(() => stripeProvider.readNotification(payload, undefined))).toMatchObject({ reason: 'signature' });
      expect(refusal(() => read(payload, 'garbage'))).toMatchObject({ reason: 'signature' });
    });

    it('refuses a paid session that names no payment', () => {
      expect(() => read(event('checkout.session.completed', session({ payment_intent: null })))).toThrow(NotificationRefused);
    });
  });
});
