import { BOOKING_TOKEN_HEADER } from '@nougaterie/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
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
export async function requireOwnBooking(db: Db, request: FastifyRequest): Promise<BookingDetails> {
  const { id } = parseInput(bookingParamsSchema, request.params, request.lang, 'params');
  await expireHolds(db);
  const details = await loadBooking(db, id);
  const owner =
    details !== undefined && ((request.user !== null && details.booking.userId === request.user.id) || holdsToken(request, details.booking.tokenHash));
  if (!owner) throw new HttpError(404, t(request.lang, 'bookingNotFound'), 'BOOKING_NOT_FOUND');
  return details;
}
