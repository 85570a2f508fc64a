import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { purgeOldContactMessages } from '../gdpr/purge.js';
import { generateSlots } from '../tours/generate.js';
import { expireHolds } from '../tours/queries.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type Job = () => Promise<unknown>;

/** The api's housekeeping: each job is idempotent and safe on several replicas at once. */
export function dailyJobs(db: Db): Record<string, Job> {
  return {
    tourSlots: () => generateSlots(db),
    expiredHolds: () => expireHolds(db),
    contactMessagesPurge: () => purgeOldContactMessages(db),
  };
}

/**
 * Runs the jobs now (awaited unless `awaitFirstRun` is false: the api starts with its calendar
 * ready) and then every `everyMs`, one run at a time. A failing job is logged and tried again next
 * time; the timer never keeps the process alive. The returned stop waits for a run under way, so
 * the database is not closed under it.
 */
export async function startDailyJobs(
  jobs: Record<string, Job>,
  log: FastifyBaseLogger,
  everyMs = DAY_MS,
  { awaitFirstRun = true }: { awaitFirstRun?: boolean } = {},
): Promise<() => Promise<void>> {
  let running: Promise<void> | undefined;
  const runAll = async () => {
    for (const [name, job] of Object.entries(jobs)) {
      try {
        const result = await job();
        log.info({ job: name, result }, 'scheduled job done');
      } catch (error) {
        log.error({ err: error, job: name }, 'scheduled job failed');
      }
    }
  };
  const run = () => (running ??= runAll().finally(() => (running = undefined)));
  if (awaitFirstRun) await run();
  else void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
