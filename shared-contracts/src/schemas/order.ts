import { z } from 'zod';
import { addressesFieldsSchema } from './address.js';
import { basketLineSchema, basketShippingSchema, basketDiscountSchema, PAYMENT_METHODS } from './basket.js';
import { eurosSchema } from './common.js';
import { ORDER_STATUSES } from './order-status.js';

export { ORDER_STATUSES, type OrderStatus } from './order-status.js';

export const PAYMENT_STATUSES = ['paid', 'declined', 'challenge'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    nb_products: z.number().int(),
    amount_products: eurosSchema,
    amount_discount: eurosSchema,
    amount_points: eurosSchema,
    amount_shipping: eurosSchema,
    amount_total: eurosSchema,
    earned_points: z.number().int(),
    lines: z.array(basketLineSchema),
    discount: basketDiscountSchema.nullable(),
    shipping_method: basketShippingSchema.nullable(),
    /** The basket the order was made from: get-final and the payment calls take it. */
    basket_id: z.string().optional(),
    /** Loyalty points spent on this order. */
    points_used: z.number().int().nonnegative().optional(),
    paid_at: z.string().nullable().optional(),
    /** The last card payment tried: never more of the card than its brand and last four digits. */
    payment: orderPaymentSchema.nullable().optional(),
  })
  .extend(addressesFieldsSchema.shape);
export type Order = z.infer<typeof orderSchema>;

/** SPEC §3 'Orders list'. */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET /api/user/orders/{reference}: one of the logged-in customer's orders. */
export const orderReferenceSchema = z.string().regex(/^NSD-\d{4}-\d{6,}$/);
