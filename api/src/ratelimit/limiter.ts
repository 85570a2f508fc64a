import { and, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import type { RateLimit, RateLimits } from './limits.js';

/** Expired windows are swept at most this often, so the table holds only the recent attempts. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Named limits: the account calls' by default; the showcase forms have their own. */
export interface Limiter<L extends Record<keyof L, RateLimit> = RateLimits> {
  /**
   * Takes one attempt of the window, before the work it guards, and refuses (429) once the window
   * holds more than the limit. Taken first, atomically, so parallel requests and replicas never
   * get past the limit together; the work may give the attempt back (a right password).
   */
  take(request: FastifyRequest, reply: FastifyReply, name: keyof L & string, who: string): Promise<Attempt>;
  clear(name: keyof L & string, who: string): Promise<void>;
}

export interface Attempt {
  /** Gives the attempt back to its window (not to a later one): it did not count after all. */
  release(): Promise<void>;
}

interface Window {
  hits: number;
  retryAfter: number;
  /** As PostgreSQL writes it, to the microsecond: names this window and no later one. */
  start: string;
}

/**
 * Fixed windows kept in PostgreSQL: one upsert counts an attempt atomically, so api replicas
 * sharing the database count together and concurrent attempts cannot slip between read and write.
 */
export function createLimiter<L extends Record<keyof L, RateLimit> = RateLimits>(db: Db, limits: L): Limiter<L> {
  const longestWindow = Math.max(...Object.values<RateLimit>(limits).map((l) => l.windowSeconds));
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    // Only this limiter's own keys: another one (the showcase forms') may keep longer windows.
    const own = or(...Object.keys(limits).map((name) => like(rateLimits.key, `${name}:%`)));
    await db.delete(rateLimits).where(and(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${longestWindow})`), own));
  }

  async function hit(key: string, limit: RateLimit): Promise<Window> {
    await sweep();
    const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimits.hits, retryAfter: retryAfterOf(limit), start: sql<string>`${rateLimits.windowStart}::text` });
    return row;
  }

  async function release(key: string, start: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${start}::timestamptz and ${rateLimits.hits} > 0`);
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, window: Window): never {
    const seconds = Math.max(1, window.retryAfter);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, t(request.lang, 'rateLimited', { minutes: Math.ceil(seconds / 60) }), 'RATE_LIMITED');
  }

  const keyOf = (name: keyof L & string, who: string) => `${name}:${who}`;

  return {
    async take(request, reply, name, who) {
      const key = keyOf(name, who);
      const window = await hit(key, limits[name]);
      if (window.hits > limits[name].max) refuse(request, reply, window);
      return { release: () => release(key, window.start) };
    },
    async clear(name, who) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(name, who)}`);
    },
  };
}

/** Seconds until the window ends, from the database clock that every replica shares. */
function retryAfterOf(limit: RateLimit) {
  return sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`;
}
