import Stripe from 'stripe';
import {
  NotificationRefused,
  type HostedPaymentProvider,
  type HostedRefund,
  type HostedSession,
  type HostedSessionRequest,
  type PaymentNotification,
  type PaymentPurpose,
} from './provider.js';

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (sk_live_… or sk_test_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…), the endpoint's signing secret. */
  webhookSecret: string;
  /** Seconds a notification's signature stays acceptable (Stripe's default: 300). */
  toleranceSeconds?: number;
  /** Tests only: where the API is (a stand-in on 127.0.0.1), instead of api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Checkout Sessions last between 30 minutes and 24 hours (Stripe's bounds for expires_at). */
const MIN_EXPIRY_S = 30 * 60 + 60;
const MAX_EXPIRY_S = 24 * 60 * 60 - 60;

/** `?session_id={CHECKOUT_SESSION_ID}`: Stripe puts the session's id in the return address. */
function withSessionId(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

function purposeOf(session: Stripe.Checkout.Session): PaymentPurpose | null {
  const kind = session.metadata?.kind;
  const reference = session.metadata?.reference;
  if ((kind !== 'order' && kind !== 'booking') || !reference) return null;
  return { kind, reference };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe Checkout behind the HostedPaymentProvider interface: a hosted page (card, Apple Pay and
 * Google Pay, Bancontact, as the Stripe account offers them), no Stripe script on our pages.
 */
export function createStripeProvider(options: StripeProviderOptions): HostedPaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.host ? { host: options.host, port: options.port, protocol: options.protocol ?? 'https' } : {}),
  });
  const tolerance = options.toleranceSeconds ?? 300;

  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',

    async createSession(request: HostedSessionRequest): Promise<HostedSession> {
      const metadata = { kind: request.purpose.kind, reference: request.purpose.reference };
      const expiresIn = request.expiresAt ? Math.round((request.expiresAt.getTime() - Date.now()) / 1000) : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } } },
          ],
          client_reference_id: request.purpose.reference,
          metadata,
          payment_intent_data: { metadata, description: request.description },
          ...(request.email ? { customer_email: request.email } : {}),
          locale: request.lang,
          success_url: withSessionId(request.returnUrl),
          cancel_url: request.cancelUrl,
          ...(expiresIn !== undefined ? { expires_at: Math.floor(Date.now() / 1000) + Math.min(MAX_EXPIRY_S, Math.max(MIN_EXPIRY_S, expiresIn)) } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave no page for the session ${session.id}`);
      return { id: session.id, url: session.url };
    },

    readNotification(rawBody: string | Buffer, signature: string | undefined): PaymentNotification {
      if (!signature) throw new NotificationRefused('signature', 'No Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, tolerance);
      } catch (error) {
        throw new NotificationRefused('signature', error instanceof Error ? error.message : 'The signature does not match.');
      }
      const ignored = (): PaymentNotification => ({ type: 'ignored', eventId: event.id, eventType: event.type });
      if (!event.type.startsWith('checkout.session.')) return ignored();
      const session = event.data.object as Stripe.Checkout.Session;
      const purpose = purposeOf(session);
      if (!purpose) return ignored();
      const base = { eventId: event.id, sessionId: session.id, purpose };
      const paid = (): PaymentNotification => {
        const paymentId = idOf(session.payment_intent);
        if (!paymentId || session.amount_total === null) throw new NotificationRefused('payload', `The paid session ${session.id} names no payment or amount.`);
        return { type: 'paid', ...base, paymentId, amountCents: session.amount_total, currency: session.currency ?? '' };
      };
      switch (event.type) {
        case 'checkout.session.completed':
          if (session.payment_status === 'paid') return paid();
          if (session.payment_status === 'unpaid') return { type: 'pending', ...base };
          return ignored();
        case 'checkout.session.async_payment_succeeded':
          return paid();
        case 'checkout.session.async_payment_failed':
          return { type: 'failed', ...base };
        case 'checkout.session.expired':
          return { type: 'expired', ...base };
        default:
          return ignored();
      }
    },

    async refund({ paymentId, amountCents, idempotencyKey }): Promise<HostedRefund> {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { id: refund.id, status };
    },
  };
}
