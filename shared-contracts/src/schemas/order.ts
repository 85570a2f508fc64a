import { z } from 'zod';
import { addressesFieldsSchema } from './address.js';
import { basketLineSchema, basketShippingSchema, basketDiscountSchema, PAYMENT_METHODS } from './basket.js';
import { eurosSchema } from './common.js';

/** Order states, in the order an order usually goes through them. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'preparing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
  })
  .extend(addressesFieldsSchema.shape);
export type Order = z.infer<typeof orderSchema>;

/** SPEC §3 'Orders list'. */
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
