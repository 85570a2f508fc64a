import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import type { ClockTime, OpeningSlot, Weekday } from '../rules/hours.js';
import { addressesFieldsRequestSchema, addressesFieldsSchema } from './address.js';
import { eurosSchema, idSchema } from './common.js';
import { itemSchema } from './catalog.js';
import { ORDER_STATUSES } from './order-status.js';
import { trackingSchema } from './tracking.js';

export const basketLineSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    quantity: z.number().check(z.int(), z.nonnegative()),
    /** Line total, euros VAT included. */
    total_price: eurosSchema,
    item: itemSchema,
    /** An order's line: the VAT rate in percent (5.5) kept when ordered, whatever the product's now. */
    vat_rate: z.optional(z.number()),
  }),
);
export type BasketLine = z.infer<typeof basketLineSchema>;

/**
 * One VAT rate of a basket or an order (rules/vat.ts): the rate in percent (5.5, 20) and, in
 * euros, its share of the total with VAT, the VAT it holds and the amount without it.
 */
export const vatPartSchema = lazy(() =>
  z.object({
    rate: z.number(),
    amount_incl_vat: eurosSchema,
    vat: eurosSchema,
    amount_excl_vat: eurosSchema,
  }),
);
export type VatPartJson = z.infer<typeof vatPartSchema>;

export const DISCOUNT_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export const basketDiscountSchema = lazy(() =>
  z.object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percentage or euros, depending on kind. */
    value: z.number(),
    amount: eurosSchema,
  }),
);
export type BasketDiscount = z.infer<typeof basketDiscountSchema>;

export const SHIPPING_KINDS = ['home', 'relay', 'shop'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:MM', 24-hour, local time of the place. */
export const clockTimeSchema = lazy(() => z.custom<ClockTime>((value) => typeof value === 'string' && CLOCK_TIME.test(value), 'HH:MM'));
export const openingSlotSchema: z.ZodMiniType<OpeningSlot> = lazy(() =>
  z.object({ from: clockTimeSchema, to: clockTimeSchema }).check(z.refine((slot) => slot.from < slot.to, 'A slot closes after it opens')),
);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly Weekday[];
/**
 * The opening slots of one day of the week, data rather than sentences so that each front end
 * words them in the shopper's language. Days are numbered as Date.getDay() and the shop's own
 * hours (rules/hours.ts) number them: 0 is Sunday. A day left out is closed.
 */
export const openingDaySchema = lazy(() =>
  z.object({
    day: z.literal(WEEKDAYS),
    slots: z.array(openingSlotSchema).check(z.minLength(1)),
  }),
);
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const relayPointSchema = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
    opening_hours: z.array(openingDaySchema),
    latitude: z.number(),
    longitude: z.number(),
    distance_km: z.optional(z.number()),
  }),
);
export type RelayPoint = z.infer<typeof relayPointSchema>;

export const basketShippingSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    kind: z.enum(SHIPPING_KINDS),
    name: z.string(),
    price: eurosSchema,
    relay: z.optional(z.nullable(relayPointSchema)),
  }),
);
export type BasketShipping = z.infer<typeof basketShippingSchema>;

/** card: sandbox card provider; transfer: the order awaits the bank transfer; shop: paid at pick-up. */
export const PAYMENT_METHODS = ['card', 'transfer', 'shop'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BASKET_STATUSES = ['open', 'ordered'] as const;
export type BasketStatus = (typeof BASKET_STATUSES)[number];

/** The order a validated basket became: what the payment and confirmation steps need. */
export const basketOrderSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    amount_total: eurosSchema,
    /** Set once the shop ships the parcel: a guest follows it from the order's link. */
    tracking: z.optional(z.nullable(trackingSchema)),
  }),
);
export type BasketOrder = z.infer<typeof basketOrderSchema>;

