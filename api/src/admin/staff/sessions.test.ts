import { enrolmentDoneSchema, enrolmentSchema, staffMemberSchema, staffSessionSchema, STAFF_SESSION_HOURS } from '@nougaterie/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { hashToken } from '../../auth/tokens.js';
import { rateLimits } from '../../db/schema.js';
import { bearer, expectApiError, LOOSE_RATE_LIMITS, openTestApp, PUBLIC_URL, registerCustomer, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { enrolStaff, enrolWithToken, forgetLastCode, inviteToken, STAFF_PASSWORD, totpCode, type EnrolledStaff } from '../../test/staff.js';
import { strict } from '../../test/strict.js';
import { auditLog, staff, staffRecoveryCodes, staffSessions } from '../schema.js';

describe.each(drivers)('staff sessions and enrolment on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const login = (email: string, code: string, password = STAFF_PASSWORD, headers: Record<string, string> = {}) =>
    post('/api/admin/auth/login', { email, password, code }, headers);
  const me = (headers: Record<string, string>) => get('/api/admin/auth/me', headers);

  /** No answer may carry a password, its hash or (after enrolment) the TOTP secret. */
  const expectNoSecret = (body: string, member?: EnrolledStaff) => {
    expect(body).not.toContain(STAFF_PASSWORD);
    expect(body).not.toMatch(/argon2|password_hash|passwordHash|totp/i);
    if (member) expect(body).not.toContain(member.secret);
  };

  it('enrols with the link (QR code, secret, first code), then logs in with password and TOTP code', async () => {
    const token = await inviteToken(t, 'louise@nougaterie.test', 'owner');
    const shown = await get(`/api/admin/enrolment/${token}`);
    expect(shown.statusCode).toBe(200);
    const enrolment = strict(enrolmentSchema).parse(shown.json());
    expect(enrolment).toMatchObject({ email: 'louise@nougaterie.test', role: 'owner' });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*louise%40nougaterie\.test\?.*secret=[A-Z2-7]{32}/);
    expect(enrolment.otpauth_url).toContain('issuer=Nougaterie');
    expect(enrolment.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qr_data_url.split(',')[1], 'base64').toString()).toMatch(/^<svg/);

    const enrolmentCode = totpCode(enrolment.secret);
    const done = await post(`/api/admin/enrolment/${token}`, { name: ' Louise Tardieu ', password: STAFF_PASSWORD, code: enrolmentCode });
    expect(done.statusCode).toBe(200);
    expectNoSecret(done.body);
    const { session, recovery_codes } = strict(enrolmentDoneSchema).parse(done.json());
    expect(session.staff).toMatchObject({ email: 'louise@nougaterie.test', name: 'Louise Tardieu', role: 'owner' });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await me(bearer(session.token))).statusCode).toBe(200);

    // Kept hashed only: the password (argon2), the recovery codes, the session token.
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, session.staff.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.enrolledAt).not.toBeNull();
    expect(row.enrolTokenHash).toBeNull();
    const stored = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash).join()).not.toContain(recovery_codes[0]);

    // The code of the enrolment is spent, even if its 30 s have run out meanwhile (a busy machine):
    // the next one opens a session.
    expectApiError(await login('louise@nougaterie.test', enrolmentCode), 401, 'INVALID_CREDENTIALS');
    const ok = await login('Louise@Nougaterie.test', totpCode(enrolment.secret, 1));
    expect(ok.statusCode).toBe(200);
    expectNoSecret(ok.body, { secret: enrolment.secret } as EnrolledStaff);
    const opened = strict(staffSessionSchema).parse(ok.json());
    expect(opened.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.token).not.toBe(session.token);
    const hours = (Date.parse(opened.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(STAFF_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(STAFF_SESSION_HOURS);
    const [kept] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(opened.token)));
    expect(kept.staffId).toBe(row.id);

    const answer = await me(bearer(opened.token));
    expect(answer.statusCode).toBe(200);
    expect(strict(staffMemberSchema).parse(answer.json())).toEqual({ id: row.id, email: 'louise@nougaterie.test', name: 'Louise Tardieu', role: 'owner' });
    expectNoSecret(answer.body, { secret: enrolment.secret } as EnrolledStaff);
    const [{ lastLoginAt }] = await t.database.db.select({ lastLoginAt: staff.lastLoginAt }).from(staff).where(eq(staff.id, row.id));
    expect(lastLoginAt).not.toBeNull();
  });

  it('accepts a TOTP code once: the same code again, or an older one, is refused', async () => {
    const member = await enrolStaff(t, 'rejeu@nougaterie.test');
    await forgetLastCode(t, member.id);
    const code = totpCode(member.secret);
    expect((await login(member.email, code)).statusCode).toBe(200);
    expectApiError(await login(member.email, code), 401, 'INVALID_CREDENTIALS');
    expectApiError(await login(member.email, totpCode(member.secret, -1)), 401, 'INVALID_CREDENTIALS');
    // Two logins with one fresh code at the same instant: one session, not two.
    await forgetLastCode(t, member.id);
    const fresh = totpCode(member.secret, 1);
    const both = await Promise.all([login(member.email, fresh), login(member.email, fresh)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('opens one login per recovery code, the code spent by its use', async () => {
    const member = await enrolStaff(t, 'secours@nougaterie.test');
    const [first, second] = member.recoveryCodes;
    const ok = await login(member.email, ` ${first.toUpperCase()} `);
    expect(ok.statusCode).toBe(200);
    expect((await me(bearer(staffSessionSchema.parse(ok.json()).token))).statusCode).toBe(200);
    expectApiError(await login(member.email, first), 401, 'INVALID_CREDENTIALS');
    expect((await login(member.email, second)).statusCode).toBe(200);
    const [used] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(sql`${staffRecoveryCodes.staffId} = ${member.id} and ${staffRecoveryCodes.usedAt} is not null`);
    expect(used.n).toBe(2);
    // Another member's code opens nothing for this one.
    const other = await enrolStaff(t, 'autre-secours@nougaterie.test');
    expectApiError(await login(member.email, other.recoveryCodes[0]), 401, 'INVALID_CREDENTIALS');
    // The owner reads which factor opened the session, and how many codes are left.
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.staffId} = ${member.id} and ${auditLog.action} = 'staff.login'`)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(line.after).toEqual({ second_factor: 'recovery code', recovery_codes_left: 8 });
  });

  it('answers one 401 for an unknown e-mail, a wrong password and a wrong code, and spends no code on a wrong password', async () => {
    const member = await enrolStaff(t, 'erreurs@nougaterie.test');
    await forgetLastCode(t, member.id);
    const code = totpCode(member.secret);
    const answers = [
      await login('personne@nougaterie.test', code),
      await login(member.email, code, 'pas-le-bon-mot-de-passe'),
      await login(member.email, member.recoveryCodes[0], 'pas-le-bon-mot-de-passe'),
      await login(member.email, '000000'),
      await login(member.email, 'aaaaa-aaaaa'),
    ];
    const messages = answers.map((response) => expectApiError(response, 401, 'INVALID_CREDENTIALS').message);
    expect(new Set(messages)).toEqual(new Set(['E-mail, mot de passe ou code incorrect.']));
    expect(expectApiError(await login(member.email, '000000', STAFF_PASSWORD, { 'accept-language': 'en' }), 401).message).toBe(
      'Wrong e-mail, password or code.',
    );
    // The wrong password spent neither the TOTP code nor the recovery code.
    expect((await login(member.email, code)).statusCode).toBe(200);
    expect((await login(member.email, member.recoveryCodes[0])).statusCode).toBe(200);
    for (const payload of [
      {},
      { email: member.email, password: STAFF_PASSWORD },
      { email: member.email, password: STAFF_PASSWORD, code: '12345' },
      { email: 'x', password: 'y', code: '123456' },
    ]) {
      expectApiError(await post('/api/admin/auth/login', payload), 400, 'VALIDATION');
    }
  });

  it('spends about the same time on an unknown e-mail as on a wrong password', async () => {
    const member = await enrolStaff(t, 'chrono@nougaterie.test');
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      expectApiError(await login(email, '123456', 'un-mauvais-mot-de-passe'), 401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time(member.email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(member.email));
      unknown.push(await time(`inconnu-${i}@nougaterie.test`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2];
    // Both run one argon2 check (the unknown e-mail a decoy one): within a factor, not orders apart.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(unknown) / 3);
  });

  it('lets neither a member still invited nor a disabled one log in', async () => {
    const token = await inviteToken(t, 'invitee@nougaterie.test');
    expectApiError(await login('invitee@nougaterie.test', '123456'), 401, 'INVALID_CREDENTIALS');
    const member = await enrolWithToken(t, token);
    await t.database.db
      .update(staff)
      .set({ disabledAt: sql`now()` })
      .where(eq(staff.id, member.id));
    expectApiError(await login(member.email, totpCode(member.secret, 1)), 401, 'INVALID_CREDENTIALS');
    expectApiError(await login(member.email, member.recoveryCodes[0]), 401, 'INVALID_CREDENTIALS');
    // And the session opened at enrolment no longer opens anything.
    expectApiError(await me(member.headers), 401, 'STAFF_SESSION_EXPIRED');
  });

  it('closes a session at logout and after 12 hours', async () => {
    const member = await enrolStaff(t, 'sortie@nougaterie.test');
    await forgetLastCode(t, member.id);
    const other = staffSessionSchema.parse((await login(member.email, totpCode(member.secret))).json()).token;
    const out = await post('/api/admin/auth/logout', {}, member.headers);
    expect(out.statusCode).toBe(200);
    expect(out.json<{ message: string }>().message).toBe('Vous êtes déconnecté de la gestion.');
    expectApiError(await me(member.headers), 401, 'STAFF_SESSION_EXPIRED');
    expectApiError(await post('/api/admin/auth/logout', {}, member.headers), 401, 'STAFF_SESSION_EXPIRED');
    // Only the session logged out of: the other one still opens the back office, until it expires.
    expect((await me(bearer(other))).statusCode).toBe(200);
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.tokenHash, hashToken(other)));
    const expired = expectApiError(await me(bearer(other)), 401, 'STAFF_SESSION_EXPIRED');
    expect(expired.message).toMatch(/expiré/);
    expectApiError(await me({}), 401, 'STAFF_AUTH_REQUIRED');
  });

  it('refuses a customer token on the staff calls with 403, and a staff token opens nothing of the shop', async () => {
    const customer = await registerCustomer(t.app, 'cliente@example.fr');
    expectApiError(await me(bearer(customer.access_token)), 403, 'STAFF_ONLY');
    const member = await enrolStaff(t, 'boutique@nougaterie.test');
    expectApiError(await get('/api/auth/user-profile', member.headers), 401);
  });

  it('refuses the staff login with 429 past the limits, counted apart from the shop login', async () => {
    const member = await enrolStaff(t, 'limite@nougaterie.test');
    const tight = await buildApp({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      corsOrigins: [],
      siteUrl: SITE_URL,
      mailer: { send: async () => undefined },
      rateLimits: { ...LOOSE_RATE_LIMITS, loginIp: { max: 4, windowSeconds: 900 }, loginAccount: { max: 2, windowSeconds: 900 } },
    });
    try {
      await t.database.db.delete(rateLimits);
      const attempt = (email: string, ip = '203.0.113.7') =>
        tight.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password: 'mauvais-mot-de-passe', code: '123456' }, remoteAddress: ip });
      // Per account, from anywhere: the third wrong attempt on one e-mail is refused before any check.
      expectApiError(await attempt(member.email, '203.0.113.1'), 401);
      expectApiError(await attempt(member.email, '203.0.113.2'), 401);
      const refused = expectApiError(await attempt(member.email, '203.0.113.3'), 429, 'RATE_LIMITED');
      expect(refused.message.length).toBeGreaterThan(10);
      // The right password and code are refused too while the window lasts.
      await forgetLastCode(t, member.id);
      const right = await tight.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret) },
        remoteAddress: '203.0.113.4',
      });
      expectApiError(right, 429, 'RATE_LIMITED');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // Per IP, whatever the e-mail.
      for (let i = 0; i < 4; i++) expectApiError(await attempt(`inconnu-${i}@nougaterie.test`), 401);
      expectApiError(await attempt('encore@nougaterie.test'), 429, 'RATE_LIMITED');
      // The shop's customers behind the same address still log in: their counters are their own.
      await registerCustomer(t.app, 'voisine@example.fr', 'miel-de-lavande-84');
      const shop = await tight.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'voisine@example.fr', password: 'miel-de-lavande-84' },
        remoteAddress: '203.0.113.7',
      });
      expect(shop.statusCode).toBe(200);
    } finally {
      await tight.close();
      await t.database.db.delete(rateLimits);
    }
  });

  it('answers 404 with one message for an unknown, expired or used link, and 400 for a wrong first code', async () => {
    const token = await inviteToken(t, 'lien@nougaterie.test');
    const { secret } = enrolmentSchema.parse((await get(`/api/admin/enrolment/${token}`)).json());
    const form = (code: string, password = STAFF_PASSWORD) => ({ name: 'Marius', password, code });

    expectApiError(await post(`/api/admin/enrolment/${token}`, form('000000')), 400, 'TOTP_CODE_WRONG');
    expectApiError(await post(`/api/admin/enrolment/${token}`, form(totpCode(secret), 'trop-court')), 400, 'VALIDATION');
    expectApiError(await post(`/api/admin/enrolment/${token}`, { password: STAFF_PASSWORD, code: totpCode(secret) }), 400, 'VALIDATION');
    // Refused forms leave the link whole.
    expect((await get(`/api/admin/enrolment/${token}`)).statusCode).toBe(200);

    const messages: string[] = [];
    for (const unknown of ['A'.repeat(43), 'court', '%00', `${token}x`]) {
      messages.push(expectApiError(await get(`/api/admin/enrolment/${unknown}`), 404, 'ENROLMENT_NOT_FOUND').message);
      messages.push(expectApiError(await post(`/api/admin/enrolment/${unknown}`, form(totpCode(secret))), 404, 'ENROLMENT_NOT_FOUND').message);
    }
    const expiring = await inviteToken(t, 'expire@nougaterie.test');
    await t.database.db
      .update(staff)
      .set({ enrolExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(staff.email, 'expire@nougaterie.test'));
    messages.push(expectApiError(await get(`/api/admin/enrolment/${expiring}`), 404, 'ENROLMENT_NOT_FOUND').message);

    expect((await post(`/api/admin/enrolment/${token}`, form(totpCode(secret)))).statusCode).toBe(200);
    messages.push(expectApiError(await get(`/api/admin/enrolment/${token}`), 404, 'ENROLMENT_NOT_FOUND').message);
    messages.push(expectApiError(await post(`/api/admin/enrolment/${token}`, form(totpCode(secret, 1))), 404, 'ENROLMENT_NOT_FOUND').message);
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toMatch(/plus valable/);
  });

  it('enrols once from simultaneous posts of one link: one session, one set of recovery codes', async () => {
    const token = await inviteToken(t, 'double@nougaterie.test');
    const { secret } = enrolmentSchema.parse((await get(`/api/admin/enrolment/${token}`)).json());
    const code = totpCode(secret);
    const answers = await Promise.all(
      ['Premier', 'Second', 'Troisième', 'Quatrième'].map((name) =>
        post(`/api/admin/enrolment/${token}`, { name, password: `${STAFF_PASSWORD}-${name}`, code }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    const winner = enrolmentDoneSchema.parse(answers.find((r) => r.statusCode === 200)!.json());
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'double@nougaterie.test'));
    expect(row.name).toBe(winner.session.staff.name);
    const codes = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    expect(codes).toHaveLength(10);
    const sessions = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, row.id));
    expect(sessions).toHaveLength(1);
  });
});
