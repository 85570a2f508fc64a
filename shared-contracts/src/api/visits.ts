import {
  BOOKING_TOKEN_HEADER,
  bookingCreatedSchema,
  bookingPaymentResponseSchema,
  bookingSchema,
  reservationsResponseSchema,
  slotsResponseSchema,
  toursResponseSchema,
  type Booking,
  type BookingChallengeRequest,
  type BookingCreated,
  type BookingPaymentRequest,
  type BookingPaymentResponse,
  type BookingRequest,
  type ReservationsResponse,
  type SlotsQuery,
  type SlotsResponse,
  type ToursResponse,
} from '../schemas/tours.js';
import { hostedPaymentResponseSchema, type HostedPaymentResponse } from '../schemas/payment.js';
import { shopInfoSchema, type ShopInfo } from '../schemas/shop-info.js';
import type { Transport } from './transport.js';

/**
 * Tour booking calls (issue 6). A booking is reached by its owner only: the logged-in customer who
 * made it, or whoever holds the token the creation answered (pass it as `token`).
 */
export interface VisitsApi {
  tours: () => Promise<ToursResponse>;
  slots: (slug: string, query?: SlotsQuery) => Promise<SlotsResponse>;
  /** Holds the seats; the answer's token is the only key an anonymous visitor gets. */
  book: (request: BookingRequest) => Promise<BookingCreated>;
  booking: (id: number, token?: string | null) => Promise<Booking>;
  /** Idempotent: paying a confirmed booking again answers the same outcome. */
  pay: (id: number, payment: BookingPaymentRequest, token?: string | null) => Promise<BookingPaymentResponse>;
  confirmChallenge: (id: number, challenge: BookingChallengeRequest, token?: string | null) => Promise<BookingPaymentResponse>;
  /**
   * The provider's hosted page for a held or awaiting booking's card payment (issue #24), for its
   * owner; the page ends with the hold. The browser goes to its `url`.
   */
  payHosted: (id: number, token?: string | null) => Promise<HostedPaymentResponse>;
  cancel: (id: number, token?: string | null) => Promise<Booking>;
  /** The logged-in customer's bookings (401 for a visitor). */
  reservations: () => Promise<ReservationsResponse>;
  /**
   * Who runs the tours: the shop's stored identity and hours (GET /api/shop/info's answer), for the
   * widget on a partner's page, where no shell loads it and only the tour calls are open.
   */
  organiser: () => Promise<ShopInfo>;
}

const tokenHeaders = (token?: string | null) => (token ? { [BOOKING_TOKEN_HEADER]: token } : undefined);
const bookingUrl = (id: number) => `/api/visits/bookings/${encodeURIComponent(String(id))}`;

export function createVisitsApi({ send }: Transport): VisitsApi {
  return {
    tours: () => send({ method: 'GET', url: '/api/visits/tours' }, toursResponseSchema),
    slots: (slug, query) => send({ method: 'GET', url: `/api/visits/tours/${encodeURIComponent(slug)}/slots`, params: query }, slotsResponseSchema),
    book: (data) => send({ method: 'POST', url: '/api/visits/bookings', data }, bookingCreatedSchema),
    booking: (id, token) => send({ method: 'GET', url: bookingUrl(id), headers: tokenHeaders(token) }, bookingSchema),
    pay: (id, data, token) => send({ method: 'POST', url: `${bookingUrl(id)}/pay`, data, headers: tokenHeaders(token) }, bookingPaymentResponseSchema),
    confirmChallenge: (id, data, token) =>
      send({ method: 'POST', url: `${bookingUrl(id)}/challenge`, data, headers: tokenHeaders(token) }, bookingPaymentResponseSchema),
    payHosted: (id, token) => send({ method: 'POST', url: `${bookingUrl(id)}/hosted`, data: {}, headers: tokenHeaders(token) }, hostedPaymentResponseSchema),
    cancel: (id, token) => send({ method: 'POST', url: `${bookingUrl(id)}/cancel`, data: {}, headers: tokenHeaders(token) }, bookingSchema),
    reservations: () => send({ method: 'GET', url: '/api/user/reservations' }, reservationsResponseSchema),
    organiser: () => send({ method: 'GET', url: '/api/visits/organiser' }, shopInfoSchema) as Promise<unknown> as Promise<ShopInfo>,
  };
}
