import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Basket, PaymentResponse } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { discountCodes, products } from '../../db/schema.js';
import { seedCatalogue } from '../../seed/seed.js';
import { drivers } from '../databases.js';
import { address } from '../shop.js';
import { recordFigures } from './figures.js';
import { call } from './http-client.js';
import { freePort, scratchPostgres, startServer, type ServerProcess } from './server-process.js';

const STOCK = 500;
const CODE = 'CRASHTEST5';
const VISITORS = 12;
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

interface Shopper {
  basketId: string;
  qty: number;
  headers: Record<string, string>;
  customerId: number | null;
  /** The order valid answered before a crash, and whether a payment was answered 'paid'. */
  orderId?: number;
  paidAcknowledged?: boolean;
}

/**
 * Shoppers validate and pay at the same time; the api process is killed with SIGKILL in the middle,
 * twice, and restarted on the same database; the shoppers retry. What a shopper was told happened
 * must have happened once: every answered payment is still there, no order is duplicated, and stock,
 * code uses and loyalty points are each counted once.
 */
describe.each(drivers)('checkout killed with SIGKILL and restarted on %s', (driver) => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  let productId: number;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-crash-'));

  beforeAll(async () => {
    if (driver === 'pglite') {
      const dataDir = path.join(scratch, 'pglite');
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
      cleanup = async () => undefined;
    } else {
      const database = await scratchPostgres('nougaterie_crash');
      env = { DATABASE_URL: database.url };
      open = () => openDatabase({ databaseUrl: database.url });
      cleanup = database.drop;
    }
    env.OUTBOX_DIR = path.join(scratch, 'outbox');
    const database = await open();
    try {
      await database.migrate();
      await seedCatalogue(database.db);
      const [product] = await database.db
        .insert(products)
        .values({
          slug: 'nougat-du-crash',
          nameFr: 'Nougat du crash',
          nameEn: 'Crash nougat',
          priceCents: 1200,
          vatRate: 550,
          weightG: 100,
          stock: STOCK,
          image: '/media/products/x.svg',
        })
        .returning({ id: products.id });
      productId = product.id;
      await database.db.insert(discountCodes).values({ code: CODE, kind: 'amount', value: 500 });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function prepare(server: ServerProcess): Promise<Shopper[]> {
    const shoppers: Shopper[] = [];
    const customers = await Promise.all(
      ['crash-a@example.fr', 'crash-b@example.fr'].map(async (email) => {
        const answer = await call(server.url, 'POST', '/api/auth/register', { email, password: 'nougat-croquant-84', firstname: 'Léa', lastname: 'Roux' });
        const { access_token, user } = answer.body as { access_token: string; user: { id: number } };
        return { headers: { authorization: `Bearer ${access_token}` }, customerId: user.id };
      }),
    );
    const visitors = Array.from({ length: VISITORS }, () => ({ headers: {}, customerId: null }));
    for (const [index, who] of [...customers, ...visitors].entries()) {
      const qty = 1 + (index % 4);
      const add = await call(server.url, 'POST', '/api/basket/product-add', { item_id: productId, qty }, who.headers);
      const basketId = (add.body as Basket).id;
      const steps: [string, object][] = [
        ['/api/basket/update', { basketId, ...toPrefixed(address, 'shipping'), ...toPrefixed(address, 'billing') }],
        ['/api/basket/discount-add', { basketId, code: CODE }],
        ['/api/basket/shipping-edit', { basketId, shipping_method_id: 1 }],
      ];
      for (const [url, body] of steps) {
        const answer = await call(server.url, 'POST', url, body, who.headers);
        if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      shoppers.push({ basketId, qty, ...who });
    }
    return shoppers;
  }

  /** valid then pay, as the checkout does; remembers only what the api answered. */
  async function checkout(server: ServerProcess, shopper: Shopper): Promise<void> {
    const valid = await call(server.url, 'POST', '/api/basket/valid', { basketId: shopper.basketId, method: 'card' }, shopper.headers);
    if (valid.status !== 200) throw new Error(`valid: ${valid.status} ${JSON.stringify(valid.body)}`);
    const orderId = (valid.body as Basket).order!.id;
    if (shopper.orderId !== undefined && shopper.orderId !== orderId) throw new Error(`basket ${shopper.basketId} got a second order`);
    shopper.orderId = orderId;
    let pay = await call(server.url, 'POST', '/api/payment/card', { basketId: shopper.basketId, ...CARD }, shopper.headers);
    // An attempt the kill left with the processor: settled by the next one once past its time.
    for (let wait = 0; wait < 30 && pay.status === 409 && (pay.body as { code: string }).code === 'PAYMENT_IN_PROGRESS'; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      pay = await call(server.url, 'POST', '/api/payment/card', { basketId: shopper.basketId, ...CARD }, shopper.headers);
    }
    if (pay.status === 200 && (pay.body as PaymentResponse).status === 'paid') shopper.paidAcknowledged = true;
    else if (!(pay.status === 409 && (pay.body as { code: string }).code === 'ORDER_NOT_PAYABLE')) {
      throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.body)}`);
    }
  }

  /** Everyone checks out at once; the server is killed once `killAfter` of them have been answered. */
  async function rushAndKill(server: ServerProcess, shoppers: Shopper[], killAfter: number): Promise<number> {
    let answered = 0;
    let killing: Promise<void> | undefined;
    const runs = shoppers.map((shopper) =>
      checkout(server, shopper).then(
        () => {
          answered += 1;
          if (answered >= killAfter) killing ??= server.kill();
        },
        // A request cut by the kill: its outcome is unknown to the shopper, who will retry.
        () => undefined,
      ),
    );
    await Promise.race([Promise.all(runs), new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await (killing ?? server.kill());
    await Promise.all(runs);
    return answered;
  }

  it('loses no paid order, duplicates none, and counts stock, code uses and points once', async () => {
    const port = await freePort();
    let server = await startServer(env, port);
    const shoppers = await prepare(server);
    const answeredBeforeKills: number[] = [];

    for (const killAfter of [3, 5]) {
      answeredBeforeKills.push(await rushAndKill(server, shoppers, killAfter));
      server = await startServer(env, port);
      // What the shoppers were told before the crash is still true after it.
      for (const shopper of shoppers.filter((s) => s.orderId !== undefined)) {
        const final = await call(server.url, 'GET', `/api/basket/get-final/${shopper.basketId}`, undefined, shopper.headers);
        const order = (final.body as Basket).order!;
        expect(order.id).toBe(shopper.orderId);
        if (shopper.paidAcknowledged) expect(order.status).toBe('paid');
      }
    }
    for (const shopper of shoppers) await checkout(server, shopper);
    await server.stop();

    const database = await open();
    try {
      const db = database.db;
      const basketIds = shoppers.map((s) => s.basketId);
      const inList = sql.join(
        basketIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const { rows: orders } = await db.execute<{ id: number; basket_id: string; status: string; user_id: number | null; earned_points: number }>(
        sql`select id, basket_id, status, user_id, earned_points from orders where basket_id in (${inList})`,
      );
      expect(orders).toHaveLength(shoppers.length);
      expect(new Set(orders.map((o) => o.basket_id)).size).toBe(shoppers.length);
      expect(orders.every((o) => o.status === 'paid')).toBe(true);
      for (const shopper of shoppers) expect(orders.find((o) => o.basket_id === shopper.basketId)!.id).toBe(shopper.orderId);

      const { rows: payments } = await db.execute<{ order_id: number; paid: number }>(
        sql`select order_id, count(*) filter (where status = 'paid')::int as paid from payments group by order_id`,
      );
      expect(payments.filter((p) => orders.some((o) => o.id === p.order_id)).map((p) => p.paid)).toEqual(orders.map(() => 1));

      const ordered = shoppers.reduce((sum, s) => sum + s.qty, 0);
      const { rows: lines } = await db.execute<{ quantity: number }>(
        sql`select coalesce(sum(quantity), 0)::int as quantity from order_lines where product_id = ${productId}`,
      );
      expect(lines[0].quantity).toBe(ordered);
      const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(product.stock).toBe(STOCK - ordered);

      const [code] = await db.select({ id: discountCodes.id, uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, CODE));
      const { rows: redemptions } = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from discount_redemptions where code_id = ${code.id}`,
      );
      expect({ uses: code.uses, redemptions: redemptions[0].count }).toEqual({ uses: shoppers.length, redemptions: shoppers.length });

      for (const customerId of shoppers.map((s) => s.customerId).filter((id): id is number => id !== null)) {
        const earned = orders.filter((o) => o.user_id === customerId).reduce((sum, o) => sum + o.earned_points, 0);
        const { rows } = await db.execute<{ points: number; ledger: number; credits: number }>(
          sql`select u.points,
                (select coalesce(sum(delta), 0)::int from points_ledger where user_id = u.id) as ledger,
                (select count(*)::int from points_ledger where user_id = u.id and reason = 'order') as credits
              from users u where u.id = ${customerId}`,
        );
        expect(rows[0]).toEqual({ points: earned, ledger: earned, credits: 1 });
      }
    } finally {
      await database.close();
    }
    recordFigures('crash', driver, {
      kills: answeredBeforeKills.length,
      restarts: answeredBeforeKills.length,
      shoppers: shoppers.length,
      answered_before_each_kill: answeredBeforeKills,
      paid_orders_kept: shoppers.length,
    });
  });
});
