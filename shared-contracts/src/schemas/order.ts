import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { addressesFieldsSchema } from './address.js';
import { basketLineSchema, basketShippingSchema, basketDiscountSchema, PAYMENT_METHODS, vatPartSchema } from './basket.js';
import { eurosSchema } from './common.js';
import { ORDER_STATUSES } from './order-status.js';
import { trackingSchema } from './tracking.js';
import { INVOICE_KINDS } from '../rules/invoice.js';

export { CARRIERS, ORDER_STATUSES, type Carrier, type OrderStatus } from './order-status.js';
export { trackingSchema, type Tracking } from './tracking.js';

export const PAYMENT_STATUSES = ['paid', 'declined', 'challenge'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderPaymentSchema = lazy(() =>
  z.object({
    status: z.enum(PAYMENT_STATUSES),
    brand: z.nullable(z.string()),
    last4: z.nullable(z.string()),
  }),
);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * An invoice or credit note issued for the order, as the order lists it: its PDF is fetched by
 * its number (auth.userInvoice for the customer, the back office's invoice for the staff).
 */
export const orderDocumentSchema = lazy(() =>
  z.object({
    number: z.string(),
    kind: z.enum(INVOICE_KINDS),
    issued_at: z.string(),
    /** VAT included; a credit note's amount is what it gives back, as a positive amount. */
    amount_total: eurosSchema,
  }),
);
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderSchema = lazy(() =>
  z.extend(
    z.object({
      id: z.number().check(z.int()),
      reference: z.string(),
      status: z.enum(ORDER_STATUSES),
      created_at: z.string(),
      payment_method: z.enum(PAYMENT_METHODS),
      nb_products: z.number().check(z.int()),
      amount_products: eurosSchema,
      amount_discount: eurosSchema,
      amount_points: eurosSchema,
      amount_shipping: eurosSchema,
      amount_total: eurosSchema,
      earned_points: z.number().check(z.int()),
      lines: z.array(basketLineSchema),
      discount: z.nullable(basketDiscountSchema),
      shipping_method: z.nullable(basketShippingSchema),
      /** The basket the order was made from: get-final and the payment calls take it. */
      basket_id: z.optional(z.string()),
      /** Loyalty points spent on this order. */
      points_used: z.optional(z.number().check(z.int(), z.nonnegative())),
      paid_at: z.optional(z.nullable(z.string())),
      /** The last card payment tried: never more of the card than its brand and last four digits. */
      payment: z.optional(z.nullable(orderPaymentSchema)),
      /** The message slipped into the parcel, if the shopper wrote one. */
      gift_message: z.optional(z.nullable(z.string())),
      /** Set when the shop ships the parcel. */
      tracking: z.optional(z.nullable(trackingSchema)),
      /** The total's VAT per rate, from the rates the lines kept, higher rate first. */
      vat: z.optional(z.array(vatPartSchema)),
      /** The invoice, once paid, then any credit notes, oldest first. */
      documents: z.optional(z.array(orderDocumentSchema)),
    }),
    addressesFieldsSchema.shape,
  ),
);
export type Order = z.infer<typeof orderSchema>;

/** SPEC §3 'Orders list'. */
export const ordersResponseSchema = lazy(() => z.object({ orders: z.array(orderSchema) }));
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET /api/user/orders/{reference}: one of the logged-in customer's orders. */
export const orderReferenceSchema = lazy(() => z.string().check(z.regex(/^NSD-\d{4}-\d{6,}$/)));
