import { openTestApp, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';

describe.each(drivers)('welcome mail on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const mailTo = (email: string) => t.mails.filter((m) => m.to === email);

  it('welcomes an English customer in English, as text and HTML', async () => {
    await registerCustomer(t.app, 'anna@example.co.uk', undefined, { lang: 'en', firstname: 'Anna <b>' });
    const [mail] = mailTo('anna@example.co.uk');
    expect(mail.subject).toBe('Welcome to the Nougaterie de Saint-Didier');
    expect(mail.text).toMatch(/^Hello Anna <b>,/);
    expect(mail.text).toContain(SITE_URL);
    expect(mail.html).toContain('Hello Anna &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>');
  });

  it('welcomes in French by default, or in the language of the request', async () => {
    await registerCustomer(t.app, 'marius@example.fr');
    expect(mailTo('marius@example.fr')[0]).toMatchObject({
      subject: 'Bienvenue à la Nougaterie de Saint-Didier',
      text: expect.stringMatching(/^Bonjour Marie,/),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-GB' },
      payload: { email: 'tom@example.co.uk', password: 'miel-de-lavande-84', firstname: 'Tom', lastname: 'Hill' },
    });
    expect(response.statusCode).toBe(201);
    expect(mailTo('tom@example.co.uk')[0].subject).toMatch(/^Welcome/);
  });

  it('sends no mail for a refused registration', async () => {
    const before = t.mails.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'marius@example.fr', password: 'miel-de-lavande-84', firstname: 'M', lastname: 'D' },
    });
    expect(t.mails.length).toBe(before);
  });
});
