import { untilDatabaseReachable, unavailableReason } from './startup.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });

function recorder() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, log: { warn: (details: object, message: string) => void lines.push({ details: details as Record<string, unknown>, message }) } };
}

describe('untilDatabaseReachable', () => {
  it('tries again while the database cannot be reached, waiting longer each time, and logs each attempt', async () => {
    const { lines, log } = recorder();
    let calls = 0;
    const prepare = jest.fn(async () => {
      calls += 1;
      if (calls < 5) throw new Error('Failed query: select 1', { cause: refused() });
      return 'migrated';
    });
    const outcome = await untilDatabaseReachable(prepare, { log, firstDelayMs: 1, maxDelayMs: 4 });
    expect(outcome).toEqual({ result: 'migrated', attempts: 5 });
    expect(lines.map((l) => l.details)).toEqual([
      { attempt: 1, retryInMs: 1, reason: 'connect ECONNREFUSED 127.0.0.1:5999' },
      { attempt: 2, retryInMs: 2, reason: 'connect ECONNREFUSED 127.0.0.1:5999' },
      { attempt: 3, retryInMs: 4, reason: 'connect ECONNREFUSED 127.0.0.1:5999' },
      { attempt: 4, retryInMs: 4, reason: 'connect ECONNREFUSED 127.0.0.1:5999' },
    ]);
    expect(lines[0].message).toBe(
      'database unreachable at start (attempt 1: connect ECONNREFUSED 127.0.0.1:5999); calls answer 503 until it is there; next attempt in 1 ms',
    );
  });

  it('throws at once what waiting cannot mend: a wrong password, a failing migration', async () => {
    const { lines, log } = recorder();
    const wrongPassword = Object.assign(new Error('password authentication failed for user "nougaterie"'), { code: '28P01' });
    const prepare = jest.fn().mockRejectedValue(wrongPassword);
    await expect(untilDatabaseReachable(prepare, { log, firstDelayMs: 1 })).rejects.toBe(wrongPassword);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([]);
  });

  it('stops waiting when the server is asked to stop', async () => {
    const stop = new AbortController();
    // Asked while waiting a minute after the first attempt.
    const log = { warn: () => setTimeout(() => stop.abort(), 10) };
    const prepare = jest.fn().mockRejectedValue(refused());
    const started = Date.now();
    await expect(untilDatabaseReachable(prepare, { log, signal: stop.signal, firstDelayMs: 60_000 })).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('says why in the driver’s words, also for a host with several addresses', () => {
    const both = Object.assign(new AggregateError([refused(), new Error('connect ECONNREFUSED ::1:5999')], ''), { code: 'ECONNREFUSED' });
    expect(unavailableReason(both)).toBe('connect ECONNREFUSED 127.0.0.1:5999');
    expect(unavailableReason(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      'Connection terminated unexpectedly',
    );
  });
});
