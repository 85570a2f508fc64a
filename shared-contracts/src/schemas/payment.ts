import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { orderSchema, PAYMENT_STATUSES } from './order.js';

/** The basket id is the order's key for its payer, anonymous or logged in. */
const orderBasketIdSchema = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)));

/** What the visitor types of a card: digits, spaces and dashes as typed; MM/YY or MM/YYYY. */
export const cardDetailsSchema = lazy(() =>
  z.object({
    card_number: z.string().check(z.regex(/^[\d\s-]{12,23}$/)),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/)),
    cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  }),
);
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/** Sandbox card: only test numbers (see api/README.md); nothing of the card is stored but brand and last 4. */
export const cardPaymentRequestSchema = lazy(() => z.extend(cardDetailsSchema, { basketId: orderBasketIdSchema }));
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

/** The 3-D Secure-style step: the code the bank 'sent' (123456 in the sandbox). */
export const paymentChallengeRequestSchema = lazy(() =>
  z.object({
    challenge_id: z.uuid(),
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
  }),
);
export type PaymentChallengeRequest = z.infer<typeof paymentChallengeRequestSchema>;

/** paid: done; declined: msg says why, the order can be paid again; challenge: confirm with challenge_id. */
export const paymentResponseSchema = lazy(() =>
  z.object({
    status: z.enum(PAYMENT_STATUSES),
    challenge_id: z.nullable(z.string()),
    msg: z.string(),
    order: orderSchema,
  }),
);
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/*
 * Issue #24: a card is paid on the provider's hosted page. The api opens the page's session for the
 * order's amount (never one sent by the browser), and only the provider's signed notification marks
 * the order paid; the return page reads the session's state.
 */

/** What a hosted session pays for. */
export const HOSTED_PAYMENT_KINDS = ['order', 'booking'] as const;
export type HostedPaymentKind = (typeof HOSTED_PAYMENT_KINDS)[number];

/** open: the page is waiting; pending: completed, the bank has yet to answer; then paid, failed or expired. */
export const HOSTED_SESSION_STATUSES = ['open', 'pending', 'paid', 'failed', 'expired'] as const;
export type HostedSessionStatus = (typeof HOSTED_SESSION_STATUSES)[number];

/** The order to pay on the provider's page: its basket, as for a card payment. Nothing else is read. */
export const hostedPaymentRequestSchema = lazy(() => z.object({ basketId: orderBasketIdSchema }));
export type HostedPaymentRequest = z.infer<typeof hostedPaymentRequestSchema>;

/** The provider's page the browser goes to. */
export const hostedPaymentResponseSchema = lazy(() => z.object({ url: z.string() }));
export type HostedPaymentResponse = z.infer<typeof hostedPaymentResponseSchema>;

/** What the return page may know of a session: no name, no address, no amount. */
export const hostedSessionStateSchema = lazy(() =>
  z.object({
    status: z.enum(HOSTED_SESSION_STATUSES),
    reference: z.string(),
    kind: z.enum(HOSTED_PAYMENT_KINDS),
  }),
);
export type HostedSessionState = z.infer<typeof hostedSessionStateSchema>;

/** The webhook's answer to the provider (a duplicate included): it stops retrying. */
export const webhookReceivedSchema = lazy(() => z.object({ received: z.literal(true) }));
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;
