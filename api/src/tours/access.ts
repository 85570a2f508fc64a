import { BOOKING_TOKEN_HEADER } from '@nougaterie/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { expireHolds, loadBooking, type BookingDetails } from './queries.js';

/** 256 random bits, given once to whoever makes the booking; only its SHA-256 is kept. */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function holdsToken(request: FastifyRequest, tokenHash: string): boolean {
  const given = request.headers[BOOKING_TOKEN_HEADER];
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false;
  return timingSafeEqual(Buffer.from(hashToken(given), 'hex'), Buffer.from(tokenHash, 'hex'));
}

export const bookingParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The booking of the path, for its owner only: the customer who made it, or whoever holds its
 * token. Anyone else gets the same 404 as for a booking that does not exist, so ids tell nothing.
 */
export async function requireOwnBooking(db: Db, request: FastifyRequest, id: number): Promise<BookingDetails> {
  await expireHolds(db);
  const details = await loadBooking(db, id);
  const owner =
    details !== undefined && ((request.user !== null && details.booking.userId === request.user.id) || holdsToken(request, details.booking.tokenHash));
  if (!owner) throw new HttpError(404, t(request.lang, 'bookingNotFound'), 'BOOKING_NOT_FOUND');
  return details;
}

const lookedUp = new WeakMap<FastifyRequest, BookingDetails>();

/**
 * A route option (preValidation) for a call with a body: the booking is looked up (404) before
 * the body is checked (400). A path that names no booking is left to the route's params schema,
 * which answers it first, as before any look-up. `then` runs once the booking is found.
 */
export const ownBookingFirst =
  (db: Db, then?: (request: FastifyRequest) => void) =>
  async (request: FastifyRequest): Promise<void> => {
    const params = z.safeParse(bookingParamsSchema, request.params);
    if (!params.success) return;
    lookedUp.set(request, await requireOwnBooking(db, request, params.data.id));
    then?.(request);
  };

/** The booking ownBookingFirst found for this request. */
export function ownBookingOf(request: FastifyRequest): BookingDetails {
  const details = lookedUp.get(request);
  if (!details) throw new Error('the booking was not looked up before the body (ownBookingFirst)');
  return details;
}
