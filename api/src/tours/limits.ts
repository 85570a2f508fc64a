import type { RateLimit } from '../ratelimit/limits.js';

/**
 * Bookings per IP: each holds seats for a quarter of an hour, so a robot making many could empty
 * the calendar. Thirty in ten minutes is more than a family, a tourist office desk or a school
 * booking class by class ever needs.
 */
export interface VisitsRateLimits {
  bookingIp: RateLimit;
}

export const DEFAULT_VISITS_RATE_LIMITS: VisitsRateLimits = {
  bookingIp: { max: 30, windowSeconds: 10 * 60 },
};
