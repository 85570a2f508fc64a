import { eq, sql } from 'drizzle-orm';
import { products, stockAlerts } from '../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import { openTestApp, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { ALERTS_PER_RUN, notifyStockAlerts } from './notify.js';

describe.each(drivers)('back-in-stock mails on %s', (driver) => {
  let t: TestApp;
  let coffee: number;
  let lavender: number;
  const mails: MailMessage[] = [];
  let serverDown = false;
  const mailer = {
    send: async (message: MailMessage) => {
      if (serverDown) throw new Error('SMTP down');
      mails.push(message);
    },
  };
  /** A run, then the outbox's worker sending what it queued. */
  const notify = async () => {
    const result = await notifyStockAlerts(t.database.db, SITE_URL);
    await t.app.mailOutbox.sendDue();
    return result;
  };

  beforeAll(async () => {
    t = await openTestApp(driver, { mailer, mailOutbox: { retryDelaySeconds: 1 } });
    const idOf = async (slug: string) => (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0].id;
    coffee = await idOf('nougat-au-cafe');
    lavender = await idOf('nougat-blanc-tendre-miel-de-lavande');
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, lavender));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    mails.length = 0;
  });

  const ask = (item_id: number, email: string, lang = 'fr') =>
    t.app.inject({ method: 'POST', url: '/api/shop/alert', payload: { item_id, email }, headers: { 'accept-language': lang } });
  const restock = (id: number, stock: number) => t.database.db.update(products).set({ stock }).where(eq(products.id, id));
  const notifiedAt = async (email: string) =>
    (await t.database.db.select({ at: stockAlerts.notifiedAt }).from(stockAlerts).where(eq(stockAlerts.email, email))).map((row) => row.at);

  it('writes once to each shopper waiting for a product back in stock, in their language, with its page', async () => {
    expect((await ask(coffee, 'rose@example.fr', 'en')).statusCode).toBe(201);
    expect((await ask(coffee, 'marius@example.fr')).statusCode).toBe(201);
    expect((await ask(lavender, 'fanny@example.fr')).statusCode).toBe(201);

    // Still out of stock: nobody is told anything.
    expect(await notify()).toEqual({ queued: 0 });
    expect(mails).toEqual([]);

    await restock(coffee, 12);
    expect(await notify()).toEqual({ queued: 2 });
    const byAddress = Object.fromEntries(mails.map((mail) => [mail.to, mail]));
    expect(byAddress['rose@example.fr'].subject).toBe('“Coffee nougat” is back – Nougaterie de Saint-Didier');
    expect(byAddress['rose@example.fr'].text).toMatch(new RegExp(`${SITE_URL}/boutique/[\\w-]+/nougat-au-cafe\\?lang=en`));
    expect(byAddress['marius@example.fr'].subject).toBe('« Nougat au café » est de retour – Nougaterie de Saint-Didier');
    expect(byAddress['marius@example.fr'].text).toMatch(new RegExp(`${SITE_URL}/boutique/[\\w-]+/nougat-au-cafe$`, 'm'));
    expect(byAddress['marius@example.fr'].html).toMatch(/<a href="http:\/\/shop\.test:3000\/boutique\/[\w-]+\/nougat-au-cafe">Voir le produit<\/a>/);
    expect(await notifiedAt('rose@example.fr')).toEqual([expect.any(Date)]);
    expect(await notifiedAt('fanny@example.fr')).toEqual([null]);

    // Told once: the next run has nothing to say.
    mails.length = 0;
    expect(await notify()).toEqual({ queued: 0 });
    expect(mails).toEqual([]);
  });

  it('keeps the mail of an alert in the outbox while the mail server is down, and sends it once back', async () => {
    expect((await ask(lavender, 'cesar@example.fr')).statusCode).toBe(201);
    await restock(lavender, 3);
    serverDown = true;
    expect(await notify()).toEqual({ queued: 2 });
    // Told as far as the alerts go: the mails wait in the outbox, not in the alerts.
    expect(await notifiedAt('cesar@example.fr')).toEqual([expect.any(Date)]);
    expect(await notifiedAt('fanny@example.fr')).toEqual([expect.any(Date)]);
    expect(mails).toEqual([]);

    serverDown = false;
    for (const started = Date.now(); mails.length < 2 && Date.now() - started < 15_000;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.app.mailOutbox.sendDue();
    }
    expect(mails.map((mail) => mail.to).sort()).toEqual(['cesar@example.fr', 'fanny@example.fr']);
    // A later run has nothing more to say.
    expect(await notify()).toEqual({ queued: 0 });
  });

  it('sends one mail per alert when two replicas run at the same time', async () => {
    await restock(coffee, 0);
    for (let i = 0; i < 6; i += 1) expect((await ask(coffee, `twin${i}@example.fr`)).statusCode).toBe(201);
    await restock(coffee, 5);
    const results = await Promise.all([1, 2].map(() => notifyStockAlerts(t.database.db, SITE_URL)));
    expect(results[0].queued + results[1].queued).toBe(6);
    await t.app.mailOutbox.sendDue();
    expect(mails.map((mail) => mail.to).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `twin${i}@example.fr`));
  });

  it('waits anew for a shopper who asks again once the product has run out again, with the same answer', async () => {
    await restock(coffee, 0);
    const again = await ask(coffee, 'Marius@example.fr', 'en');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Noted: we will write to marius@example.fr as soon as this product is back.' });
    expect(await notifiedAt('marius@example.fr')).toEqual([null]);
    await restock(coffee, 4);
    expect(await notify()).toEqual({ queued: 1 });
    // In the language of the new request.
    expect(mails).toEqual([expect.objectContaining({ to: 'marius@example.fr', subject: '“Coffee nougat” is back – Nougaterie de Saint-Didier' })]);
  });

  it(`tells at most ${ALERTS_PER_RUN} shoppers per run, the rest on the next`, async () => {
    await restock(lavender, 0);
    await t.database.db.execute(
      sql`INSERT INTO stock_alerts (product_id, email, lang) SELECT ${lavender}, 'many' || n || '@example.fr', 'fr' FROM generate_series(1, ${ALERTS_PER_RUN + 5}) AS n`,
    );
    await restock(lavender, 50);
    expect(await notify()).toEqual({ queued: ALERTS_PER_RUN });
    expect(await notify()).toEqual({ queued: 5 });
  });
});
