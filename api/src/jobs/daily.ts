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
 * Runs the jobs now (awaited: the api starts with its calendar ready) and then every `everyMs`.
 * A failing job is logged and tried again next time; the timer never keeps the process alive.
 */
export async function startDailyJobs(jobs: Record<string, Job>, log: FastifyBaseLogger, everyMs = DAY_MS): Promise<() => void> {
  const runAll = async () => {
    for (const [name, job] of Object.entries(jobs)) {
      try {
        const result = await job();
        log.info({ job: name, result }, 'daily job done');
      } catch (error) {
        log.error({ err: error, job: name }, 'daily job failed');
      }
    }
  };
  await runAll();
  const timer = setInterval(() => void runAll(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
