import { z } from 'zod/mini';
import {
  basketSchema,
  basketUpdateResponseSchema,
  discountResponseSchema,
  shippingMethodsResponseSchema,
  type Basket,
  type BasketIdRequest,
  type BasketUpdateRequest,
  type BasketUpdateResponse,
  type BasketValidRequest,
  type DiscountAddRequest,
  type DiscountResponse,
  type ProductAddRequest,
  type ProductQtyRequest,
  type ShippingEditRequest,
  type ShippingMethodsRequest,
  type ShippingMethodsResponse,
} from '../schemas/basket.js';
import {
  hostedPaymentResponseSchema,
  hostedSessionStateSchema,
  paymentResponseSchema,
  type CardPaymentRequest,
  type HostedPaymentRequest,
  type HostedPaymentResponse,
  type HostedSessionState,
  type PaymentChallengeRequest,
  type PaymentResponse,
} from '../schemas/payment.js';
import { isApiError } from './errors.js';
import type { Transport } from './transport.js';

/** The code of the api's 422 answer to an address change it refuses (SPEC §4 'msg' answer). */
export const BASKET_UPDATE_REFUSED = 'BASKET_UPDATE_REFUSED';

/** SPEC §7 basket calls. basketId is left out for a logged-in user: the api uses the user's basket. */
export interface BasketApi {
  /** null when the api has no basket for this visitor. */
  get: (body?: BasketIdRequest) => Promise<Basket | null>;
  getFinal: (id: string) => Promise<Basket>;
  /** A refusal comes back as { msg } (SPEC §4), whether the api sends it with 200 or 422. */
  update: (body: BasketUpdateRequest) => Promise<BasketUpdateResponse>;
  productAdd: (body: ProductAddRequest) => Promise<Basket>;
  productQty: (body: ProductQtyRequest) => Promise<Basket>;
  discountAdd: (body: DiscountAddRequest) => Promise<DiscountResponse>;
  discountDel: (body: BasketIdRequest) => Promise<Basket>;
  pointsAdd: (body: BasketIdRequest) => Promise<Basket>;
  pointsDel: (body: BasketIdRequest) => Promise<Basket>;
  getShippingMethodsWithRelais: (body: ShippingMethodsRequest) => Promise<ShippingMethodsResponse>;
  shippingEdit: (body: ShippingEditRequest) => Promise<Basket>;
  /** Answers the basket, now 'ordered', with its order; the same order however often it is called. */
  valid: (body: BasketValidRequest) => Promise<Basket>;
  /** Sandbox card payment of the basket's order. */
  payCard: (body: CardPaymentRequest) => Promise<PaymentResponse>;
  /** Confirms a card payment that answered 'challenge'. */
  confirmChallenge: (body: PaymentChallengeRequest) => Promise<PaymentResponse>;
  /**
   * The provider's hosted page for the basket's order (issue #24): the same page for a double click
   * or a reload, a new one once the last failed or ran out. The browser goes to its `url`.
   */
  payHosted: (body: HostedPaymentRequest) => Promise<HostedPaymentResponse>;
  /** What the return page reads of a hosted session (order or booking): only the provider's notification makes it paid. */
  hostedSession: (sessionId: string) => Promise<HostedSessionState>;
}

/** The hosted session's state, for the shop's and the tours' return pages. */
const hostedSessionUrl = (sessionId: string) => `/api/payment/hosted/${encodeURIComponent(sessionId)}`;

export function createBasketApi({ send }: Transport): BasketApi {
  const post =
    <S extends Parameters<Transport['send']>[1]>(url: string, schema: S) =>
    (data: object = {}) =>
      send({ method: 'POST', url, data }, schema);
  return {
    get: post('/api/basket/get', z.nullable(basketSchema)),
    getFinal: (id) => send({ method: 'GET', url: `/api/basket/get-final/${encodeURIComponent(id)}` }, basketSchema),
    update: (data) =>
      send({ method: 'POST', url: '/api/basket/update', data }, basketUpdateResponseSchema).catch((error: unknown) => {
        if (isApiError(error) && error.status === 422 && error.code === BASKET_UPDATE_REFUSED) return { msg: error.message };
        throw error;
      }),
    productAdd: post('/api/basket/product-add', basketSchema),
    productQty: post('/api/basket/product-qty', basketSchema),
    discountAdd: post('/api/basket/discount-add', discountResponseSchema),
    discountDel: post('/api/basket/discount-del', basketSchema),
    pointsAdd: post('/api/basket/points-add', basketSchema),
    pointsDel: post('/api/basket/points-del', basketSchema),
    getShippingMethodsWithRelais: post('/api/utilities/getShippingMethodsWithRelais/', shippingMethodsResponseSchema),
    shippingEdit: post('/api/basket/shipping-edit', basketSchema),
    valid: post('/api/basket/valid', basketSchema),
    payCard: post('/api/payment/card', paymentResponseSchema),
    confirmChallenge: post('/api/payment/challenge', paymentResponseSchema),
    payHosted: post('/api/payment/hosted', hostedPaymentResponseSchema),
    hostedSession: (sessionId) => send({ method: 'GET', url: hostedSessionUrl(sessionId) }, hostedSessionStateSchema),
  };
}
