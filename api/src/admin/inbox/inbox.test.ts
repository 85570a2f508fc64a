import { inboxMessageSchema, inboxOpenSchema, inboxPageSchema, type InboxMessage } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { contactMessages, proRequests } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { flushMails } from '../../test/backoffice.js';
import { get, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog, inboxAnswers } from '../schema.js';

const contactForm = {
  firstname: 'Rose',
  lastname: 'Imbert',
  email: 'rose@example.fr',
  phone: '06 12 34 56 78',
  subject: 'Coffret pour un mariage',
  message: 'Bonjour, nous cherchons 80 petits coffrets de nougat pour un mariage en juin. Est-ce possible ?',
};
const proForm = {
  company: 'Épicerie fine Les Olivades',
  siret: '81234567800019',
  contactName: 'Paul Ferrand',
  email: 'paul@olivades.example',
  phone: '04 90 12 34 56',
  activity: 'Épicerie fine',
  message: 'We would like to sell your nougats in our shop in Avignon.',
};

describe.each(drivers)('back office: the inbox on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver, {
      shopEmail: 'atelier@example.test',
      siteRateLimits: { contactIp: { max: 100, windowSeconds: 600 }, proIp: { max: 100, windowSeconds: 600 } },
    });
    staff = await staffSession(t.database.db, 'staff', 'Rose');
  });
  afterAll(() => t?.close());

  const send = (url: string, payload: object, lang = 'fr') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang }, remoteAddress: '192.0.2.9' });
  const inbox = async (query = '') => strict(inboxPageSchema).parse((await get(t, `/api/admin/inbox${query}`, staff.headers)).json());
  const messageOf = (response: { statusCode: number; body: string; json: () => unknown }): InboxMessage => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return strict(inboxMessageSchema).parse(response.json());
  };

  it('lists the contact messages and professional requests still to deal with, the oldest first', async () => {
    expect((await send('/api/contact', contactForm)).statusCode).toBe(200);
    expect((await send('/api/pro-request', proForm, 'en')).statusCode).toBe(200);
    const page = await inbox();
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2, open: { contact: 1, pro: 1 } });
    // The navigation's count alone.
    const openCount = async () => strict(inboxOpenSchema).parse((await get(t, '/api/admin/inbox/open', staff.headers)).json());
    expect(await openCount()).toEqual({ contact: 1, pro: 1 });
    expect(page.items).toEqual([
      {
        kind: 'contact',
        id: expect.any(Number),
        from: 'Rose Imbert',
        email: 'rose@example.fr',
        subject: 'Coffret pour un mariage',
        excerpt: contactForm.message,
        lang: 'fr',
        created_at: expect.any(String),
        handled_at: null,
        answers: 0,
      },
      expect.objectContaining({ kind: 'pro', from: 'Épicerie fine Les Olivades', subject: 'Épicerie fine', lang: 'en', handled_at: null }),
    ]);
    expect((await inbox('?kind=pro')).items.map((i) => i.kind)).toEqual(['pro']);
    expect((await inbox('?filter=handled')).items).toEqual([]);
    for (const query of ['?kind=spam', '?filter=maybe', '?page=0', '?page=abc']) {
      expectApiError(await get(t, `/api/admin/inbox${query}`, staff.headers), 400, 'VALIDATION');
    }
  });

  it('shows a whole request, answers it by mail in the sender’s language, keeps the answer and marks it handled', async () => {
    const [request] = await t.database.db.select().from(proRequests).where(eq(proRequests.email, proForm.email));
    const whole = messageOf(await get(t, `/api/admin/inbox/pro/${request.id}`, staff.headers));
    expect(whole).toMatchObject({
      message: proForm.message,
      phone: proForm.phone,
      pro: { company: proForm.company, siret: proForm.siret, contact_name: 'Paul Ferrand', activity: 'Épicerie fine' },
      answer_list: [],
    });
    const sentBefore = (await flushMails(t)).length;
    const answered = messageOf(
      await post(t, `/api/admin/inbox/pro/${request.id}/answer`, { body: '  Dear Paul,\nthank you: our catalogue for shops is attached.  ' }, staff.headers),
    );
    expect(answered.handled_at).not.toBeNull();
    expect(answered.answer_list).toEqual([
      {
        body: 'Dear Paul,\nthank you: our catalogue for shops is attached.',
        staff_email: expect.stringMatching(/@nougaterie\.test$/),
        created_at: expect.any(String),
      },
    ]);
    const mail = (await flushMails(t)).slice(sentBefore).find((m) => m.to === proForm.email)!;
    expect(mail).toMatchObject({ subject: 'Your request for a professional account', replyTo: 'atelier@example.test' });
    expect(mail.text).toContain('Dear Paul,\nthank you: our catalogue for shops is attached.');
    expect(mail.text).toMatch(/On \d{1,2} \w+ 2026, you wrote to us:/);
    expect(mail.text).toContain(proForm.message);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `pro:${request.id}`));
    expect(audit).toMatchObject({ action: 'inbox.answer', staffId: staff.id });
    expect(await inbox()).toMatchObject({ open: { contact: 1, pro: 0 } });
    expect((await inbox('?filter=handled')).items).toEqual([expect.objectContaining({ kind: 'pro', answers: 1 })]);
  });

  it('answers a contact message in French with "Re:" and its subject, marks it handled or open again', async () => {
    const [message] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, contactForm.email));
    const url = `/api/admin/inbox/contact/${message.id}`;
    const sentBefore = (await flushMails(t)).length;
    messageOf(await post(t, `${url}/answer`, { body: 'Bonjour Rose, oui, avec plaisir : appelez-nous au 04 90 66 00 00.' }, staff.headers));
    const mail = (await flushMails(t)).slice(sentBefore).find((m) => m.to === contactForm.email)!;
    expect(mail.subject).toBe('Re : Coffret pour un mariage');
    expect(mail.text).toMatch(/Le \d{1,2} \S+ 2026, vous nous avez écrit :/);
    const reopened = messageOf(await post(t, `${url}/handled`, { handled: false }, staff.headers));
    expect(reopened.handled_at).toBeNull();
    expect(reopened.answer_list).toHaveLength(1);
    const openBefore = strict(inboxOpenSchema).parse((await get(t, '/api/admin/inbox/open', staff.headers)).json());
    const handled = messageOf(await post(t, `${url}/handled`, { handled: true }, staff.headers));
    expect(handled.handled_at).not.toBeNull();
    expect(strict(inboxOpenSchema).parse((await get(t, '/api/admin/inbox/open', staff.headers)).json())).toEqual({
      ...openBefore,
      contact: openBefore.contact - 1,
    });
    // Marking again keeps the first time it was dealt with.
    expect(messageOf(await post(t, `${url}/handled`, { handled: true }, staff.headers)).handled_at).toBe(handled.handled_at);
  });

  it('refuses an empty or too long answer, an unknown message, and saves or sends nothing', async () => {
    const [message] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, contactForm.email));
    const answersBefore = (await t.database.db.select().from(inboxAnswers)).length;
    const sentBefore = (await flushMails(t)).length;
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(5001) }, { body: 12 }, {}]) {
      expectApiError(await post(t, `/api/admin/inbox/contact/${message.id}/answer`, body, staff.headers), 400, 'VALIDATION');
    }
    expectApiError(await post(t, `/api/admin/inbox/contact/${message.id}/handled`, { handled: 'yes' }, staff.headers), 400, 'VALIDATION');
    for (const url of ['/api/admin/inbox/contact/999999', '/api/admin/inbox/spam/1', '/api/admin/inbox/contact/abc', '/api/admin/inbox/pro/99999999999']) {
      const refused = expectApiError(await get(t, url, staff.headers), 404, 'INBOX_MESSAGE_NOT_FOUND');
      expect(refused.message).toBe("Ce message n'existe pas.");
      expectApiError(await post(t, `${url}/answer`, { body: 'Bonjour' }, staff.headers), 404, 'INBOX_MESSAGE_NOT_FOUND');
    }
    expect(await t.database.db.select().from(inboxAnswers)).toHaveLength(answersBefore);
    expect(await flushMails(t)).toHaveLength(sentBefore);
  });

  it('is closed to visitors and customers', async () => {
    const customer = await registerCustomer(t.app, 'curieux@example.fr');
    for (const headers of [{}, bearer(customer.access_token)]) {
      for (const [method, url] of [
        ['GET', '/api/admin/inbox'],
        ['GET', '/api/admin/inbox/open'],
        ['GET', '/api/admin/inbox/contact/1'],
        ['POST', '/api/admin/inbox/contact/1/answer'],
        ['POST', '/api/admin/inbox/contact/1/handled'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { body: 'x', handled: true } } : {}) });
        expect([401, 403]).toContain(response.statusCode);
        expect(response.body).not.toContain('rose@example.fr');
      }
    }
  });
});
