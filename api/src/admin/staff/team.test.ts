import {
  auditPageSchema,
  orderExpirySettingsSchema,
  staffAccountSchema,
  staffInviteSchema,
  staffListSchema,
  type AuditEntry,
} from '@nougaterie/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { settings } from '../../db/schema.js';
import { expectApiError, openTestApp, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { enrolStaff, enrolWithToken, forgetLastCode, STAFF_PASSWORD, totpCode, type EnrolledStaff } from '../../test/staff.js';
import { strict } from '../../test/strict.js';
import { auditLog, staff } from '../schema.js';
import { AUDIT_PAGE_SIZE } from './audit-routes.js';

describe.each(drivers)('the team, the audit log and the expiry settings on %s', (driver) => {
  let t: TestApp;
  let owner: EnrolledStaff;
  let assistant: EnrolledStaff;
  beforeAll(async () => {
    t = await openTestApp(driver);
    owner = await enrolStaff(t, 'patronne@nougaterie.test', 'owner', 'Rose Aubanel');
    assistant = await enrolStaff(t, 'vendeur@nougaterie.test', 'staff', 'Marius Fabre');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const login = (member: EnrolledStaff, code: string) => post('/api/admin/auth/login', { email: member.email, password: STAFF_PASSWORD, code }, {});
  const tokenOf = (url: string) => url.split('/').pop()!;
  const auditOf = async (target: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id)).map((row) => ({
      action: row.action,
      staffId: row.staffId,
      before: row.before,
      after: row.after,
    }));
  /** What must never reach the audit log or an answer about a member. */
  const expectNoSecret = (text: string, member?: EnrolledStaff) => {
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toMatch(/argon2|password_?hash|totp_?secret|enrol_?token/i);
    if (member) {
      expect(text).not.toContain(member.secret);
      expect(text).not.toContain(member.token);
    }
  };

  it('invites a member: the link mailed in French through the outbox, answered to the owner, valid 7 days', async () => {
    const response = await post('/api/admin/staff', { email: ' Nouvelle@Nougaterie.test ', role: 'staff' }, { ...owner.headers, 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);
    const invite = strict(staffInviteSchema).parse(response.json());
    expect(invite.member).toMatchObject({
      email: 'nouvelle@nougaterie.test',
      role: 'staff',
      name: '',
      enrolled: false,
      disabled: false,
      open_sessions: 0,
      last_login_at: null,
    });
    expect(invite.enrol_url).toMatch(new RegExp(`^${SITE_URL}/gestion/inscription/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(invite.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = t.mails.find((m) => m.to === 'nouvelle@nougaterie.test')!;
    expect(mail.subject).toBe('Votre accès à la gestion – Nougaterie de Saint-Didier');
    expect(mail.text).toContain(invite.enrol_url);
    expect(mail.text).toContain('rôle : équipe');
    expect(mail.html).toContain(`href="${invite.enrol_url}"`);

    const member = await enrolWithToken(t, tokenOf(invite.enrol_url), 'Nouvelle Recrue');
    expect(member.email).toBe('nouvelle@nougaterie.test');
    expect(await auditOf(`staff:${member.id}`)).toEqual([
      {
        action: 'staff.invite',
        staffId: owner.id,
        before: null,
        after: { email: 'nouvelle@nougaterie.test', name: '', role: 'staff', enrolled: false, disabled: false, open_sessions: 0 },
      },
      { action: 'staff.enrol', staffId: member.id, before: { enrolled: false }, after: { enrolled: true, name: 'Nouvelle Recrue', recovery_codes: 10 } },
    ]);

    const again = expectApiError(await post('/api/admin/staff', { email: 'NOUVELLE@nougaterie.test', role: 'owner' }, owner.headers), 409, 'STAFF_EMAIL_TAKEN');
    expect(again.message).toMatch(/déjà/);
    expectApiError(await post('/api/admin/staff', { email: 'x@nougaterie.test', role: 'admin' }, owner.headers), 400, 'VALIDATION');
    expectApiError(await post('/api/admin/staff', { email: 'pas une adresse', role: 'staff' }, owner.headers), 400, 'VALIDATION');
  });

  it('lists the team with their state, for owners only', async () => {
    const response = await get('/api/admin/staff', owner.headers);
    expect(response.statusCode).toBe(200);
    const { staff: team } = strict(staffListSchema).parse(response.json());
    for (const member of team) strict(staffAccountSchema).parse(member);
    expect(team.find((m) => m.id === owner.id)).toMatchObject({ name: 'Rose Aubanel', role: 'owner', enrolled: true, disabled: false, open_sessions: 1 });
    expect(team.find((m) => m.id === assistant.id)).toMatchObject({ name: 'Marius Fabre', role: 'staff', enrolled: true });
    expectNoSecret(response.body, owner);
  });

  it('refuses every owner call to staff with 403, writing nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const calls = [
      get('/api/admin/staff', assistant.headers),
      post('/api/admin/staff', { email: 'intrus@nougaterie.test', role: 'owner' }, assistant.headers),
      post(`/api/admin/staff/${owner.id}/reinvite`, {}, assistant.headers),
      post(`/api/admin/staff/${owner.id}/disable`, {}, assistant.headers),
      post(`/api/admin/staff/${owner.id}/close-sessions`, {}, assistant.headers),
      get('/api/admin/audit', assistant.headers),
      post('/api/admin/settings/order-expiry', { card_payment_expiry_minutes: 30, transfer_reminder_days: 3, transfer_expiry_days: 6 }, assistant.headers),
    ];
    for (const response of await Promise.all(calls)) expectApiError(response, 403, 'OWNER_ONLY');
    // What staff may do: read the expiry settings and their own account.
    expect((await get('/api/admin/settings/order-expiry', assistant.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/auth/me', assistant.headers)).statusCode).toBe(200);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
    expect(await t.database.db.select().from(staff).where(eq(staff.email, 'intrus@nougaterie.test'))).toEqual([]);
  });

  it('reinvites a member: new secret and link, password, codes and sessions gone until they enrol again', async () => {
    const member = await enrolStaff(t, 'telephone-perdu@nougaterie.test');
    const response = await post(`/api/admin/staff/${member.id}/reinvite`, {}, owner.headers);
    expect(response.statusCode).toBe(200);
    const invite = strict(staffInviteSchema).parse(response.json());
    expect(invite.member).toMatchObject({ id: member.id, enrolled: false, open_sessions: 0 });
    expect(t.mails.filter((m) => m.to === member.email).at(-1)!.text).toContain(invite.enrol_url);

    expectApiError(await get('/api/admin/auth/me', member.headers), 401, 'STAFF_SESSION_EXPIRED');
    expectApiError(await login(member, totpCode(member.secret, 1)), 401, 'INVALID_CREDENTIALS');
    expectApiError(await login(member, member.recoveryCodes[0]), 401, 'INVALID_CREDENTIALS');

    const again = await enrolWithToken(t, tokenOf(invite.enrol_url), 'Même Personne');
    expect(again.id).toBe(member.id);
    expect(again.secret).not.toBe(member.secret);
    expect(again.recoveryCodes).not.toContain(member.recoveryCodes[0]);
    const [line] = (await auditOf(`staff:${member.id}`)).filter((l) => l.action === 'staff.reinvite');
    expect(line).toMatchObject({ staffId: owner.id, before: { enrolled: true, open_sessions: 1 }, after: { enrolled: false, open_sessions: 0 } });
    expectNoSecret(JSON.stringify(line), member);
    expectApiError(await post('/api/admin/staff/999999/reinvite', {}, owner.headers), 404, 'STAFF_NOT_FOUND');
    expectApiError(await post('/api/admin/staff/abc/reinvite', {}, owner.headers), 404, 'STAFF_NOT_FOUND');
    expectApiError(await post('/api/admin/staff/99999999999/reinvite', {}, owner.headers), 404, 'STAFF_NOT_FOUND');
  });

  it('disables a member: their sessions closed, no login, no pending link; a reinvitation lets them back', async () => {
    const member = await enrolStaff(t, 'depart@nougaterie.test');
    await forgetLastCode(t, member.id);
    const second = await login(member, totpCode(member.secret));
    expect(second.statusCode).toBe(200);

    const response = await post(`/api/admin/staff/${member.id}/disable`, {}, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(strict(staffAccountSchema).parse(response.json())).toMatchObject({ id: member.id, disabled: true, open_sessions: 0 });
    expectApiError(await get('/api/admin/auth/me', member.headers), 401, 'STAFF_SESSION_EXPIRED');
    expectApiError(await login(member, totpCode(member.secret, 1)), 401, 'INVALID_CREDENTIALS');
    const [line] = (await auditOf(`staff:${member.id}`)).filter((l) => l.action === 'staff.disable');
    expect(line).toMatchObject({ staffId: owner.id, before: { disabled: false, open_sessions: 2 }, after: { disabled: true, open_sessions: 0 } });
    // Disabling again changes nothing and writes nothing.
    expect((await post(`/api/admin/staff/${member.id}/disable`, {}, owner.headers)).statusCode).toBe(200);
    expect((await auditOf(`staff:${member.id}`)).filter((l) => l.action === 'staff.disable')).toHaveLength(1);

    // An invitation not yet taken dies with the account.
    const pending = staffInviteSchema.parse((await post('/api/admin/staff', { email: 'jamais-venu@nougaterie.test', role: 'staff' }, owner.headers)).json());
    expect((await post(`/api/admin/staff/${pending.member.id}/disable`, {}, owner.headers)).statusCode).toBe(200);
    expectApiError(await get(`/api/admin/enrolment/${tokenOf(pending.enrol_url)}`, {}), 404, 'ENROLMENT_NOT_FOUND');

    const invite = staffInviteSchema.parse((await post(`/api/admin/staff/${member.id}/reinvite`, {}, owner.headers)).json());
    expect(invite.member.disabled).toBe(false);
    const back = await enrolWithToken(t, tokenOf(invite.enrol_url));
    expect((await get('/api/admin/auth/me', back.headers)).statusCode).toBe(200);
  });

  it('closes every session of a member, who may log in again', async () => {
    const member = await enrolStaff(t, 'sessions@nougaterie.test');
    const response = await post(`/api/admin/staff/${member.id}/close-sessions`, {}, owner.headers);
    expect(strict(staffAccountSchema).parse(response.json())).toMatchObject({ id: member.id, disabled: false, open_sessions: 0 });
    expectApiError(await get('/api/admin/auth/me', member.headers), 401, 'STAFF_SESSION_EXPIRED');
    expect((await login(member, totpCode(member.secret, 1))).statusCode).toBe(200);
    const lines = (await auditOf(`staff:${member.id}`)).filter((l) => l.action === 'staff.close-sessions');
    expect(lines).toEqual([
      expect.objectContaining({
        staffId: owner.id,
        before: expect.objectContaining({ open_sessions: 1 }),
        after: expect.objectContaining({ open_sessions: 0 }),
      }),
    ]);
    expectApiError(await post('/api/admin/staff/424242/close-sessions', {}, owner.headers), 404, 'STAFF_NOT_FOUND');
  });

  it('keeps an owner: nobody disables themselves, and two owners disabling each other leave one', async () => {
    const self = expectApiError(await post(`/api/admin/staff/${owner.id}/disable`, {}, owner.headers), 409, 'CANNOT_DISABLE_SELF');
    expect(self.message).toMatch(/propre compte/);
    const a = await enrolStaff(t, 'associe-a@nougaterie.test', 'owner');
    const b = await enrolStaff(t, 'associe-b@nougaterie.test', 'owner');
    // Rose steps aside, so that A and B are the last two owners.
    await t.database.db
      .update(staff)
      .set({ disabledAt: sql`now()` })
      .where(eq(staff.id, owner.id));
    try {
      const answers = await Promise.all([post(`/api/admin/staff/${b.id}/disable`, {}, a.headers), post(`/api/admin/staff/${a.id}/disable`, {}, b.headers)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The loser finds itself the last owner, or its own session already closed by the winner.
      expect([401, 409]).toContain(statuses[1]);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      if (refused.statusCode === 409) expect(expectApiError(refused, 409, 'LAST_OWNER').message).toMatch(/dernier responsable/);
      const [owners] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(sql`${staff.role} = 'owner' and ${staff.disabledAt} is null and ${staff.enrolledAt} is not null`);
      expect(owners.n).toBe(1);
    } finally {
      await t.database.db.update(staff).set({ disabledAt: null }).where(eq(staff.id, owner.id));
    }
  });

  it('shows the owner the audit log, newest first, 50 a page, with who did what', async () => {
    await t.database.db.insert(auditLog).values(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
        staffId: null,
        action: 'order.status',
        target: `order:NSD-TEST-${i}`,
        before: { status: 'paid' },
        after: { status: 'preparing' },
      })),
    );
    await post('/api/admin/settings/order-expiry', { card_payment_expiry_minutes: 45, transfer_reminder_days: 4, transfer_expiry_days: 9 }, owner.headers);

    const first = await get('/api/admin/audit', owner.headers);
    expect(first.statusCode).toBe(200);
    const page = strict(auditPageSchema).parse(first.json());
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.page).toBe(1);
    const [total] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(page.pages).toBe(Math.ceil(total.n / AUDIT_PAGE_SIZE));
    const newest: AuditEntry = page.entries[0];
    expect(newest).toMatchObject({
      action: 'settings.order-expiry',
      target: 'settings:order-expiry',
      staff: { id: owner.id, name: 'Rose Aubanel', email: 'patronne@nougaterie.test' },
      after: { card_payment_expiry_minutes: 45, transfer_reminder_days: 4, transfer_expiry_days: 9 },
    });
    const times = page.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(page.entries.find((e) => e.target === 'order:NSD-TEST-0')?.staff ?? null).toBeNull();
    expectNoSecret(first.body, owner);

    const last = auditPageSchema.parse((await get(`/api/admin/audit?page=${page.pages}`, owner.headers)).json());
    expect(last.entries.length).toBeGreaterThan(0);
    expect(last.entries.at(-1)).toMatchObject({ action: 'staff.enrol', target: `staff:${owner.id}` });
    expect(auditPageSchema.parse((await get(`/api/admin/audit?page=${page.pages + 1}`, owner.headers)).json()).entries).toEqual([]);
    for (const bad of ['0', '-1', 'deux', '1.5', '999999']) expectApiError(await get(`/api/admin/audit?page=${bad}`, owner.headers), 400, 'VALIDATION');

    // Every line of the whole log, read back: no password, hash, secret or token in any of them.
    const everything = await t.database.db.select().from(auditLog);
    expectNoSecret(JSON.stringify(everything), owner);
    expectNoSecret(JSON.stringify(everything), assistant);
  });

  it('reads the expiry settings to staff and lets owners change them within the contract ranges', async () => {
    const read = await get('/api/admin/settings/order-expiry', assistant.headers);
    expect(strict(orderExpirySettingsSchema).parse(read.json())).toEqual(expect.objectContaining({ card_payment_expiry_minutes: expect.any(Number) }));
    const change = { card_payment_expiry_minutes: 90, transfer_reminder_days: 6, transfer_expiry_days: 14 };
    const saved = await post('/api/admin/settings/order-expiry', change, owner.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(change);
    const [row] = await t.database.db.select().from(settings);
    expect(row).toMatchObject({ cardPaymentExpiryMinutes: 90, transferReminderDays: 6, transferExpiryDays: 14 });
    const [line] = (await auditOf('settings:order-expiry')).slice(-1);
    expect(line).toEqual({
      action: 'settings.order-expiry',
      staffId: owner.id,
      before: { card_payment_expiry_minutes: 45, transfer_reminder_days: 4, transfer_expiry_days: 9 },
      after: change,
    });

    const order = expectApiError(await post('/api/admin/settings/order-expiry', { ...change, transfer_expiry_days: 6 }, owner.headers), 400, 'VALIDATION');
    expect(order.message).toMatch(/plus long que celui de la relance/);
    const en = await post(
      '/api/admin/settings/order-expiry',
      { ...change, transfer_reminder_days: 20, transfer_expiry_days: 10 },
      { ...owner.headers, 'accept-language': 'en' },
    );
    expect(expectApiError(en, 400).message).toMatch(/longer than the reminder/);
    for (const bad of [
      { ...change, card_payment_expiry_minutes: 5 },
      { ...change, transfer_expiry_days: 91 },
      { ...change, transfer_reminder_days: 1.5 },
      { card_payment_expiry_minutes: 60 },
      {},
    ]) {
      expectApiError(await post('/api/admin/settings/order-expiry', bad, owner.headers), 400, 'VALIDATION');
    }
    expect((await t.database.db.select().from(settings))[0]).toMatchObject({ cardPaymentExpiryMinutes: 90, transferExpiryDays: 14 });
  });
});
