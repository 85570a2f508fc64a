import type { Lang } from '@nougaterie/contracts';

/*
 * Issue #24: the shop takes card payments on a provider's hosted page, never in its own forms, and
 * learns that an order or a booking is paid only from the provider's signed notification. The
 * orders and the tours know this interface alone: Stripe Checkout (stripe.ts) is the real provider;
 * a French bank's hosted page (Systempay/PayZen, Monetico, Up2Pay) is one more implementation of
 * these three calls, mapping its notification to a PaymentNotification.
 */

/** What a payment is for: an order of the shop, or a tour booking, by its reference. */
export interface PaymentPurpose {
  kind: 'order' | 'booking';
  reference: string;
}

export interface HostedSessionRequest {
  purpose: PaymentPurpose;
  /** Computed by the server from the order or booking, never from the browser: cents, VAT included. */
  amountCents: number;
  currency: 'eur';
  /** The one line the provider's page shows, in the shopper's language. */
  description: string;
  lang: Lang;
  email: string | null;
  /** Our return page; the provider appends the session's id (`?session_id=`). */
  returnUrl: string;
  /** Where "back" on the provider's page leads. */
  cancelUrl: string;
  /** The same key asks for the same session: a retried request never opens two. */
  idempotencyKey: string;
  /** When the page stops taking the payment (the order's hold on its stock ends). */
  expiresAt?: Date;
}

export interface HostedSession {
  id: string;
  /** The provider's page the browser is sent to. */
  url: string;
}

/**
 * A verified notification, mapped to what the orders need. `eventId` is the provider's own id: a
 * notification sent twice (providers retry until answered 2xx) is recognised by it.
 */
export type PaymentNotification =
  | {
      type: 'paid';
      eventId: string;
      sessionId: string;
      /** The provider's payment, which a refund names. */
      paymentId: string;
      purpose: PaymentPurpose;
      amountCents: number;
      currency: string;
    }
  /** Completed but the money is not there yet (a bank debit, Bancontact): wait for paid or failed. */
  | { type: 'pending'; eventId: string; sessionId: string; purpose: PaymentPurpose }
  | { type: 'failed' | 'expired'; eventId: string; sessionId: string; purpose: PaymentPurpose }
  /** Verified, but nothing the shop acts on (another event type, or not one of our sessions). */
  | { type: 'ignored'; eventId: string; eventType: string };

export interface HostedRefundRequest {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface HostedRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** Why a notification is refused (answered 400, never acted on). */
export class NotificationRefused extends Error {
  constructor(
    readonly reason: 'signature' | 'payload',
    message: string,
  ) {
    super(message);
    this.name = 'NotificationRefused';
  }
}

export interface HostedPaymentProvider {
  readonly name: string;
  /** The request header the notification's signature comes in (Stripe: stripe-signature), lower case. */
  readonly signatureHeader: string;
  createSession(request: HostedSessionRequest): Promise<HostedSession>;
  /**
   * Checks the notification's signature and freshness against the raw body as received (not a
   * re-serialised JSON), then maps it. Throws NotificationRefused on a wrong or old signature.
   */
  readNotification(rawBody: string | Buffer, signature: string | undefined): PaymentNotification;
  refund(request: HostedRefundRequest): Promise<HostedRefund>;
}
