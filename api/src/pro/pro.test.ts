import { messageResponseSchema } from '@nougaterie/contracts';
import { proRequests } from '../db/schema.js';
import { expectApiError, openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const form = {
  company: 'Épicerie fine Les Olivades',
  siret: '812 345 678 00019',
  contactName: 'Paul Ferrand',
  email: 'paul@olivades.example',
  phone: '+33 4 90 12 34 56',
  activity: 'Épicerie fine',
  message: 'Nous aimerions proposer vos nougats pour Noël.',
};

describe.each(drivers)('POST /api/pro-request on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver, {
      shopEmail: 'atelier@example.test',
      siteRateLimits: { contactIp: { max: 100, windowSeconds: 600 }, proIp: { max: 3, windowSeconds: 600 } },
    });
  });
  afterAll(() => t.close());

  const send = (payload: object, lang = 'fr', ip = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/pro-request', payload, headers: { 'accept-language': lang }, remoteAddress: ip });

  it('stores the request with a bare SIRET and mails the shop', async () => {
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(response.json()).message).toMatch(/^Merci/);
    expect(await t.database.db.select().from(proRequests)).toMatchObject([
      { company: form.company, siret: '81234567800019', contactName: 'Paul Ferrand', lang: 'fr', handledAt: null },
    ]);
    await settle();
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: 'atelier@example.test', replyTo: form.email, subject: `[Espace pro] ${form.company}` });
    expect(t.mails[0].text).toContain('SIRET : 81234567800019');
  });

  it('refuses a SIRET that is not 14 digits, a missing field or a bad phone', async () => {
    const bad = [
      { ...form, siret: '8123456780001' },
      { ...form, siret: 'ABCDEFGHIJKLMN' },
      { ...form, company: '' },
      { ...form, phone: 'call me' },
    ];
    for (const [i, payload] of bad.entries()) {
      expectApiError(await send(payload, 'fr', `192.0.2.${10 + i}`), 400, 'VALIDATION');
    }
  });

  it('answers a filled honeypot as if recorded, and keeps nothing', async () => {
    t.mails.length = 0;
    const response = await send({ ...form, website: 'x' }, 'en', '192.0.2.5');
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(response.json()).message).toMatch(/^Thank you/);
    await settle();
    expect(await t.database.db.select().from(proRequests)).toHaveLength(1);
    expect(t.mails).toHaveLength(0);
  });

  it('limits requests per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await send(form, 'fr', '203.0.113.4')).statusCode).toBe(200);
    expectApiError(await send(form, 'fr', '203.0.113.4'), 429, 'RATE_LIMITED');
  });
});
