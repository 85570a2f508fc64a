import type { FastifyInstance } from 'fastify';
import { buildApp, REDACTED_PATHS } from '../app.js';
import { LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string; stack: string };
  code?: string;
}

describe.each(drivers)('the request log on %s', (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  const written: string[] = [];

  beforeAll(async () => {
    t = await openTestApp(driver);
    // The api as server.ts makes it, at the default level, its lines written to this stream.
    app = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: LOOSE_RATE_LIMITS,
      logger: { level: 'info', stream: { write: (line: string) => void written.push(line) }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    });
    app.get('/api/test/failing', async () => {
      throw new Error('the disk is on fire');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** The lines the request made (Fastify gives each request its reqId). */
  async function linesOf(method: 'GET' | 'POST', url: string): Promise<LogLine[]> {
    written.length = 0;
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    const lines = written.map((line) => JSON.parse(line) as LogLine);
    const ids = new Set(lines.map((line) => line.reqId).filter(Boolean));
    expect(ids.size).toBe(1);
    expect(lines.at(-1)!.res!.statusCode).toBe(response.statusCode);
    return lines;
  }

  it('writes one line per answered request: method, URL, status and time', async () => {
    const lines = await linesOf('GET', '/api/shop/category/nougats?page=1');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/shop/category/nougats?page=1' },
      res: { statusCode: 200 },
    });
    expect(line.req!.remoteAddress).toBe('127.0.0.1');
    expect(typeof line.responseTime).toBe('number');
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('masks the secrets of the URL in that line', async () => {
    const line = (await linesOf('GET', `/api/invoices/F-2026-000001?token=${'s'.repeat(40)}`)).at(-1)!;
    expect(line.req!.url).toBe('/api/invoices/F-2026-000001?token=[redacted]');
  });

  it('adds the reason of a refusal, and a failure in full, before the request line', async () => {
    const refused = await linesOf('GET', '/api/shop/product/no-such-nougat');
    expect(refused.map((line) => line.msg)).toEqual(['request refused', 'request completed']);
    expect(refused[0].code).toBe('PRODUCT_NOT_FOUND');
    expect(refused[1].res!.statusCode).toBe(404);

    const failed = await linesOf('GET', '/api/test/failing');
    expect(failed.map((line) => [line.msg, line.level])).toEqual([
      ['request failed', 50],
      ['request completed', 30],
    ]);
    expect(failed[0].err!.message).toBe('the disk is on fire');
    expect(failed[0].err!.stack).toContain('request-log.test');
    expect(failed[1]).toMatchObject({ req: { method: 'GET', url: '/api/test/failing' }, res: { statusCode: 500 } });
  });
});
