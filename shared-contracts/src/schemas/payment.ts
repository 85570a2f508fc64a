import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { orderSchema, PAYMENT_STATUSES } from './order.js';

/** The basket id is the order's key for its payer, anonymous or logged in. */
const orderBasketIdSchema = lazy(() => z.string().check(z.minLength(1), z.maxLength(64)));

/** What the visitor types of a card: digits, spaces and dashes as typed; MM/YY or MM/YYYY. */
export const cardDetailsSchema = lazy(() => z.object({
  card_number: z.string().check(z.regex(/^[\d\s-]{12,23}$/)),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
}));
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/** Sandbox card: only test numbers (see api/README.md); nothing of the card is stored but brand and last 4. */
export const cardPaymentRequestSchema = lazy(() => z.extend(cardDetailsSchema, { basketId: orderBasketIdSchema }));
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

/** The 3-D Secure-style step: the code the bank 'sent' (123456 in the sandbox). */
export const paymentChallengeRequestSchema = lazy(() => z.object({
  challenge_id: z.uuid(),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
}));
export type PaymentChallengeRequest = z.infer<typeof paymentChallengeRequestSchema>;

/** paid: done; declined: msg says why, the order can be paid again; challenge: confirm with challenge_id. */
export const paymentResponseSchema = lazy(() => z.object({
  status: z.enum(PAYMENT_STATUSES),
  challenge_id: z.nullable(z.string()),
  msg: z.string(),
  order: orderSchema,
}));
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