/** The whole basket the api answers after every basket call (SPEC §3). */
export const basketSchema = lazy(() =>
  z.extend(
    z.object({
      id: z.string(),
      nb_products: z.number().check(z.int(), z.nonnegative()),
      amount_products: eurosSchema,
      amount_discount: eurosSchema,
      amount_points: eurosSchema,
      amount_shipping: eurosSchema,
      amount_total: eurosSchema,
      amount_shipping_offered: z.boolean(),
      earned_points: z.number().check(z.int(), z.nonnegative()),
      user_id: z.nullable(z.number().check(z.int())),
      baskets: z.array(basketLineSchema),
      discount: z.nullable(basketDiscountSchema),
      /**
       * Why the basket's code takes nothing off now (its minimum no longer reached, expired...), in
       * the basket's language; absent while it applies.
       */
      discount_refusal: z.optional(z.string()),
      fidelity_points: z.number().check(z.int(), z.nonnegative()),
      shipping_method: z.nullable(basketShippingSchema),
      /** 'ordered' once valid has turned the basket into an order. */
      status: z.optional(z.enum(BASKET_STATUSES)),
      order: z.optional(z.nullable(basketOrderSchema)),
      /** A few words the shop slips into the parcel (gift boxes), as the shopper typed them. */
      gift_message: z.optional(z.nullable(z.string())),
      /** The total's VAT per rate, higher rate first (absent from older answers). */
      vat: z.optional(z.array(vatPartSchema)),
    }),
    addressesFieldsSchema.shape,
  ),
);
export type Basket = z.infer<typeof basketSchema>;

/** A gift message fits on the card slipped into the parcel. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;

const basketIdSchema = lazy(() => z.optional(z.string().check(z.minLength(1), z.maxLength(64))));
const qtySchema = lazy(() => z.number().check(z.int(), z.gte(0), z.lte(999)));

export const basketGetRequestSchema = lazy(() => z.object({ basketId: basketIdSchema }));
export const productAddRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    item_id: idSchema,
    qty: qtySchema.check(z.gte(1)),
  }),
);
export type ProductAddRequest = z.infer<typeof productAddRequestSchema>;
export const productQtyRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    item_id: idSchema,
    qty: qtySchema,
  }),
);
export type ProductQtyRequest = z.infer<typeof productQtyRequestSchema>;
export const basketUpdateRequestSchema = lazy(() =>
  z.extend(
    z.object({
      basketId: basketIdSchema,
      /** Empty or null removes it. */
      gift_message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(GIFT_MESSAGE_MAX_LENGTH)))),
    }),
    addressesFieldsRequestSchema.shape,
  ),
);
export type BasketUpdateRequest = z.infer<typeof basketUpdateRequestSchema>;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
export const discountAddRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISCOUNT_CODE_MAX_LENGTH)),
  }),
);
export type DiscountAddRequest = z.infer<typeof discountAddRequestSchema>;
export const basketIdRequestSchema = lazy(() => z.object({ basketId: basketIdSchema }));
export type BasketIdRequest = z.infer<typeof basketIdRequestSchema>;
export const shippingEditRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    shipping_method_id: idSchema,
    relay_id: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export type ShippingEditRequest = z.infer<typeof shippingEditRequestSchema>;
export const basketValidRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    method: z.enum(PAYMENT_METHODS),
  }),
);
export type BasketValidRequest = z.infer<typeof basketValidRequestSchema>;

/** Answer of discount-add (SPEC §3 'Discount response'). */
export const discountResponseSchema = lazy(() =>
  z.object({
    result: z.boolean(),
    msg: z.string(),
    basket: z.nullable(basketSchema),
  }),
);
export type DiscountResponse = z.infer<typeof discountResponseSchema>;

export const shippingMethodSchema = lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    kind: z.enum(SHIPPING_KINDS),
    name: z.string(),
    description: z.string(),
    price: eurosSchema,
    relais: z.array(relayPointSchema),
  }),
);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodsRequestSchema = lazy(() =>
  z.object({
    basketId: basketIdSchema,
    zipcode: z.optional(z.string().check(z.maxLength(10))),
    country: z.optional(z.string().check(z.maxLength(2))),
  }),
);
export type ShippingMethodsRequest = z.infer<typeof shippingMethodsRequestSchema>;
export const shippingMethodsResponseSchema = lazy(() => z.object({ methods: z.array(shippingMethodSchema) }));
export type ShippingMethodsResponse = z.infer<typeof shippingMethodsResponseSchema>;

/**
 * Answer of basket/update: SPEC §4 makes any answer carrying msg a refusal, so that shape is tried
 * first. The api sends a refusal as 422 with code BASKET_UPDATE_REFUSED; the client turns it into
 * this { msg } answer.
 */
export const basketUpdateRefusalSchema = lazy(() => z.object({ msg: z.string() }));
export type BasketUpdateRefusal = z.infer<typeof basketUpdateRefusalSchema>;
export const basketUpdateResponseSchema = lazy(() => z.union([basketUpdateRefusalSchema, basketSchema]));
export type BasketUpdateResponse = z.infer<typeof basketUpdateResponseSchema>;
