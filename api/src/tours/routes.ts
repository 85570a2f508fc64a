import {
  BOOKING_TOKEN_HEADER,
  SLOTS_MAX_DAYS,
  bookingChallengeRequestSchema,
  bookingPaymentRequestSchema,
  bookingRequestSchema,
  slotsQuerySchema,
  tourSlugSchema,
  type Booking,
  type BookingCreated,
  type BookingPaymentResponse,
  type ReservationsResponse,
  type SlotsResponse,
  type ToursResponse,
} from '@nougaterie/contracts';
import { addDays, daysBetween, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import { beforeEachCommit } from '../mail/before-commit.js';
import type { HostedPaymentProvider } from '../payment/hosted/provider.js';
import { refuseCardNumbers } from '../payment/card.js';
import type { CardProvider } from '../payment/card-provider.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { bookingParamsSchema, ownBookingFirst, ownBookingOf, requireOwnBooking } from './access.js';
import { createBooking } from './book.js';
import { cancelBooking } from './cancel.js';
import { refundCancelledBooking } from './refund.js';
import type { VisitsRateLimits } from './limits.js';
import { queueBookingMail } from './mails.js';
import { toBooking, toSlot, toTour } from './mapping.js';
import { confirmBookingChallenge, payBooking, type Outcome } from './pay.js';
import { expireHolds, findTour, loadAvailability, loadBooking, loadBookings, loadTours } from './queries.js';
import { tourBookings } from './schema.js';

export interface ToursRoutesOptions {
  db: Db;
  cards: CardProvider;
  /** The hosted page's provider (issue #24): a booking paid there is refunded through it. */
  hosted?: HostedPaymentProvider;
  /** The card method of the pay call takes card numbers: only without a real provider's hosted page. */
  cardNumbersOpen: boolean;
  limiter: Limiter<VisitsRateLimits>;
  /** Where the links in the booking mails point. */
  siteUrl: string;
}

const slugParamsSchema = z.object({ slug: tourSlugSchema });
/** Default calendar span of a slots call without `to`. */
const DEFAULT_SLOTS_DAYS = 31;

export async function toursRoutes(app: FastifyInstance, { db, cards, hosted, cardNumbersOpen, limiter, siteUrl }: ToursRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tokenOf = (request: FastifyRequest) => {
    const value = request.headers[BOOKING_TOKEN_HEADER];
    return typeof value === 'string' && value ? value : null;
  };

  /**
   * `db` whose transactions queue, before they commit, the visitor's mail about the state they leave
   * the booking in (paid, awaiting a transfer, cancelled), with the request's token in its link.
   */
  const tellingVisitor = (request: FastifyRequest, bookingId: number) =>
    beforeEachCommit(db, (tx) => queueBookingMail(tx, bookingId, siteUrl, tokenOf(request)));

  /** The booking as it is now, in the request's language. */
  async function answer(request: FastifyRequest, id: number): Promise<Booking> {
    return toBooking((await loadBooking(db, id))!, request.lang);
  }

  async function paymentAnswer(request: FastifyRequest, id: number, outcome: Outcome): Promise<BookingPaymentResponse> {
    return { ...outcome, booking: await answer(request, id) };
  }

  api.get('/api/visits/tours', async (request): Promise<ToursResponse> => {
    const rows = await loadTours(db);
    return { tours: rows.map((row) => toTour(row, request.lang)) };
  });

  api.get('/api/visits/tours/:slug/slots', { schema: { params: slugParamsSchema, querystring: slotsQuerySchema } }, async (request): Promise<SlotsResponse> => {
    const { slug } = request.params;
    const query = request.query;
    const tour = await findTour(db, slug);
    if (!tour) throw new HttpError(404, t(request.lang, 'tourNotFound', { slug }), 'TOUR_NOT_FOUND');
    const now = new Date();
    const from = query.from ?? parisDay(now);
    const to = query.to ?? addDays(from, DEFAULT_SLOTS_DAYS);
    const span = daysBetween(from, to);
    if (span < 0 || span >= SLOTS_MAX_DAYS) {
      throw new HttpError(400, t(request.lang, 'slotsRange', { max: SLOTS_MAX_DAYS }), 'SLOTS_RANGE');
    }
    const slots = await loadAvailability(db, tour.id, parisInstant(from), parisInstant(addDays(to, 1)));
    return { tour: tour.slug, from, to, slots: slots.map(({ slot, seatsLeft }) => toSlot(tour, slot, seatsLeft, now)) };
  });

  api.post('/api/visits/bookings', { schema: { body: orEmpty(bookingRequestSchema) } }, async (request, reply): Promise<BookingCreated> => {
    const input = request.body;
    await limiter.take(request, reply, 'bookingIp', request.ip);
    const { booking, token } = await createBooking(db, request, input);
    reply.status(201);
    return { booking: toBooking((await loadBooking(db, booking.id))!, request.lang), token };
  });

  const bookingPath = { params: bookingParamsSchema };
  api.get('/api/visits/bookings/:id', { schema: bookingPath }, async (request): Promise<Booking> => {
    const details = await requireOwnBooking(db, request, request.params.id);
    return toBooking(details, request.lang);
  });

  api.post(
    '/api/visits/bookings/:id/pay',
    { preValidation: ownBookingFirst(db), schema: { ...bookingPath, body: orEmpty(bookingPaymentRequestSchema) } },
    async (request): Promise<BookingPaymentResponse> => {
      const details = ownBookingOf(request);
      const input = request.body;
      if (input.method === 'card') refuseCardNumbers(cardNumbersOpen, request.lang);
      const outcome = await payBooking(tellingVisitor(request, details.booking.id), cards, details, input, request.lang);
      return paymentAnswer(request, details.booking.id, outcome);
    },
  );

  api.post(
    '/api/visits/bookings/:id/challenge',
    {
      preValidation: ownBookingFirst(db, (request) => refuseCardNumbers(cardNumbersOpen, request.lang)),
      schema: { ...bookingPath, body: orEmpty(bookingChallengeRequestSchema) },
    },
    async (request): Promise<BookingPaymentResponse> => {
      const details = ownBookingOf(request);
      const input = request.body;
      const outcome = await confirmBookingChallenge(tellingVisitor(request, details.booking.id), cards, details, input, request.lang);
      return paymentAnswer(request, details.booking.id, outcome);
    },
  );

  api.post('/api/visits/bookings/:id/cancel', { schema: bookingPath }, async (request): Promise<Booking> => {
    const details = await requireOwnBooking(db, request, request.params.id);
    await cancelBooking(tellingVisitor(request, details.booking.id), details, request.lang);
    // The cancellation stands whatever the provider answers: a refund it could not make stays due,
    // tried again when the visitor (or the page) asks to cancel again.
    await refundCancelledBooking(db, { cards, hosted }, details.booking.id).catch((error: unknown) =>
      request.log.error({ err: error, booking: details.booking.id }, 'booking refund not made; left due'),
    );
    return answer(request, details.booking.id);
  });

  api.get('/api/user/reservations', async (request): Promise<ReservationsResponse> => {
    const user = requireUser(request);
    await expireHolds(db);
    const now = new Date();
    const list = (await loadBookings(db, eq(tourBookings.userId, user.id))).filter((d) => d.booking.status !== 'expired');
    // Coming visits first, soonest first; then past ones, latest first.
    const coming = list.filter((d) => d.slot.startsAt >= now);
    const past = list.filter((d) => d.slot.startsAt < now).reverse();
    return { bookings: [...coming, ...past].map((d) => toBooking(d, request.lang, now)) };
  });
}
