import type { FastifyBaseLogger } from 'fastify';
import { startDailyJobs } from './daily.js';

const silentLog = () => ({ info: jest.fn(), error: jest.fn() }) as unknown as FastifyBaseLogger & { info: jest.Mock; error: jest.Mock };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('daily jobs', () => {
  it('run once before the api starts answering, then at each interval, until stopped', async () => {
    const runs: string[] = [];
    const log = silentLog();
    const stop = await startDailyJobs({ slots: async () => runs.push('slots'), purge: async () => runs.push('purge') }, log, 40);
    expect(runs).toEqual(['slots', 'purge']);
    await wait(100);
    stop();
    const counted = runs.length;
    expect(counted).toBeGreaterThanOrEqual(4);
    await wait(100);
    expect(runs).toHaveLength(counted);
  });

  it('log a failing job and still run the others', async () => {
    const log = silentLog();
    let purged = 0;
    const stop = await startDailyJobs(
      {
        slots: async () => {
          throw new Error('database away');
        },
        purge: async () => ++purged,
      },
      log,
    );
    stop();
    expect(purged).toBe(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'slots' }), 'daily job failed');
  });
});
