import {
  BOOKING_TOKEN_HEADER,
  SLOTS_MAX_DAYS,
  addDays,
  bookingChallengeRequestSchema,
  bookingPaymentRequestSchema,
  bookingRequestSchema,
  daysBetween,
  parisDay,
  parisInstant,
  slotsQuerySchema,
  tourSlugSchema,
  type Booking,
  type BookingCreated,
  type BookingPaymentResponse,
  type ReservationsResponse,
  type SlotsResponse,
  type ToursResponse,
} from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
import { beforeEachCommit } from '../mail/before-commit.js';
import type { HostedPaymentProvider } from '../payment/hosted/provider.js';
import { refuseCardNumbers } from '../payment/card.js';
import type { CardProvider } from '../payment/card-provider.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { requireOwnBooking } from './access.js';
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

  app.get('/api/visits/tours', async (request): Promise<ToursResponse> => {
    const rows = await loadTours(db);
    return { tours: rows.map((row) => toTour(row, request.lang)) };
  });

  app.get('/api/visits/tours/:slug/slots', async (request): Promise<SlotsResponse> => {
    const { slug } = parseInput(slugParamsSchema, request.params, request.lang, 'params');
    const query = parseInput(slotsQuerySchema, request.query, request.lang, 'query');
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

  app.post('/api/visits/bookings', async (request, reply): Promise<BookingCreated> => {
    const input = parseInput(bookingRequestSchema, request.body ?? {}, request.lang);
    await limiter.take(request, reply, 'bookingIp', request.ip);
    const { booking, token } = await createBooking(db, request, input);
    reply.status(201);
    return { booking: toBooking((await loadBooking(db, booking.id))!, request.lang), token };
  });

  app.get('/api/visits/bookings/:id', async (request): Promise<Booking> => {
    const details = await requireOwnBooking(db, request);
    return toBooking(details, request.lang);
  });

  app.post('/api/visits/bookings/:id/pay', async (request): Promise<BookingPaymentResponse> => {
    const details = await requireOwnBooking(db, request);
    const input = parseInput(bookingPaymentRequestSchema, request.body ?? {}, request.lang);
    if (input.method === 'card') refuseCardNumbers(cardNumbersOpen, request.lang);
    const outcome = await payBooking(tellingVisitor(request, details.booking.id), cards, details, input, request.lang);
    return paymentAnswer(request, details.booking.id, outcome);
  });

  app.post('/api/visits/bookings/:id/challenge', async (request): Promise<BookingPaymentResponse> => {
    const details = await requireOwnBooking(db, request);
    refuseCardNumbers(cardNumbersOpen, request.lang);
    const input = parseInput(bookingChallengeRequestSchema, request.body ?? {}, request.lang);
    const outcome = await confirmBookingChallenge(tellingVisitor(request, details.booking.id), cards, details, input, request.lang);
    return paymentAnswer(request, details.booking.id, outcome);
  });

  app.post('/api/visits/bookings/:id/cancel', async (request): Promise<Booking> => {
    const details = await requireOwnBooking(db, request);
    await cancelBooking(tellingVisitor(request, details.booking.id), details, request.lang);
    // The cancellation stands whatever the provider answers: a refund it could not make stays due,
    // tried again when the visitor (or the page) asks to cancel again.
    await refundCancelledBooking(db, { cards, hosted }, details.booking.id).catch((error: unknown) =>
      request.log.error({ err: error, booking: details.booking.id }, 'booking refund not made; left due'),
    );
    return answer(request, details.booking.id);
  });

  app.get('/api/user/reservations', async (request): Promise<ReservationsResponse> => {
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
