import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../http/errors.js';

/** Waits between attempts: doubled after each failure, up to the last. */
export const START_RETRY = { firstDelayMs: 500, maxDelayMs: 15_000 };

interface StartLog {
  warn(details: object, message: string): void;
}

export interface UntilReachableOptions {
  log: StartLog;
  /** Aborted when the server is asked to stop while still waiting. */
  signal?: AbortSignal;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** The first words that say why: drizzle wraps driver errors, a host with two addresses fails twice. */
export function unavailableReason(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const err = e as { message?: unknown; errors?: unknown };
    if (Array.isArray(err.errors) && err.errors.length > 0) return unavailableReason(err.errors[0]);
    if (typeof err.message === 'string' && err.message && !err.message.startsWith('Failed query')) return err.message;
  }
  return String(error);
}

/**
 * Runs `prepare` (migrations, seed) until the database can be reached: each failed attempt is
 * logged, then tried again after a wait that doubles up to `maxDelayMs`. Any other failure (a wrong
 * password, an unknown database, a migration that fails) is thrown at once: waiting mends none.
 * Resolves with `prepare`'s result and how many attempts it took.
 */
export async function untilDatabaseReachable<T>(
  prepare: () => Promise<T>,
  { log, signal, firstDelayMs = START_RETRY.firstDelayMs, maxDelayMs = START_RETRY.maxDelayMs }: UntilReachableOptions,
): Promise<{ result: T; attempts: number }> {
  for (let attempt = 1, delay = firstDelayMs; ; attempt++, delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return { result: await prepare(), attempts: attempt };
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted) throw error;
      const reason = unavailableReason(error);
      log.warn(
        { attempt, retryInMs: delay, reason },
        `database unreachable at start (attempt ${attempt}: ${reason}); calls answer 503 until it is there; next attempt in ${delay} ms`,
      );
      await sleep(delay, undefined, { signal });
    }
  }
}
