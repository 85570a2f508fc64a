import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { rateLimits, users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, PUBLIC_URL, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import type { RateLimits } from './limits.js';

const PASSWORD = 'miel-de-lavande-84';
const TIGHT: RateLimits = {
  loginIp: { max: 4, windowSeconds: 900 },
  loginAccount: { max: 3, windowSeconds: 900 },
  resetIp: { max: 4, windowSeconds: 900 },
  resetAccount: { max: 2, windowSeconds: 3600 },
  registerIp: { max: 4, windowSeconds: 3600 },
};

describe.each(drivers)('rate limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, { rateLimits: TIGHT });
  });
  afterAll(() => t.close());
  beforeEach(() => t.database.db.delete(rateLimits));

  const from = (ip: string, url: string, payload: object, app: FastifyInstance = t.app, lang = 'fr') =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': lang } });
  const login = (ip: string, email: string, password: string, app?: FastifyInstance) => from(ip, '/api/auth/login', { email, password }, app);

  function expect429(response: Awaited<ReturnType<typeof from>>, windowSeconds: number) {
    const body = expectApiError(response, 429, 'RATE_LIMITED');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    return body;
  }

  it('refuses logins from one IP after the limit with 429, Retry-After and a translated message', async () => {
    await registerCustomer(t.app, 'ip@example.fr', PASSWORD);
    for (let i = 0; i < 4; i++) {
      const email = i % 2 ? 'ip@example.fr' : `autre-${i}@example.fr`;
      expect((await login('10.0.0.1', email, i % 2 ? PASSWORD : 'mauvais')).statusCode).not.toBe(429);
    }
    const refused = expect429(await login('10.0.0.1', 'ip@example.fr', PASSWORD), 900);
    expect(refused.message).toBe('Trop de tentatives. Par sécurité, réessayez dans 15 minutes.');
    const en = expectApiError(await from('10.0.0.1', '/api/auth/login', { email: 'ip@example.fr', password: PASSWORD }, t.app, 'en'), 429);
    expect(en.message).toBe('Too many attempts. For your security, try again in 15 minutes.');
    // Another IP is not concerned.
    expect((await login('10.0.0.2', 'ip@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('locks an account after its failed logins, from any IP, even with the right password; a success resets the count', async () => {
    await registerCustomer(t.app, 'compte@example.fr', PASSWORD);
    expectApiError(await login('10.1.0.1', 'compte@example.fr', 'faux-1'), 401);
    expectApiError(await login('10.1.0.2', 'compte@example.fr', 'faux-2'), 401);
    expect((await login('10.1.0.3', 'compte@example.fr', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expectApiError(await login(`10.1.1.${i}`, 'compte@example.fr', `faux-${i}`), 401, 'INVALID_CREDENTIALS');
    expect429(await login('10.1.2.1', 'compte@example.fr', PASSWORD), 900);
    // An unknown e-mail is limited the same way: a 429 tells nothing about accounts.
    for (let i = 0; i < 3; i++) expectApiError(await login(`10.1.3.${i}`, 'fantome@example.fr', 'faux'), 401);
    expect429(await login('10.1.4.1', 'fantome@example.fr', 'faux'), 900);
    // Once the window is over, the account opens again.
    await t.database.db.update(rateLimits).set({ windowStart: sql`now() - interval '16 minutes'` });
    expect((await login('10.1.5.1', 'compte@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset requests per IP and per e-mail, without mailing beyond the limit', async () => {
    await registerCustomer(t.app, 'reset@example.fr', PASSWORD);
    const ask = (ip: string, email: string) => from(ip, '/api/utilities/getResetPasswordToken', { email });
    const mailsBefore = t.mails.filter((m) => m.to === 'reset@example.fr').length;
    expect((await ask('10.2.0.1', 'reset@example.fr')).statusCode).toBe(200);
    expect((await ask('10.2.0.2', 'reset@example.fr')).statusCode).toBe(200);
    expect429(await ask('10.2.0.3', 'reset@example.fr'), 3600);
    expect(t.mails.filter((m) => m.to === 'reset@example.fr').length).toBe(mailsBefore + 2);

    for (let i = 0; i < 4; i++) expect((await ask('10.2.1.1', `x${i}@example.fr`)).statusCode).toBe(200);
    expect429(await ask('10.2.1.1', 'y@example.fr'), 900);
    // New-password attempts count against the same IP limit: tokens cannot be tried in bulk.
    expect429(await from('10.2.1.1', `/api/utilities/newPassword/${'A'.repeat(43)}`, { password: 'un-mot-de-passe-long' }), 900);
  });

  it('counts together across api replicas sharing the database', async () => {
    const replica = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: TIGHT,
    });
    try {
      for (let i = 0; i < 4; i++) {
        expectApiError(await login('10.3.0.1', `replique-${i}@example.fr`, 'faux', i % 2 ? replica : t.app), 401);
      }
      expect429(await login('10.3.0.1', 'replique@example.fr', 'faux', replica), 900);
      expect429(await login('10.3.0.1', 'replique@example.fr', 'faux', t.app), 900);
    } finally {
      await replica.close();
    }
  });

  it('behind a trusted load balancer, limits each shopper by X-Forwarded-For; an untrusted one cannot spoof it', async () => {
    const behindProxy = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: TIGHT,
      trustProxy: ['10.9.0.1'],
    });
    const via = (proxy: string, shopper: string, email: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'faux' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': shopper },
      });
    try {
      for (let i = 0; i < 4; i++) expectApiError(await via('10.9.0.1', '203.0.113.7', `lb-${i}@example.fr`), 401);
      expect429(await via('10.9.0.1', '203.0.113.7', 'lb-x@example.fr'), 900);
      // Another shopper behind the same balancer is not locked out by the first.
      expectApiError(await via('10.9.0.1', '203.0.113.8', 'lb-y@example.fr'), 401, 'INVALID_CREDENTIALS');
      // A client that is not the trusted proxy is counted by its own address, whatever it claims.
      for (let i = 0; i < 4; i++) expectApiError(await via('10.9.9.9', `198.51.100.${i}`, `spoof-${i}@example.fr`), 401);
      expect429(await via('10.9.9.9', '198.51.100.99', 'spoof-x@example.fr'), 900);
    } finally {
      await behindProxy.close();
    }
  });

  it('checks no more passwords than the account limit under parallel guesses from many IPs and replicas', async () => {
    await registerCustomer(t.app, 'cible@example.fr', PASSWORD);
    const replica = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      mailer: { send: async () => undefined },
      rateLimits: TIGHT,
    });
    try {
      const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`10.5.0.${i}`, 'cible@example.fr', `devine-${i}`, i % 2 ? replica : t.app)));
      // A 401 is a password checked; a 429 was refused before the check.
      const codes = guesses.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(TIGHT.loginAccount.max);
      expect(codes.filter((code) => code === 429)).toHaveLength(30 - TIGHT.loginAccount.max);
      // The right password waits for the window too: the guesses did reach the limit.
      expect429(await login('10.5.1.1', 'cible@example.fr', PASSWORD), 900);
    } finally {
      await replica.close();
    }
  });

  it('takes the attempt before a password confirmation too (change-password), and gives back a right one', async () => {
    const { access_token } = await registerCustomer(t.app, 'confirme@example.fr', PASSWORD);
    const change = (oldPassword: string, password = 'nouveau-miel-de-lavande') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        payload: { old_password: oldPassword, password },
        headers: bearer(access_token),
      });
    expectApiError(await change('faux-1'), 400, 'WRONG_PASSWORD');
    expectApiError(await change('faux-2'), 400, 'WRONG_PASSWORD');
    // A right confirmation does not use up an attempt: one wrong guess is still checked after it.
    expect((await change(PASSWORD, 'miel-de-romarin-2026')).statusCode).toBe(200);
    expectApiError(await change('faux-3'), 400, 'WRONG_PASSWORD');
    expect429(await change('miel-de-romarin-2026'), 900);

    await t.database.db.delete(rateLimits);
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`devine-${i}`)));
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(TIGHT.loginAccount.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - TIGHT.loginAccount.max);
  });

  it('limits registrations from one IP, known e-mail or not, and writes nothing beyond the limit', async () => {
    await registerCustomer(t.app, 'connu@example.fr', PASSWORD);
    await t.database.db.delete(rateLimits);
    const register = (ip: string, email: string, lang = 'fr') =>
      from(ip, '/api/auth/register', { email, password: PASSWORD, firstname: 'Léa', lastname: 'Sonde' }, t.app, lang);
    const probes = [];
    for (let i = 0; i < 30; i++) probes.push(await register('10.6.0.1', i % 2 ? 'connu@example.fr' : `sonde-${i}@example.fr`));
    const codes = probes.map((r) => r.statusCode);
    expect(codes.slice(0, 4).sort()).toEqual([201, 201, 409, 409]);
    for (const refused of probes.slice(4)) expect429(refused, 3600);
    expect(expectApiError(await register('10.6.0.1', 'encore@example.fr', 'en'), 429).message).toBe(
      'Too many attempts. For your security, try again in 60 minutes.',
    );
    // Nothing was written for the refused ones.
    const created = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} like 'sonde-%'`);
    expect(created.map((u) => u.email).sort()).toEqual(['sonde-0@example.fr', 'sonde-2@example.fr']);
    // Another address is answered.
    expect((await register('10.6.0.2', 'voisine@example.fr')).statusCode).toBe(201);
  });

  it('counts concurrent attempts exactly: the upsert is atomic', async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, (_, i) => login('10.4.0.1', `course-${i}@example.fr`, 'faux')));
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'loginIp:10.4.0.1'));
    expect(row.hits).toBe(8);
  });
});
