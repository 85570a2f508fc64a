import type { RateLimit } from '../ratelimit/limits.js';

/**
 * Forms of the showcase, per IP: a person writes a few messages, a robot hundreds. Five in ten
 * minutes never stops the former, even from a shared office connection.
 */
export interface SiteRateLimits {
  contactIp: RateLimit;
  proIp: RateLimit;
}

export const DEFAULT_SITE_RATE_LIMITS: SiteRateLimits = {
  contactIp: { max: 5, windowSeconds: 10 * 60 },
  proIp: { max: 5, windowSeconds: 10 * 60 },
};
