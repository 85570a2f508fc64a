import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { paidOrder, makeProduct } from '../test/shop.js';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import { createMailer } from './mailer.js';

const FROM = 'Nougaterie de Saint-Didier <boutique@nougaterie.test>';

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > timeoutMs) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The api's mails through its SMTP transport (SMTP_URL), to a real SMTP server. */
describe.each(drivers)('mails over SMTP on %s', (driver) => {
  let smtp: TestSmtpServer;
  let outboxDir: string;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    outboxDir = await mkdtemp(path.join(tmpdir(), 'smtp-outbox-'));
    t = await openTestApp(driver, {
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir, from: FROM }),
      mailOutbox: { pollMs: 100, retryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const receivedBy = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

  it('delivers the payment mail to the customer, with the subject and text in their language', async () => {
    const product = await makeProduct(t, { priceCents: 1800, stock: 10 });
    const french = await registerCustomer(t.app, 'aurelie@example.fr');
    const english = await registerCustomer(t.app, 'oliver@example.co.uk', undefined, { lang: 'en', firstname: 'Oliver' });
    const frenchOrder = (await paidOrder(t, [{ id: product, qty: 1 }], bearer(french.access_token))).order!;
    const englishOrder = (await paidOrder(t, [{ id: product, qty: 2 }], { ...bearer(english.access_token), 'accept-language': 'en' })).order!;
    // The billing address given by the test basket.
    const to = 'marie@example.fr';
    await until(() => receivedBy(to).length >= 2);

    const [fr, en] = [frenchOrder, englishOrder].map((order) => receivedBy(to).find((m) => m.subject.includes(order.reference))!);
    expect(fr.envelope).toEqual({ from: 'boutique@nougaterie.test', to: [to] });
    expect(fr.headers.from).toBe('"Nougaterie de Saint-Didier" <boutique@nougaterie.test>');
    expect(fr.headers.to).toBe(to);
    expect(fr.subject).toBe(`Paiement reçu ${frenchOrder.reference} – Nougaterie de Saint-Didier`);
    expect(fr.text).toContain(`Merci ! Nous avons bien reçu le paiement de votre commande ${frenchOrder.reference}.`);
    // Text and HTML, as multipart/alternative (a mail client shows the HTML, or else the text),
    // with the terms of sale beside them: multipart/mixed.
    expect(fr.headers['content-type']).toMatch(/^multipart\/mixed;/);
    expect(fr.attachments.map((a) => [a.filename, a.contentType, a.content.subarray(0, 5).toString()])).toEqual([
      ['conditions-generales-de-vente.pdf', 'application/pdf', '%PDF-'],
    ]);
    expect(en.attachments.map((a) => a.filename)).toEqual(['terms-of-sale.pdf']);
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.html).toContain(frenchOrder.reference);
    expect(en.envelope.to).toEqual([to]);
    expect(en.subject).toBe(`Payment received ${englishOrder.reference} – Nougaterie de Saint-Didier`);
    expect(en.text).toContain(`Thank you! We received the payment of your order ${englishOrder.reference}.`);
    expect(en.text).toMatch(/^Total \(VAT incl\.\) : /m);
    // The welcome mails too, each to its customer, in their language.
    expect(receivedBy('aurelie@example.fr').map((m) => m.subject)).toEqual(['Bienvenue à la Nougaterie de Saint-Didier']);
    expect(receivedBy('oliver@example.co.uk').map((m) => m.subject)).toEqual(['Welcome to the Nougaterie de Saint-Didier']);
    // SMTP configured: nothing goes to the outbox folder.
    expect(await readdir(outboxDir)).toEqual([]);
  });

  it('keeps a mail the server refuses, and delivers it once the server takes mail again', async () => {
    smtp.refusing = true;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/getResetPasswordToken',
      payload: { email: 'aurelie@example.fr' },
    });
    expect(response.statusCode).toBe(200);
    // Refused (451) at least once while the server is in trouble.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receivedBy('aurelie@example.fr').filter((m) => m.subject.includes('mot de passe'))).toEqual([]);
    smtp.refusing = false;
    await until(() => receivedBy('aurelie@example.fr').some((m) => m.subject.includes('mot de passe')));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const resets = receivedBy('aurelie@example.fr').filter((m) => m.subject.includes('mot de passe'));
    expect(resets).toHaveLength(1);
    expect(resets[0].text).toMatch(/\/sign\/reset-password\/[\w-]{43}/);
  });
});
