import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Basket, PaymentResponse } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { seedCatalogue } from '../../seed/seed.js';
import { drivers } from '../databases.js';
import { address } from '../shop.js';
import { startSmtpServer, type TestSmtpServer } from '../smtp.js';
import { call } from './http-client.js';
import { freePort, scratchPostgres, startServer, type ServerProcess } from './server-process.js';

const SHOPPERS = 10;
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

interface Shopper {
  basketId: string;
  email: string;
  headers: Record<string, string>;
}

/**
 * Every mail the api sends is written in the transaction that causes it and sent by a worker: a
 * kill -9 between the commit and the send loses none. Shoppers pay while the mail server refuses
 * every message (so no mail can leave before the kill), the api is killed in the middle, and
 * restarted (on PostgreSQL, as two replicas) once the mail server is back: every paid order's
 * mail, and every welcome mail, arrives once.
 */
describe.each(drivers)('mails of an api killed with SIGKILL on %s', (driver) => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  let productId: number;
  let smtp: TestSmtpServer;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-mail-crash-'));

  beforeAll(async () => {
    if (driver === 'pglite') {
      const dataDir = path.join(scratch, 'pglite');
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
      cleanup = async () => undefined;
    } else {
      const database = await scratchPostgres('nougaterie_mail_crash');
      env = { DATABASE_URL: database.url };
      open = () => openDatabase({ databaseUrl: database.url });
      cleanup = database.drop;
    }
    smtp = await startSmtpServer();
    env.SMTP_URL = smtp.url;
    env.OUTBOX_DIR = path.join(scratch, 'outbox');
    const database = await open();
    try {
      await database.migrate();
      await seedCatalogue(database.db);
      const [product] = await database.db
        .insert(products)
        .values({
          slug: 'nougat-du-courrier',
          nameFr: 'Nougat du courrier',
          nameEn: 'Mail nougat',
          priceCents: 900,
          vatRate: 550,
          weightG: 100,
          stock: 500,
          image: '/media/products/x.svg',
        })
        .returning({ id: products.id });
      productId = product.id;
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await smtp.close();
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function post(server: ServerProcess, url: string, body: object, headers: Record<string, string> = {}) {
    const answer = await call(server.url, 'POST', url, body, headers);
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async function prepare(server: ServerProcess): Promise<{ shoppers: Shopper[]; customers: string[] }> {
    const customers = ['courrier-a@example.fr', 'courrier-b@example.fr'];
    const tokens = await Promise.all(
      customers.map(async (email) => {
        const body = (await post(server, '/api/auth/register', { email, password: 'nougat-croquant-84', firstname: 'Léa', lastname: 'Roux' })) as {
          access_token: string;
        };
        return { authorization: `Bearer ${body.access_token}` };
      }),
    );
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const headers = tokens[i] ?? {};
      // Each order billed to an address of its own: its mail tells which order it is for.
      const email = `acheteur${i}@example.fr`;
      const basketId = ((await post(server, '/api/basket/product-add', { item_id: productId, qty: 1 + (i % 3) }, headers)) as Basket).id;
      const billing = { ...address, email };
      await post(server, '/api/basket/update', { basketId, ...toPrefixed(billing, 'shipping'), ...toPrefixed(billing, 'billing') }, headers);
      await post(server, '/api/basket/shipping-edit', { basketId, shipping_method_id: 1 }, headers);
      shoppers.push({ basketId, email, headers });
    }
    return { shoppers, customers };
  }

  async function checkout(server: ServerProcess, shopper: Shopper): Promise<void> {
    await post(server, '/api/basket/valid', { basketId: shopper.basketId, method: 'card' }, shopper.headers);
    for (let attempt = 1; ; attempt += 1) {
      const pay = await call(server.url, 'POST', '/api/payment/card', { basketId: shopper.basketId, ...CARD }, shopper.headers);
      const code = (pay.body as { code?: string } | null)?.code;
      if ((pay.status === 200 && (pay.body as PaymentResponse).status === 'paid') || code === 'ORDER_NOT_PAYABLE') return;
      // An attempt cut by the kill is still with the processor for a moment: the api says to wait.
      if (code !== 'PAYMENT_IN_PROGRESS' || attempt === 30) throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  async function paidOrders(): Promise<{ reference: string; email: string }[]> {
    const database = await open();
    try {
      const { rows } = await database.db.execute<{ reference: string; email: string }>(
        sql`select reference, address_billing_email as email from orders where status = 'paid' order by id`,
      );
      return rows;
    } finally {
      await database.close();
    }
  }

  const paymentMails = (reference: string) => smtp.received.filter((m) => m.subject === `Paiement reçu ${reference} – Nougaterie de Saint-Didier`);

  it('sends every paid order’s mail and every welcome mail once, after the restart', async () => {
    smtp.refusing = true;
    const server = await startServer(env, await freePort());
    const { shoppers, customers } = await prepare(server);

    // Everyone pays at once; the api dies once half of them were answered.
    let answered = 0;
    let killing: Promise<void> | undefined;
    const runs = shoppers.map((shopper) =>
      checkout(server, shopper).then(
        () => {
          answered += 1;
          if (answered >= SHOPPERS / 2) killing ??= server.kill();
        },
        () => undefined,
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(runs), new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    await (killing ?? server.kill());
    await Promise.all(runs);
    const paidBeforeKill = await paidOrders();
    expect(paidBeforeKill.length).toBeGreaterThanOrEqual(SHOPPERS / 2);
    // Nothing could leave before the kill: the server refused every message.
    expect(smtp.received).toEqual([]);

    smtp.refusing = false;
    const replicas = driver === 'postgres' ? 2 : 1;
    const servers = await Promise.all(Array.from({ length: replicas }, async () => startServer(env, await freePort())));
    let paid: { reference: string; email: string }[] = [];
    try {
      for (const [index, shopper] of shoppers.entries()) await checkout(servers[index % replicas], shopper);
      paid = await paidOrders();
      expect(paid.map((order) => order.email).sort()).toEqual(shoppers.map((s) => s.email).sort());

      const everyMailIn = () =>
        paid.every((order) => paymentMails(order.reference).length > 0) && customers.every((c) => smtp.received.some((m) => m.envelope.to.includes(c)));
      for (const started = Date.now(); !everyMailIn();) {
        if (Date.now() - started > 120_000) throw new Error(`mails missing after 2 minutes:\n${servers.map((s) => s.output()).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Time for a second copy to show, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (const order of paid) {
        expect(paymentMails(order.reference).map((m) => m.envelope.to)).toEqual([[order.email]]);
      }
      for (const customer of customers) {
        expect(smtp.received.filter((m) => m.envelope.to.includes(customer)).map((m) => m.subject)).toEqual(['Bienvenue à la Nougaterie de Saint-Didier']);
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    // SIGTERM stops the workers cleanly: the processes exit 0, and no mail is left half-sent.
    expect(servers.map((s) => s.child.exitCode)).toEqual(servers.map(() => 0));
    const database = await open();
    try {
      const { rows } = await database.db.execute<{ state: string; count: number }>(
        sql`select state, count(*)::int as count from pgboss.job where name = 'mail' group by state`,
      );
      expect(rows).toEqual([{ state: 'completed', count: paid.length + customers.length }]);
    } finally {
      await database.close();
    }
  });
});
