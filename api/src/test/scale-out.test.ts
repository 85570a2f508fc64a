// Several api replicas behind a load balancer must behave as one: two real processes of the built
// server (what the image runs), started together on one empty PostgreSQL database, and a whole
// checkout whose every call alternates between them. Nothing that matters may live in a
// process's memory: sessions, baskets, codes, stock, orders and rate limits are in the database.
import {
  authResponseSchema,
  basketSchema,
  categoryPageSchema,
  discountResponseSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  pointsResponseSchema,
  shippingMethodsResponseSchema,
  userSchema,
  type Basket,
} from '@nougaterie/contracts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { packageRoot } from '../paths.js';
import { seedProducts } from '../seed/products.js';
import { addresses } from './shop.js';

const SERVER_URL = process.env.DATABASE_URL;
const DATABASE = `nougaterie_scale_${process.pid}`;
const ROOT = path.resolve(packageRoot, '..');
const PASSWORD = 'miel-de-lavande-84';
/** Failed logins on one e-mail before the next is refused, on whichever replica. */
const ACCOUNT_LIMIT = 3;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The image runs api/dist: build it when its sources changed, under the lock builds share. */
function buildApi(): void {
  const build = [process.execPath, path.join(ROOT, 'scripts/build.mjs'), 'api'];
  const flock = spawnSync('sh', ['-c', 'command -v flock']).status === 0;
  const [command, ...args] = flock ? ['flock', path.join(os.tmpdir(), 'build.lock'), ...build] : build;
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the api failed:\n${result.stdout}\n${result.stderr}`);
}

interface Replica {
  name: string;
  url: string;
  process: ChildProcess;
  output: () => string;
}

function startReplica(name: string, port: number, env: Record<string, string>): Replica {
  const child = spawn(process.execPath, [path.join(packageRoot, 'dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  return { name, url: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

async function waitHealthy(replica: Replica): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (replica.process.exitCode !== null) {
      throw new Error(`replica ${replica.name} exited (${replica.process.exitCode}):\n${replica.output()}`);
    }
    const status = await fetch(`${replica.url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`replica ${replica.name} never became healthy:\n${replica.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.process.exitCode !== null) return;
  const exited = new Promise((resolve) => replica.process.once('exit', resolve));
  replica.process.kill('SIGTERM');
  await exited;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(replica: Replica, method: 'GET' | 'POST', url: string, body?: object, token?: string): Promise<Answer> {
  const response = await fetch(`${replica.url}${url}`, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A 200 answer, checked against its contract. */
function ok<T>(answer: Answer, schema: z.core.$ZodType<T>): T {
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return z.parse(schema, answer.body);
}

const describeWithPostgres = SERVER_URL ? describe : describe.skip;

describeWithPostgres(`two api processes on one PostgreSQL${SERVER_URL ? '' : ' (skipped: DATABASE_URL names no PostgreSQL server)'}`, () => {
  let a: Replica | undefined;
  let b: Replica | undefined;
  let outbox: string;
  let databaseUrl: string;
  let finished = false;
  const email = `replicas-${process.pid}@example.fr`;
  let token: string;
  let basket: Basket;
  let reference: string;

  // A cold build of the api on a busy machine takes minutes, not the usual test timeout.
  beforeAll(async () => {
    buildApi();
    // Too late (afterAll already ran): starting replicas now would leave them running.
    if (finished) return;
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${DATABASE}`);
    const url = new URL(SERVER_URL!);
    url.pathname = `/${DATABASE}`;
    databaseUrl = url.toString();
    outbox = mkdtempSync(path.join(os.tmpdir(), 'scale-out-outbox-'));
    const env = {
      DATABASE_URL: databaseUrl,
      OUTBOX_DIR: outbox,
      LOG_LEVEL: 'warn',
      SHELL_URL: 'http://shop.test:3000',
      CORS_ORIGINS: 'http://shop.test:3000',
      RATE_LIMIT_LOGIN_IP: '1000/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: `${ACCOUNT_LIMIT}/15m`,
    };
    // Started at the same moment on an empty database: both migrate and seed at once.
    const [portA, portB] = [await freePort(), await freePort()];
    a = startReplica('A', portA, env);
    b = startReplica('B', portB, env);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 600_000);

  afterAll(async () => {
    finished = true;
    await Promise.all([stop(a), stop(b)]);
    if (outbox) rmSync(outbox, { recursive: true, force: true });
    if (SERVER_URL) await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  });

  it('both start on the empty database together: migrated once, seeded once', async () => {
    const journal = JSON.parse(readFileSync(path.join(packageRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const seeded = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(seeded.rows[0].n).toBe(seedProducts.length);
    } finally {
      await client.end();
    }
  });

  it("a visitor's basket started on A grows on B, and registering on A makes it theirs", async () => {
    const page = ok(await call(a!, 'GET', '/api/shop/category/nougats'), categoryPageSchema);
    const [first, second] = page.products.filter((p) => !p.out_of_stock);
    // Enough for BIENVENUE10 (from 30 €) on the first line alone.
    const qty = Math.ceil(35 / first.prices.price_to_display);
    basket = ok(await call(a!, 'POST', '/api/basket/product-add', { item_id: first.id, qty }), basketSchema);
    basket = ok(await call(b!, 'POST', '/api/basket/product-add', { basketId: basket.id, item_id: second.id, qty: 1 }), basketSchema);
    expect(basket.baskets).toHaveLength(2);

    const registered = ok(
      await call(a!, 'POST', '/api/auth/register', { email, password: PASSWORD, firstname: 'Marie', lastname: 'Silvestre', basketId: basket.id }),
      authResponseSchema,
    );
    token = registered.access_token;
    expect(ok(await call(b!, 'GET', '/api/auth/user-profile', undefined, token), userSchema).email).toBe(email);
    const theirs = ok(await call(b!, 'POST', '/api/basket/get', {}, token), basketSchema);
    expect(theirs.id).toBe(basket.id);
    expect(theirs.user_id).toBe(registered.user.id);
  });

  it('a token from a login on B works on A', async () => {
    const login = ok(await call(b!, 'POST', '/api/auth/login', { email, password: PASSWORD }), authResponseSchema);
    expect(ok(await call(a!, 'GET', '/api/auth/user-profile', undefined, login.access_token), userSchema).email).toBe(email);
    token = login.access_token;
  });

  it('the checkout alternates: code, shipping methods, addresses, shipping, validation, card payment', async () => {
    const discount = ok(await call(a!, 'POST', '/api/basket/discount-add', { basketId: basket.id, code: 'BIENVENUE10' }, token), discountResponseSchema);
    expect(discount.result).toBe(true);
    const methods = ok(
      await call(b!, 'POST', '/api/utilities/getShippingMethodsWithRelais/', { basketId: basket.id, zipcode: '84210', country: 'FR' }, token),
      shippingMethodsResponseSchema,
    );
    expect(methods.methods.map((m) => m.id)).toContain(1);
    ok(await call(a!, 'POST', '/api/basket/update', { basketId: basket.id, ...addresses() }, token), basketSchema);
    basket = ok(await call(b!, 'POST', '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 1 }, token), basketSchema);
    expect(basket.discount).toBeTruthy();

    const ordered = ok(await call(a!, 'POST', '/api/basket/valid', { basketId: basket.id, method: 'card' }, token), basketSchema);
    expect(ordered.status).toBe('ordered');
    reference = ordered.order!.reference;
    const paid = ok(
      await call(b!, 'POST', '/api/payment/card', { basketId: basket.id, card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, token),
      paymentResponseSchema,
    );
    expect(paid.status).toBe('paid');
  });

  it('the order, its status and the points earned read the same on both', async () => {
    for (const replica of [a!, b!]) {
      const { orders } = ok(await call(replica, 'GET', '/api/user/orders', undefined, token), ordersResponseSchema);
      expect(orders.map((o) => [o.reference, o.status])).toEqual([[reference, 'paid']]);
      expect((await call(replica, 'GET', `/api/user/orders/${reference}`, undefined, token)).status).toBe(200);
      expect(ok(await call(replica, 'GET', '/api/user/points', undefined, token), pointsResponseSchema).balance).toBeGreaterThan(0);
    }
    const points = [a!, b!].map((replica) => call(replica, 'GET', '/api/user/points', undefined, token));
    const [onA, onB] = (await Promise.all(points)).map((answer) => ok(answer, pointsResponseSchema).balance);
    expect(onA).toBe(onB);
  });

  it('logging out on A ends the session on B', async () => {
    expect((await call(a!, 'POST', '/api/auth/logout', {}, token)).status).toBe(200);
    const after = await call(b!, 'GET', '/api/auth/user-profile', undefined, token);
    expect(after.status).toBe(401);
    expect((after.body as { code: string }).code).toBe('SESSION_EXPIRED');
  });

  it('failed logins count across both: the next attempt is refused on either', async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const replica = i % 2 ? b! : a!;
      expect((await call(replica, 'POST', '/api/auth/login', { email, password: 'pas-le-bon-mot' })).status).toBe(401);
    }
    for (const replica of [b!, a!]) {
      const refused = await call(replica, 'POST', '/api/auth/login', { email, password: PASSWORD });
      expect(refused.status).toBe(429);
      expect((refused.body as { code: string }).code).toBe('RATE_LIMITED');
    }
  });
});
