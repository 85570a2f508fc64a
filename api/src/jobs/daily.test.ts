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
    await stop();
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
    await stop();
    expect(purged).toBe(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'slots' }), 'scheduled job failed');
  });

  it('can start without waiting for the first run; stopping waits for a run under way, and runs never overlap', async () => {
    let release: () => void = () => undefined;
    let started = 0;
    let finished = 0;
    const slow = async () => {
      started += 1;
      await new Promise<void>((resolve) => (release = resolve));
      finished += 1;
    };
    const stop = await startDailyJobs({ alerts: slow }, silentLog(), 10, { awaitFirstRun: false });
    expect(started).toBe(1);
    expect(finished).toBe(0);
    // Several intervals pass while the first run still waits on its mail server: no second run.
    await wait(60);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await wait(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    await wait(40);
    expect(started).toBe(1);
  });
});
