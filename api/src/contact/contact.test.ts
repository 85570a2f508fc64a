import { FIRM, messageResponseSchema } from '@nougaterie/contracts';
import { contactMessages } from '../db/schema.js';
import { loadFirm, storeFirm } from '../shop-identity/store.js';
import { expectApiError, openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { omit } from '../omit.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const form = {
  firstname: 'Rose',
  lastname: 'Aubanel',
  email: ' Rose@Example.FR ',
  phone: '06 12 34 56 78',
  subject: 'Coffret pour un mariage',
  message: 'Bonjour, je voudrais 40 petits coffrets de nougat pour un mariage en juin.',
};

describe.each(drivers)('POST /api/contact on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, {
      shopEmail: 'atelier@example.test',
      siteRateLimits: { contactIp: { max: 6, windowSeconds: 600 }, proIp: { max: 100, windowSeconds: 600 } },
    });
  });
  afterAll(() => t.close());

  const send = (payload: object, lang = 'fr', ip = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'accept-language': lang }, remoteAddress: ip });

  it('stores the message, mails the shop and acknowledges to the sender in their language', async () => {
    const response = await send(form, 'en');
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(response.json()).message).toMatch(/^Thank you/);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ email: 'rose@example.fr', phone: '06 12 34 56 78', lang: 'en', subject: form.subject }]);
    await settle();
    expect(t.mails).toHaveLength(2);
    // Queued together, in one transaction: either may leave first.
    const [shop, sender] = ['atelier@example.test', 'rose@example.fr'].map((to) => t.mails.find((m) => m.to === to)!);
    expect(shop).toMatchObject({ to: 'atelier@example.test', replyTo: 'rose@example.fr', subject: '[Contact] Coffret pour un mariage' });
    expect(shop.text).toContain(form.message);
    expect(sender).toMatchObject({ to: 'rose@example.fr', subject: 'We have received your message' });
    expect(sender.text).toContain('Hello Rose,');
  });

  it('answers a filled honeypot as if sent, and stores and mails nothing', async () => {
    t.mails.length = 0;
    const before = (await t.database.db.select().from(contactMessages)).length;
    const response = await send({ ...form, website: 'http://spam.example' }, 'fr', '192.0.2.2');
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(response.json()).message).toMatch(/^Merci/);
    await settle();
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
    expect(t.mails).toHaveLength(0);
  });

  it('refuses bad input with 400 in the visitor language, storing nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    for (const payload of [{}, { ...form, email: 'rose' }, { ...form, message: 'court' }, { ...form, phone: '12' }, { ...form, firstname: ' ' }]) {
      expect(expectApiError(await send(payload, 'fr', '192.0.2.3'), 400, 'VALIDATION').message).toMatch(/^Données invalides/);
    }
    expect(expectApiError(await send({ ...form, email: 'x' }, 'en', '192.0.2.3'), 400).message).toMatch(/^Invalid data/);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('accepts a message without phone', async () => {
    const withoutPhone = omit(form, 'phone');
    expect((await send(withoutPhone, 'fr', '192.0.2.4')).statusCode).toBe(200);
    expect((await send({ ...withoutPhone, phone: '' }, 'fr', '192.0.2.4')).statusCode).toBe(200);
  });

  it('limits each IP, not the others', async () => {
    for (let i = 0; i < 6; i++) expect((await send(form, 'fr', '198.51.100.7')).statusCode).toBe(200);
    const refused = await send(form, 'fr', '198.51.100.7');
    expectApiError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(form, 'fr', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe.each(drivers)('the contact and trade forms reach the stored mailbox on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // No shopEmail given: the e-mail of the identity stored in Réglages, as in production.
    t = await openTestApp(driver, { siteRateLimits: { contactIp: { max: 6, windowSeconds: 600 }, proIp: { max: 6, windowSeconds: 600 } } });
  });
  afterAll(() => t.close());

  it('mails the shop at the address an owner set, not the demonstration one', async () => {
    await storeFirm(t.database.db, { ...(await loadFirm(t.database.db)), email: 'boutique@nougats-reynaud.fr' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: form,
      headers: { 'accept-language': 'fr' },
      remoteAddress: '192.0.2.7',
    });
    expect(response.statusCode).toBe(200);
    await settle();
    expect(t.mails.find((m) => m.subject === '[Contact] Coffret pour un mariage')).toMatchObject({ to: 'boutique@nougats-reynaud.fr' });
    expect(t.mails.some((m) => m.to === FIRM.email)).toBe(false);
  });
});
