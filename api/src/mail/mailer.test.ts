import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer.js';

describe('createMailer without SMTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file in the outbox folder', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, from: 'Nougaterie <boutique@example.fr>' });
    await mailer.send({ to: 'marie@example.fr', subject: 'Votre commande NSD-2026-000001', text: 'Merci pour votre commande.' });
    await mailer.send({ to: 'bob@example.fr', subject: 'Second', text: 'Deux.' });
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const first = await readFile(
      path.join(
        outbox,
        files.find((f) => f)!,
      ),
      'utf8',
    );
    expect(first).toMatch(/^From: Nougaterie <boutique@example\.fr>$/m);
    expect(first).toMatch(/Subject: /);
  });

  it('refuses a mail to several addresses, or to no address at all, and writes nothing', async () => {
    const outbox = path.join(dir, 'refused');
    const mailer = createMailer({ outboxDir: outbox, from: 'Nougaterie <boutique@example.fr>' });
    for (const to of ['buyer@example.fr, third@example.org', 'not an e-mail', 'a@example.fr\r\nBcc: b@example.org']) {
      await expect(mailer.send({ to, subject: 'Votre commande', text: 'Merci.' })).rejects.toThrow(/not one e-mail address/);
    }
    await expect(mailer.send({ to: 'shop@example.fr', replyTo: 'a@x.fr; b@y.fr', subject: 'Contact', text: '…' })).rejects.toThrow(/replyTo/);
    await expect(readdir(outbox)).rejects.toThrow();
  });
});
