import { apiErrorSchema, authResponseSchema, type ApiErrorBody, type AuthResponse } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import type { RateLimits } from '../ratelimit/limits.js';
import type { MailMessage } from '../mail/mailer.js';
import { openSeededTestDatabase, type Driver, type TestDatabase } from './databases.js';

export const PUBLIC_URL = 'http://api.test:4000';
export const SITE_URL = 'http://shop.test:3000';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /**
   * Every mail the api sent, in order. A call's answer reaches the test once the outbox's worker
   * has sent what the call queued, as a shopper's mail client would see it a moment later.
   */
  mails: MailMessage[];
  close(): Promise<void>;
}

/** Tests log in far more often than a person: only the rate-limit tests set tight limits. */
export const LOOSE_RATE_LIMITS: RateLimits = {
  loginIp: { max: 10_000, windowSeconds: 60 },
  loginAccount: { max: 10_000, windowSeconds: 60 },
  resetIp: { max: 10_000, windowSeconds: 60 },
  resetAccount: { max: 10_000, windowSeconds: 60 },
  registerIp: { max: 10_000, windowSeconds: 60 },
};

/** A migrated, seeded database and the api on it, for one test file. */
export async function openTestApp(driver: Driver, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openSeededTestDatabase(driver);
  const mails: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void mails.push(message) };
  const app = await buildApp({
    db: database.db,
    publicUrl: PUBLIC_URL,
    corsOrigins: [],
    mailer,
    siteUrl: SITE_URL,
    rateLimits: LOOSE_RATE_LIMITS,
    ...options,
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    await app.mailOutbox.sendDue();
    return payload;
  });
  await app.ready();
  await app.mailOutbox.start();
  return {
    app,
    database,
    mails,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

interface InjectedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** A refusal in the api's one error shape, with a sentence for a person. */
export function expectApiError(response: InjectedResponse, status: number, code?: string): ApiErrorBody {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.statusCode).toBe(status);
  expect(body.message.length).toBeGreaterThan(10);
  if (code) expect(body.code).toBe(code);
  return body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function registerCustomer(
  app: FastifyInstance,
  email: string,
  password = 'miel-de-lavande-84',
  extra: Record<string, unknown> = {},
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, firstname: 'Marie', lastname: 'Silvestre', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return authResponseSchema.parse(response.json());
}
