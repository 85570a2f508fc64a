import { authResponseSchema, userSchema } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import { buildApp, REDACTED_PATHS } from '../app.js';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '../config.js';
import { accessTokens, users } from '../db/schema.js';
import { bearer, expectApiError, LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { hashToken } from './tokens.js';
import { strict } from '../test/strict.js';

const PASSWORD = 'miel-de-lavande-84';

describe.each(drivers)('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user-profile', headers });
  const login = (email: string, password: string, lang = 'fr') => post('/api/auth/login', { email, password }, { 'accept-language': lang });

  /** A second api on the same database, its mails kept in memory. */
  const quietOptions = () => ({
    db: t.database.db,
    publicUrl: PUBLIC_URL,
    corsOrigins: [],
    mailer: { send: async () => undefined },
    rateLimits: LOOSE_RATE_LIMITS,
  });

  /** No answer may carry the password or its hash, whatever the call. */
  const expectNoSecret = (body: string) => {
    expect(body).not.toContain(PASSWORD);
    expect(body).not.toMatch(/argon2|password_hash|passwordHash/);
  };

  it('registers a customer, lower-cases the e-mail and opens a session', async () => {
    const response = await post('/api/auth/register', {
      email: '  Marie.Silvestre@Example.FR ',
      password: PASSWORD,
      firstname: 'Marie',
      lastname: 'Silvestre',
      lang: 'en',
    });
    expect(response.statusCode).toBe(201);
    expectNoSecret(response.body);
    const { access_token, user } = authResponseSchema.parse(response.json());
    expect(strict(userSchema).parse(user)).toMatchObject({
      email: 'marie.silvestre@example.fr',
      firstname: 'Marie',
      lastname: 'Silvestre',
      phone: null,
      lang: 'en',
      points: 0,
      address_shipping_city: null,
      address_billing_zipcode: null,
    });
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [token] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(token.tokenHash).toBe(hashToken(access_token));
    expect(token.tokenHash).not.toContain(access_token);
    const days = (token.expiresAt.getTime() - token.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const me = await profile(bearer(access_token));
    expect(me.statusCode).toBe(200);
    expect(strict(userSchema).parse(me.json())).toEqual(user);
    expectNoSecret(me.body);
  });

  it('refuses a second account for the same e-mail, whatever its case, with 409', async () => {
    await registerCustomer(t.app, 'jean@example.fr');
    const again = await post('/api/auth/register', { email: 'JEAN@example.fr', password: PASSWORD, firstname: 'J', lastname: 'D' });
    const body = expectApiError(again, 409, 'EMAIL_TAKEN');
    expect(body.message).toMatch(/existe déjà/);
    const en = await post('/api/auth/register', { email: 'jean@example.fr', password: PASSWORD, firstname: 'J', lastname: 'D' }, { 'accept-language': 'en' });
    expect(expectApiError(en, 409).message).toMatch(/already exists/);
  });

  it('refuses an invalid registration form with 400 and stores nothing', async () => {
    const bad = [
      {},
      { email: 'pas-un-email', password: PASSWORD, firstname: 'A', lastname: 'B' },
      { email: 'court@example.fr', password: 'court', firstname: 'A', lastname: 'B' },
      { email: 'vide@example.fr', password: PASSWORD, firstname: '  ', lastname: 'B' },
      { email: 'lang@example.fr', password: PASSWORD, firstname: 'A', lastname: 'B', lang: 'de' },
    ];
    for (const payload of bad) {
      const response = await post('/api/auth/register', payload);
      expectApiError(response, 400, 'VALIDATION');
      expectNoSecret(response.body);
    }
    const stored = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email like '%court%' or email like '%vide%'`);
    expect(stored.rows[0].n).toBe(0);
  });

  it('logs in with the right password only, with one message for a wrong e-mail or password', async () => {
    await registerCustomer(t.app, 'paul@example.fr', PASSWORD);
    const ok = await login('Paul@Example.fr', PASSWORD);
    expect(ok.statusCode).toBe(200);
    expectNoSecret(ok.body);
    const { access_token, user } = authResponseSchema.parse(ok.json());
    expect(user.email).toBe('paul@example.fr');
    expect((await profile(bearer(access_token))).statusCode).toBe(200);

    const wrongPassword = expectApiError(await login('paul@example.fr', 'mauvais-mot-de-passe'), 401, 'INVALID_CREDENTIALS');
    const unknownEmail = expectApiError(await login('personne@example.fr', PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect(unknownEmail.message).toBe(wrongPassword.message);
    expect(wrongPassword.message).toBe('E-mail ou mot de passe incorrect.');
    expect(expectApiError(await login('paul@example.fr', 'nope', 'en'), 401).message).toBe('Incorrect e-mail or password.');
    expectApiError(await post('/api/auth/login', { email: 'paul@example.fr' }), 400, 'VALIDATION');
    expectApiError(await post('/api/auth/login', { email: 'paul@example.fr', password: 42 }), 400, 'VALIDATION');
  });

  it('gives each login its own token, and logout revokes only the one it carries', async () => {
    await registerCustomer(t.app, 'lea@example.fr');
    const first = authResponseSchema.parse((await login('lea@example.fr', PASSWORD)).json()).access_token;
    const second = authResponseSchema.parse((await login('lea@example.fr', PASSWORD)).json()).access_token;
    expect(first).not.toBe(second);

    const out = await post('/api/auth/logout', undefined, bearer(first));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Vous êtes déconnecté. À bientôt !' });

    const revoked = expectApiError(await profile(bearer(first)), 401, 'SESSION_EXPIRED');
    expect(revoked.message).toMatch(/Reconnectez-vous/);
    expect((await profile(bearer(second))).statusCode).toBe(200);
    // Logging out twice, or without a token, is still a success: the client forgets its token anyway.
    expect((await post('/api/auth/logout', undefined, bearer(first))).statusCode).toBe(200);
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const { access_token, user } = await registerCustomer(t.app, 'expire@example.fr');
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.userId, user.id));
    const body = expectApiError(await profile(bearer(access_token)), 401, 'SESSION_EXPIRED');
    expect(expectApiError(await profile({ ...bearer(access_token), 'accept-language': 'en' }), 401).message).toMatch(/expired/);
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('issues tokens that live as long as ACCESS_TOKEN_TTL says', async () => {
    const short = await buildApp({ ...quietOptions(), accessTokenTtlSeconds: 1 });
    try {
      const { access_token } = await registerCustomer(short, 'bref@example.fr');
      const me = () => short.inject({ method: 'GET', url: '/api/auth/user-profile', headers: bearer(access_token) });
      expect((await me()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectApiError(await me(), 401, 'SESSION_EXPIRED');
    } finally {
      await short.close();
    }
  });

  it('tells how long the login lives, so the ACCESS_TOKEN cookie lasts as long', async () => {
    const registered = await post('/api/auth/register', { email: 'duree@example.fr', password: PASSWORD, firstname: 'Lou', lastname: 'Durée' });
    expect(authResponseSchema.parse(registered.json()).expires_in).toBe(DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
    expect(authResponseSchema.parse((await login('duree@example.fr', PASSWORD)).json()).expires_in).toBe(30 * 86_400);
    const short = await buildApp({ ...quietOptions(), accessTokenTtlSeconds: 45 * 60 });
    try {
      await registerCustomer(short, 'courte@example.fr', PASSWORD);
      const answer = await short.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'courte@example.fr', password: PASSWORD } });
      expect(strict(authResponseSchema).parse(answer.json()).expires_in).toBe(2700);
    } finally {
      await short.close();
    }
  });

  it('never writes a password or a token to the logs, even at trace level', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const logged = await buildApp({
      ...quietOptions(),
      logger: { level: 'trace', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    });
    try {
      const { access_token } = await registerCustomer(logged, 'journal@example.fr', PASSWORD);
      const inject = (url: string, payload?: object) => logged.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: bearer(access_token) });
      await inject('/api/auth/login', { email: 'journal@example.fr', password: PASSWORD });
      await inject('/api/auth/login', { email: 'journal@example.fr', password: `${PASSWORD}-faux` });
      await inject('/api/auth/register', { email: 'journal@example.fr', password: PASSWORD, firstname: 'A', lastname: 'B' });
      await inject('/api/auth/register', { email: 'x', password: 'court' });
      await inject('/api/auth/logout');
      const resetToken = 'R'.repeat(43);
      await inject(`/api/utilities/newPassword/${resetToken}?x=1`, { password: PASSWORD });
      await inject('/api/user/change-password', { old_password: PASSWORD, password: `${PASSWORD}-neuf` });
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.some((line) => line.includes('/api/utilities/newPassword/[redacted]?x=1'))).toBe(true);
      for (const line of lines) {
        expect(line).not.toContain(PASSWORD);
        expect(line).not.toContain(resetToken);
        expect(line).not.toContain(access_token);
        expect(line).not.toContain('court');
      }
    } finally {
      await logged.close();
    }
  });

  it('reads the token from the ACCESS_TOKEN cookie too', async () => {
    const { access_token, user } = await registerCustomer(t.app, 'cookie@example.fr');
    const me = await profile({ cookie: `basketID=abc; ACCESS_TOKEN=${encodeURIComponent(access_token)}` });
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json()).id).toBe(user.id);
  });

  it('answers 401 with a clear message without a token or with a forged one', async () => {
    const anonymous = expectApiError(await profile({}), 401, 'AUTH_REQUIRED');
    expect(anonymous.message).toBe('Connectez-vous pour accéder à cette page.');
    expect(expectApiError(await profile({ 'accept-language': 'en' }), 401).message).toBe('Please log in to access this page.');
    for (const forged of ['x', 'A'.repeat(43), "'; DROP TABLE users; --", 'Bearer', 'Basic abc']) {
      const response = await profile({ authorization: forged.startsWith('B') ? forged : `Bearer ${forged}` });
      expectApiError(response, 401);
    }
    expectApiError(await profile({ cookie: 'ACCESS_TOKEN=%E0%A4%A' }), 401);
  });

  it('reads a cookie that is not valid percent-encoding as no token: log in, not log in again', async () => {
    expectApiError(await profile({ cookie: 'ACCESS_TOKEN=%E0%A4%A' }), 401, 'AUTH_REQUIRED');
    expectApiError(await profile({ cookie: 'ACCESS_TOKEN=' }), 401, 'AUTH_REQUIRED');
    // The first of two cookies of the same name counts, as browsers send the most specific first.
    const { access_token } = await registerCustomer(t.app, 'deux-cookies@example.fr');
    expect((await profile({ cookie: `ACCESS_TOKEN=${access_token}; ACCESS_TOKEN=stale` })).statusCode).toBe(200);
    expectApiError(await profile({ cookie: `ACCESS_TOKEN=stale; ACCESS_TOKEN=${access_token}` }), 401, 'SESSION_EXPIRED');
  });
});
