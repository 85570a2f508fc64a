import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Basket, PaymentResponse } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../db/client.js';
import { orders, payments, products } from '../../db/schema.js';
import { seedCatalogue } from '../../seed/seed.js';
import { address } from '../shop.js';
import { recordFigures } from './figures.js';
import { call, type Answer } from './http-client.js';
import { freePort, scratchPostgres, startServer, type ServerProcess } from './server-process.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const STOCK = 1_000;
const SHOPPERS = 10;
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
/** What the issue allows a shopper to wait, whatever the database does. */
const LONGEST_WAIT_MS = 10_000;

interface Shopper {
  basketId: string;
  qty: number;
}

interface Timed extends Answer {
  call: string;
  ms: number;
}

/**
 * The database connection is cut under ten checkouts in flight (valid, then card), two ways: the
 * relay resets every socket, then the server ends the api's sessions (pg_terminate_backend). The
 * api process must live through both, answer every call within seconds and never with a 500, and
 * once the shoppers retry, every basket is ordered once and paid once, and every paid order's mail
 * is sent once.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('checkouts while the database connection is cut', () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let scratch: { url: string; drop(): Promise<void> };
  let productId: number;
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-cut-'));
  const answers: Timed[] = [];

  beforeAll(async () => {
    scratch = await scratchPostgres('nougaterie_cut');
    const direct = await openDatabase({ databaseUrl: scratch.url });
    try {
      await direct.migrate();
      await seedCatalogue(direct.db);
      const [product] = await direct.db
        .insert(products)
        .values({
          slug: 'nougat-coupe',
          nameFr: 'Nougat coupé',
          nameEn: 'Cut nougat',
          priceCents: 900,
          vatRate: 550,
          weightG: 100,
          stock: STOCK,
          image: '/media/products/x.svg',
        })
        .returning({ id: products.id });
      productId = product.id;
    } finally {
      await direct.close();
    }
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(scratch.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: relayed.toString(), OUTBOX_DIR: outbox }, await freePort());
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await scratch?.drop();
    rmSync(outbox, { recursive: true, force: true });
  });

  async function timed(method: 'GET' | 'POST', url: string, body?: object): Promise<Timed> {
    const started = Date.now();
    const answer = await call(server.url, method, url, body);
    const result = { ...answer, call: `${method} ${url}`, ms: Date.now() - started };
    answers.push(result);
    return result;
  }

  async function prepare(): Promise<Shopper[]> {
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const qty = 1 + (i % 3);
      const add = await call(server.url, 'POST', '/api/basket/product-add', { item_id: productId, qty });
      const basketId = (add.body as Basket).id;
      const email = `coupure-${i}-${Date.now()}@example.fr`;
      for (const [url, body] of [
        ['/api/basket/update', { basketId, ...toPrefixed({ ...address, email }, 'shipping'), ...toPrefixed({ ...address, email }, 'billing') }],
        ['/api/basket/shipping-edit', { basketId, shipping_method_id: 1 }],
      ] as const) {
        const answer = await call(server.url, 'POST', url, body);
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      shoppers.push({ basketId, qty });
    }
    return shoppers;
  }

  /** valid then card, as the checkout does; stops at the first call that did not succeed. */
  async function checkout(shopper: Shopper): Promise<void> {
    const valid = await timed('POST', '/api/basket/valid', { basketId: shopper.basketId, method: 'card' });
    if (valid.status !== 200) return;
    await timed('POST', '/api/payment/card', { basketId: shopper.basketId, ...CARD });
  }

  /** Everyone checks out at once; `cut` runs 120-400 ms into it. */
  async function rushAndCut(shoppers: Shopper[], cut: () => Promise<void>): Promise<void> {
    const runs = Promise.all(shoppers.map(checkout));
    await new Promise((resolve) => setTimeout(resolve, 120 + Math.random() * 280));
    await cut();
    await runs;
    expect(server.child.exitCode).toBeNull();
  }

  async function terminateApiSessions(): Promise<void> {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    } finally {
      await admin.end();
    }
  }

  /** Retries until paid, as a shopper would, waiting out a payment still under way. */
  async function payInTheEnd(shopper: Shopper): Promise<void> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const valid = await timed('POST', '/api/basket/valid', { basketId: shopper.basketId, method: 'card' });
      if (valid.status === 200 && (valid.body as Basket).order?.status === 'paid') return;
      if (valid.status === 200) {
        const pay = await timed('POST', '/api/payment/card', { basketId: shopper.basketId, ...CARD });
        if (pay.status === 200 && (pay.body as PaymentResponse).status === 'paid') return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`basket ${shopper.basketId} never paid:\n${server.output().slice(-3000)}`);
  }

  it('lives through both cuts, answers quickly and never 500, and every basket ends ordered and paid once, mailed once', async () => {
    const first = await prepare();
    await rushAndCut(first, () => proxy.cut());
    const second = await prepare();
    await rushAndCut(second, terminateApiSessions);

    const duringCuts = answers.length;
    const shoppers = [...first, ...second];
    for (const shopper of shoppers) await payInTheEnd(shopper);

    expect(server.child.exitCode).toBeNull();
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => `${a.call} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.ms >= LONGEST_WAIT_MS).map((a) => `${a.call} ${a.ms} ms`)).toEqual([]);

    const database = await openDatabase({ databaseUrl: scratch.url });
    let references: string[];
    try {
      const ids = shoppers.map((s) => s.basketId);
      const rows = await database.db.select().from(orders).where(inArray(orders.basketId, ids));
      expect(rows).toHaveLength(shoppers.length);
      expect(rows.every((o) => o.status === 'paid')).toBe(true);
      const paid = await database.db
        .select({ orderId: payments.orderId, n: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          sql`${payments.status} = 'paid' and ${inArray(
            payments.orderId,
            rows.map((o) => o.id),
          )}`,
        )
        .groupBy(payments.orderId);
      expect(paid.map((p) => p.n).sort()).toEqual(rows.map(() => 1));
      const [product] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(product.stock).toBe(STOCK - shoppers.reduce((sum, s) => sum + s.qty, 0));
      references = rows.map((o) => o.reference);
    } finally {
      await database.close();
    }

    // Every paid order's mail, once: the outbox sends what the payments committed.
    const mailsOf = () => {
      const files = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
      return references.map((reference) => files.filter((text) => text.includes(reference)).length);
    };
    const started = Date.now();
    while (mailsOf().some((n) => n === 0) && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsOf()).toEqual(references.map(() => 1));

    recordFigures('db-cut-checkout', 'postgres', {
      shoppers: shoppers.length,
      calls_during_cuts: duringCuts,
      calls: answers.length,
      answered_503: answers.filter((a) => a.status === 503).length,
      slowest_ms: Math.max(...answers.map((a) => a.ms)),
    });
  });
});
