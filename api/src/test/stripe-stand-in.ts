import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeProvider } from '../payment/hosted/stripe.js';
import type { HostedPaymentProvider } from '../payment/hosted/provider.js';

/*
 * A stand-in for the few Stripe endpoints the adapter calls (no network in tests), on 127.0.0.1.
 * Its answers follow Stripe's API reference ("The Checkout Session object"); like Stripe, a
 * repeated Idempotency-Key gets the first answer again. Notifications are signed with the
 * package's own webhooks.generateTestHeaderString.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_nougaterie';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_nougaterie_test';

export interface StandInCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** Stripe's "The Checkout Session object", the fields the adapter reads and a few around them. */
export function checkoutSessionObject(form: URLSearchParams, id: string) {
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: Number(form.get('line_items[0][price_data][unit_amount]')),
    amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
    client_reference_id: form.get('client_reference_id'),
    currency: form.get('line_items[0][price_data][currency]'),
    customer_email: form.get('customer_email'),
    expires_at: Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400),
    livemode: false,
    locale: form.get('locale'),
    metadata: { kind: form.get('metadata[kind]'), reference: form.get('metadata[reference]') },
    mode: 'payment',
    payment_intent: null as string | null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: form.get('success_url'),
    cancel_url: form.get('cancel_url'),
    url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
  };
}
export type CheckoutSessionObject = ReturnType<typeof checkoutSessionObject>;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

export interface StripeStandIn {
  provider: HostedPaymentProvider;
  /** Every call received, in order. */
  calls: StandInCall[];
  /** The sessions opened, by id. */
  sessions: Map<string, CheckoutSessionObject>;
  /** The refunds made, by id. */
  refunds: Map<string, RefundObject>;
  /** A provider down: every call's connection is cut, so the client fails after its retries. */
  silence(on: boolean): void;
  close(): Promise<void>;
}

/** A refund as Stripe's API reference shows it (POST /v1/refunds answers this object). */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  reason: string | null;
  receipt_number: string | null;
  source_transfer_reversal: string | null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  transfer_reversal: string | null;
}

function refundObject(form: URLSearchParams, id: string): RefundObject {
  return {
    id,
    object: 'refund',
    amount: Number(form.get('amount')),
    balance_transaction: `txn_${id}`,
    charge: `ch_${id}`,
    created: Math.floor(Date.now() / 1000),
    currency: 'eur',
    metadata: {},
    payment_intent: form.get('payment_intent'),
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StandInCall[] = [];
  const sessions = new Map<string, CheckoutSessionObject>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, RefundObject>();
  const refundByKey = new Map<string, string>();
  let silent = false;
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      if (silent) {
        request.socket.destroy();
        return;
      }
      const form = new URLSearchParams(body);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method ?? '', path: request.url ?? '', form, idempotencyKey });
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_${calls.length}`);
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        const session = known ? sessions.get(known)! : checkoutSessionObject(form, `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 10)}`);
        sessions.set(session.id, session);
        if (idempotencyKey) byKey.set(idempotencyKey, session.id);
        response.end(JSON.stringify(session));
      } else if (request.method === 'POST' && request.url === '/v1/refunds') {
        const known = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
        const refund = known ? refunds.get(known)! : refundObject(form, `re_test_${refunds.size + 1}_${Math.random().toString(36).slice(2, 10)}`);
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundByKey.set(idempotencyKey, refund.id);
        response.end(JSON.stringify(refund));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url}).` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    provider: createStripeProvider({ secretKey: STAND_IN_SECRET_KEY, webhookSecret: STAND_IN_WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' }),
    calls,
    sessions,
    refunds,
    silence: (on) => (silent = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stripe = new Stripe(STAND_IN_SECRET_KEY);
let events = 0;

/** A Stripe event about a session, as its webhook sends it: the JSON and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: object,
  options: { id?: string; secret?: string; timestamp?: number } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? `evt_test_${++events}_${Math.random().toString(36).slice(2, 10)}`;
  const payload = JSON.stringify({
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
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STAND_IN_WEBHOOK_SECRET, timestamp: options.timestamp });
  return { payload, signature, id };
}
