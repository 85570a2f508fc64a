import { messageResponseSchema } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import { resetTokens } from '../db/schema.js';
import { buildApp } from '../app.js';
import { bearer, expectApiError, LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { get, post } from '../test/shop.js';

const PASSWORD = 'miel-de-lavande-84';
const NEW_PASSWORD = 'lavande-et-amandes-26';
const LINK = new RegExp(`${SITE_URL}/sign/reset-password/([A-Za-z0-9_-]{43})`);

describe.each(drivers)('password reset on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const ask = (email: string, lang = 'fr') => post(t, '/api/utilities/getResetPasswordToken', { email }, { 'accept-language': lang });
  const setPassword = (token: string, password = NEW_PASSWORD, lang = 'fr') =>
    post(t, `/api/utilities/newPassword/${token}`, { password }, { 'accept-language': lang });
  const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

  /** The link of the last mail sent to that address. */
  function tokenMailedTo(email: string): string {
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    const token = mail?.text.match(LINK)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it('mails a link in the customer language, answers the same for an unknown e-mail, and stores only the hash', async () => {
    const { user } = await registerCustomer(t.app, 'oubli@example.fr', PASSWORD, { lang: 'en' });
    const known = await ask('Oubli@Example.fr');
    const unknown = await ask('personne@example.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(messageResponseSchema.parse(known.json()).message).toMatch(/^Si un compte existe/);
    expect(t.mails.some((m) => m.to === 'personne@example.fr')).toBe(false);

    const mail = t.mails.filter((m) => m.to === 'oubli@example.fr').at(-1)!;
    expect(mail.subject).toBe('Choose a new password – Nougaterie de Saint-Didier');
    expect(mail.text).toMatch(/valid for one hour/);
    const token = tokenMailedTo('oubli@example.fr');
    expect(mail.html).toContain(`href="${SITE_URL}/sign/reset-password/${token}"`);
    const [row] = await t.database.db.select().from(resetTokens).where(eq(resetTokens.userId, user.id));
    expect(row.tokenHash).toBe(hashToken(token));
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 3);
  });

  it('answers before the mail leaves: a slow mail server cannot tell which e-mails have an account', async () => {
    await registerCustomer(t.app, 'chrono@example.fr');
    const MAIL_DELAY_MS = 1500;
    const delivered: string[] = [];
    const slow = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      rateLimits: LOOSE_RATE_LIMITS,
      mailer: { send: (m) => new Promise((resolve) => setTimeout(() => resolve(void delivered.push(m.to)), MAIL_DELAY_MS)) },
      // Its worker sends when told to below, not on its own in the middle of the timing.
      mailOutbox: { pollMs: 60_000 },
    });
    // The slow api's worker is the only one sending meanwhile.
    await t.app.mailOutbox.stop();
    await slow.ready();
    await slow.mailOutbox.start();
    try {
      const time = async (email: string) => {
        const start = Date.now();
        const response = await slow.inject({ method: 'POST', url: '/api/utilities/getResetPasswordToken', payload: { email } });
        expect(response.statusCode).toBe(200);
        return Date.now() - start;
      };
      const known = [await time('chrono@example.fr'), await time('chrono@example.fr')];
      const unknown = [await time('inconnu-1@example.fr'), await time('inconnu-2@example.fr')];
      // Both well under the mail's delay, however loaded the machine: the answer never waits for it.
      for (const ms of [...known, ...unknown]) expect(ms).toBeLessThan(MAIL_DELAY_MS / 2);
      expect(delivered).toEqual([]);
      // The outbox's worker sends them after the answers.
      await slow.mailOutbox.sendDue();
      expect(delivered).toEqual(['chrono@example.fr', 'chrono@example.fr']);
    } finally {
      await slow.close();
      await t.app.mailOutbox.start();
    }
  });

  it('sets the new password once: all sessions closed, the old password refused, the link dead', async () => {
    const { access_token } = await registerCustomer(t.app, 'relance@example.fr', PASSWORD);
    await ask('relance@example.fr');
    const token = tokenMailedTo('relance@example.fr');

    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(messageResponseSchema.parse(done.json()).message).toBe('Votre mot de passe est modifié. Connectez-vous avec le nouveau.');
    expect(t.mails.filter((m) => m.to === 'relance@example.fr').at(-1)?.subject).toBe('Votre mot de passe a été modifié');
    expectApiError(await get(t, '/api/auth/user-profile', bearer(access_token)), 401, 'SESSION_EXPIRED');
    expectApiError(await login('relance@example.fr', PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await login('relance@example.fr', NEW_PASSWORD)).statusCode).toBe(200);

    const reused = expectApiError(await setPassword(token, 'encore-un-autre-mot'), 400, 'RESET_TOKEN_USED');
    expect(reused.message).toMatch(/déjà servi/);
    expect(expectApiError(await setPassword(token, 'encore-un-autre-mot', 'en'), 400).message).toMatch(/already been used/);
    expect((await login('relance@example.fr', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 and a clear message', async () => {
    const { user } = await registerCustomer(t.app, 'tard@example.fr', PASSWORD);
    await ask('tard@example.fr');
    const token = tokenMailedTo('tard@example.fr');
    await t.database.db
      .update(resetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(resetTokens.userId, user.id));
    const expired = expectApiError(await setPassword(token), 400, 'RESET_TOKEN_EXPIRED');
    expect(expired.message).toMatch(/a expiré/);
    expect((await login('tard@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('spends the other pending links of the customer with the first one used', async () => {
    await registerCustomer(t.app, 'double@example.fr', PASSWORD);
    await ask('double@example.fr');
    const first = tokenMailedTo('double@example.fr');
    await ask('double@example.fr');
    const second = tokenMailedTo('double@example.fr');
    expect(second).not.toBe(first);
    expect((await setPassword(second)).statusCode).toBe(200);
    expectApiError(await setPassword(first, 'un-troisieme-mot'), 400, 'RESET_TOKEN_USED');
  });

  it('refuses unknown tokens and bad input with 400, never 500', async () => {
    const unknown = expectApiError(await setPassword('A'.repeat(43)), 400, 'RESET_TOKEN_UNKNOWN');
    expect(unknown.message).toMatch(/n'est pas valide/);
    expectApiError(await setPassword("'; drop table users; --"), 400, 'RESET_TOKEN_UNKNOWN');
    // Longer than any token: refused by the router before the handler.
    expectApiError(await setPassword('x'.repeat(201)), 414);
    expectApiError(await setPassword('A'.repeat(43), 'court'), 400, 'VALIDATION');
    expectApiError(await post(t, `/api/utilities/newPassword/${'A'.repeat(43)}`, { password: 42 }), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/utilities/newPassword/', { password: NEW_PASSWORD }), 404);
    for (const payload of [{}, { email: 'pas-un-email' }, { email: 42 }, { email: `${'a'.repeat(250)}@example.fr` }]) {
      expectApiError(await post(t, '/api/utilities/getResetPasswordToken', payload), 400, 'VALIDATION');
    }
  });
});
