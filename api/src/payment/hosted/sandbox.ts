import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import {
  NotificationRefused,
  type HostedPaymentProvider,
  type HostedRefund,
  type HostedSession,
  type PaymentNotification,
  type PaymentPurpose,
} from './provider.js';

/*
 * The embedded default when no Stripe keys are set (issue #24): the api serves the "provider's"
 * page itself (sandbox-page.ts), takes the sandbox's test cards there, and tells our webhook that a
 * session is paid with an event signed exactly as Stripe signs its own (`t=…,v1=…`, HMAC-SHA256 of
 * `t.body`, checked with the `stripe` package). So development, tests and production run one flow.
 */

/**
 * The signing secret when SANDBOX_WEBHOOK_SECRET is not set: fixed, so that every replica (and a
 * restarted process) verifies what another one signed. It is public (api/README): the sandbox moves
 * no money, and a forged "paid" still has to name one of our sessions and its exact amount.
 */
export const SANDBOX_DEV_WEBHOOK_SECRET = 'whsec_nougaterie_sandbox_development_only';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The sandbox's page for a session, served by the api itself. */
export const sandboxPagePath = (sessionId: string) => `/api/payment/sandbox/${encodeURIComponent(sessionId)}`;

export interface SandboxProviderOptions {
  /** The api's own address: the session's page is there. */
  publicUrl: string;
  /** SANDBOX_WEBHOOK_SECRET, else SANDBOX_DEV_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Seconds a notification's signature stays acceptable (as Stripe: 300). */
  toleranceSeconds?: number;
}

/** What the sandbox's page sends to our webhook: the few fields of a Stripe event the sandbox uses. */
interface SandboxEvent {
  id: string;
  object: 'event';
  type: 'checkout.session.completed' | 'checkout.session.async_payment_failed';
  created: number;
  data: {
    object: {
      id: string;
      object: 'checkout.session';
      metadata: { kind: string; reference: string };
      amount_total: number;
      currency: string;
      payment_intent: string | null;
      payment_status: 'paid' | 'unpaid';
    };
  };
}

export interface SandboxEventRequest {
  sessionId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  currency: string;
}

export interface SandboxHostedProvider extends HostedPaymentProvider {
  readonly name: typeof SANDBOX_PROVIDER;
  /** The paid event of a session, its raw body and the headers our webhook checks. */
  paidEvent(request: SandboxEventRequest): { rawBody: string; headers: Record<string, string> };
  /** A short proof, bound to the session, that the page asked for the 3-D Secure code (no state kept between replicas). */
  challengeToken(sessionId: string): string;
  checkChallengeToken(sessionId: string, token: string): boolean;
}

export const isSandboxProvider = (provider: HostedPaymentProvider | undefined): provider is SandboxHostedProvider =>
  provider?.name === SANDBOX_PROVIDER && typeof (provider as Partial<SandboxHostedProvider>).paidEvent === 'function';

/** The sandbox's payment of a session: one per session, so a payment delivered twice is the same event. */
const paymentIdOf = (sessionId: string) => `pi_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`;

function purposeOf(metadata: { kind?: unknown; reference?: unknown } | undefined): PaymentPurpose | null {
  const kind = metadata?.kind;
  const reference = metadata?.reference;
  if ((kind !== 'order' && kind !== 'booking') || typeof reference !== 'string' || !reference) return null;
  return { kind, reference };
}

export function createSandboxHostedProvider(options: SandboxProviderOptions): SandboxHostedProvider {
  const secret = options.webhookSecret || SANDBOX_DEV_WEBHOOK_SECRET;
  const tolerance = options.toleranceSeconds ?? 300;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  return {
    name: SANDBOX_PROVIDER,
    signatureHeader: SANDBOX_SIGNATURE_HEADER,

    async createSession(): Promise<HostedSession> {
      // The session's amount, purpose, language and expiry are what the route stores in
      // hosted_sessions: the page reads them back from there (any replica can serve it).
      const id = `cs_sandbox_${randomBytes(18).toString('base64url')}`;
      return { id, url: `${publicUrl}${sandboxPagePath(id)}` };
    },

    readNotification(rawBody: string | Buffer, signature: string | undefined): PaymentNotification {
      if (!signature) throw new NotificationRefused('signature', 'No Sandbox-Signature header.');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, secret, tolerance);
      } catch (error) {
        throw new NotificationRefused('signature', error instanceof Error ? error.message : 'The signature does not match.');
      }
      const ignored = (): PaymentNotification => ({ type: 'ignored', eventId: String(event.id), eventType: String(event.type) });
      const session = (event.data?.object ?? {}) as unknown as Partial<SandboxEvent['data']['object']>;
      const purpose = purposeOf(session.metadata);
      if (!purpose || typeof session.id !== 'string') return ignored();
      const base = { eventId: event.id, sessionId: session.id, purpose };
      switch (event.type as string) {
        case 'checkout.session.completed': {
          if (session.payment_status !== 'paid') return ignored();
          if (typeof session.payment_intent !== 'string' || typeof session.amount_total !== 'number') {
            throw new NotificationRefused('payload', `The paid session ${session.id} names no payment or amount.`);
          }
          return { type: 'paid', ...base, paymentId: session.payment_intent, amountCents: session.amount_total, currency: String(session.currency ?? '') };
        }
        case 'checkout.session.async_payment_failed':
          return { type: 'failed', ...base };
        default:
          return ignored();
      }
    },

    async refund({ paymentId }): Promise<HostedRefund> {
      // No money moved: the sandbox grants every refund.
      return { id: `re_sandbox_${paymentId.replace(/^pi_sandbox_/, '')}_${randomBytes(6).toString('base64url')}`, status: 'succeeded' };
    },

    paidEvent({ sessionId, purpose, amountCents, currency }) {
      const event: SandboxEvent = {
        id: `evt_sandbox_paid_${sessionId.replace(/^cs_sandbox_/, '')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            metadata: { kind: purpose.kind, reference: purpose.reference },
            amount_total: amountCents,
            currency,
            payment_intent: paymentIdOf(sessionId),
            payment_status: 'paid',
          },
        },
      };
      const rawBody = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
      return { rawBody, headers: { 'content-type': 'application/json; charset=utf-8', [SANDBOX_SIGNATURE_HEADER]: signature } };
    },

    challengeToken: (sessionId) => mac(`3ds:${sessionId}`),
    checkChallengeToken(sessionId, token) {
      const expected = Buffer.from(mac(`3ds:${sessionId}`));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
