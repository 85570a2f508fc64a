// Throughput and latency of the api's busiest calls, with autocannon, on the embedded PGlite and
// on PostgreSQL. The api runs from api/dist on a bench port with its own database, once per
// configuration (the answers cache off, the request log at another level).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launch, pool, waitForHttp } from '../lib/proc.mjs';
import { ROOT } from '../lib/site.mjs';
import { CATEGORY, PRODUCT } from './pages.mjs';

const require = createRequire(import.meta.url);

/** The api the bench runs unless told otherwise (--api-server=…: another build, for a side-by-side run). */
export const DEFAULT_API_SERVER = path.join(ROOT, 'api/dist/server.js');

/**
 * The calls measured for throughput; basket add creates a visitor's basket each time, as a first
 * add does. A visitor's search is answered from the public answers cache after the first; a
 * customer's (logged in: its answer carries their favourites) is run against the database every time.
 */
export function scenarios(itemId, token) {
  const json = { 'content-type': 'application/json' };
  const search = JSON.stringify({ search: 'nougat' });
  return [
    { name: 'category', method: 'GET', path: `/api/shop/category/${CATEGORY}` },
    { name: 'product', method: 'GET', path: `/api/shop/product/${PRODUCT}` },
    { name: 'search', method: 'POST', path: '/api/shop/search', headers: json, body: search },
    ...(token
      ? [{ name: 'search logged in', method: 'POST', path: '/api/shop/search', headers: { ...json, authorization: `Bearer ${token}` }, body: search }]
      : []),
    { name: 'basket add', method: 'POST', path: '/api/basket/product-add', headers: json, body: JSON.stringify({ item_id: itemId, qty: 1 }) },
  ];
}

/**
 * The api processes the stage starts, in order: the database, what the process is given beyond the
 * bench's defaults, and the calls measured for throughput on it. The paced rows come from
 * bench/budget.json's targets (paced, below). A variant names its rows: "category, no cache".
 */
export const API_SERVERS = [
  { database: 'PGlite', calls: ['category', 'product', 'search', 'search logged in', 'basket add'] },
  { database: 'PostgreSQL', calls: ['category', 'product', 'search', 'search logged in', 'basket add'] },
  { database: 'PostgreSQL', variant: 'no cache', env: { CATALOGUE_CACHE_TTL_MS: '0' }, calls: ['category', 'product', 'search'] },
  // The request log as production writes it (stdout, here into /dev/null), and none at all.
  { database: 'PostgreSQL', variant: 'log at info', env: { LOG_LEVEL: 'info' }, calls: ['category'], logs: true },
  { database: 'PostgreSQL', variant: 'log off', env: { LOG_LEVEL: 'silent' }, calls: ['category'] },
];

/** The writes measured at a fixed rate, each request on data of its own made before the timed run. */
export const WRITE_CALLS = ['basket add to a filled basket', 'basket valid', 'payment'];

export const rowName = (call, variant) => (variant ? `${call}, ${variant}` : call);
export const pacedName = (route, rate) => `${route} at ${rate} req/s`;

/**
 * What each server measures: its throughput calls, and the budget's targets that name one of its
 * rows (a write call only on the server without variant), kept when `selected` takes their full
 * name ("category, no cache at 200 req/s (PostgreSQL)").
 * @param {{ database: string, route: string, rate: number }[]} targets  bench/budget.json's api.targets
 * @param {(fullName: string) => boolean} [selected]
 */
export function apiPlan(targets, selected = () => true) {
  return API_SERVERS.map((server) => {
    const rows = server.calls.map((call) => rowName(call, server.variant)).filter((name) => selected(`${name} (${server.database})`));
    const routes = new Set([...server.calls, ...(server.variant ? [] : WRITE_CALLS)].map((call) => rowName(call, server.variant)));
    const paced = targets
      .filter((t) => t.database === server.database && routes.has(t.route))
      .filter((t) => selected(`${pacedName(t.route, t.rate)} (${server.database})`))
      .map(({ route, rate }) => ({ route, rate, call: server.variant ? route.slice(0, -`, ${server.variant}`.length) : route }));
    return { ...server, rows, paced };
  }).filter((server) => server.rows.length || server.paced.length);
}

/** `--calls=a,b`: the rows whose full name holds one of these (any case); all without it. */
export function callFilter(patterns) {
  if (!patterns?.length) return () => true;
  const wanted = patterns.map((p) => p.toLowerCase());
  return (name) => wanted.some((p) => name.toLowerCase().includes(p));
}

/** What the report keeps of an autocannon result. */
export function summariseLoad(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A PostgreSQL URL naming another database on the same server. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops and creates the bench's own database, so every run starts from the same seed. */
export async function freshPostgresDatabase(url) {
  const { Client } = require('pg');
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** One SQL statement on the bench's database. */
async function onDatabase(url, text) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function startApi({ server, port, databaseUrl, env: extra = {}, logs = false }) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'nougaterie-bench-'));
  // Mails (the order mails of the write load) go to a folder of the bench's own.
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-bench-outbox-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, OUTBOX_DIR: outboxDir, ...extra };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  // A request log goes where production sends it, stdout, but not through the bench's own output.
  const child = logs
    ? spawn(process.execPath, [server], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
    : launch(process.execPath, [server], { label: 'bench api', cwd: ROOT, env });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 180_000, isAlive: () => child.exitCode === null });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `rate` requests/s over `connections` connections, spread over each second. autocannon's
 * overallRate alone gives each connection its share per second, sent back to back from the top of
 * each second, every connection at the same moment (lib/httpClient.js: one 1 s interval per
 * connection, all started together): 50 connections at 200 req/s are 50 requests arriving at once,
 * four times in a row, then nothing for most of the second. Here each connection is an autocannon
 * run of its own with its share as overallRate, started 1/connections of a second after the
 * previous one; the latencies of all runs are merged (autocannon.aggregateResult). `lockstep`
 * measures the plain overallRate instead.
 */
export async function pacedLoad(options, { rate, seconds, connections = 50, lockstep = false }) {
  if (lockstep) return load({ ...options, connections, overallRate: rate, duration: seconds });
  const shares = Array.from({ length: connections }, (_, i) => Math.floor(rate / connections) + (i < rate % connections ? 1 : 0)).filter(Boolean);
  const results = await Promise.all(
    shares.map((share, i) =>
      delay((i * 1000) / shares.length).then(() => load({ ...options, connections: 1, overallRate: share, duration: seconds, skipAggregateResult: true })),
    ),
  );
  const merged = autocannon.aggregateResult(results, { url: options.url, connections: shares.length });
  const total = results.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  return { ...merged, requests: { average: total / seconds, total } };
}

async function call(api, method, route, body) {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** A visitor's address in Provence, both as the shipping and the billing address. */
async function addressFields() {
  const { toPrefixed } = await import('@nougaterie/contracts/rules');
  const address = {
    company: '',
    address1: '12 place de la Fontaine',
    address2: '',
    zipcode: '84210',
    email: 'banc@example.fr',
    firstname: 'Banc',
    lastname: "D'essai",
    country: 'FR',
    phone: '0490000000',
    city: 'Saint-Didier',
  };
  return { ...toPrefixed(address, 'shipping'), ...toPrefixed(address, 'billing') };
}

/**
 * Visitors' baskets made through the api, as the checkout makes them: `lines` products (taken in
 * turn from `products`, so that orders spread over the catalogue), then, when `ready`, the
 * addresses and a parcel; `then` runs on each (validation). Ten at a time.
 */
async function makeBaskets(api, count, { products, lines = 2, ready = false, then }) {
  const fields = ready ? await addressFields() : undefined;
  let turn = 0;
  const tasks = Array.from({ length: count }, () => async () => {
    let basket;
    for (let i = 0; i < lines; i++) {
      basket = await call(api, 'POST', '/api/basket/product-add', { basketId: basket?.id, item_id: products[turn++ % products.length], qty: 1 });
    }
    if (ready) {
      await call(api, 'POST', '/api/basket/update', { basketId: basket.id, ...fields });
      await call(api, 'POST', '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 1 });
    }
    if (then) await then(basket.id);
    return basket.id;
  });
  return pool(tasks, 10);
}

const NO_BASKET = '00000000-0000-4000-8000-000000000000';

/**
 * The request of a write call and the data it needs, made before the timed run: each basket
 * valid and each payment works on a basket (an order) of its own, as many as the run (and its
 * warm-up) sends; basket add goes to visitors' baskets already holding two products, in turn.
 */
async function writeScenario(api, name, { products, count }) {
  const json = { 'content-type': 'application/json' };
  const inTurn = (ids, body) => {
    let next = 0;
    return { method: 'POST', headers: json, setupRequest: (request) => ({ ...request, body: JSON.stringify(body(ids[next++ % ids.length], next)) }) };
  };
  const once = (ids, body) => {
    let next = 0;
    return {
      method: 'POST',
      headers: json,
      // Past the prepared ones (none should be), a basket that does not exist: an error in the row.
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body(ids[next++] ?? NO_BASKET)) }),
    };
  };
  switch (name) {
    case 'basket add to a filled basket': {
      const baskets = await makeBaskets(api, 100, { products });
      return { path: '/api/basket/product-add', request: inTurn(baskets, (basketId, n) => ({ basketId, item_id: products[n % products.length], qty: 1 })) };
    }
    case 'basket valid': {
      // A transfer: its order mail is queued in the outbox with the order.
      const baskets = await makeBaskets(api, count, { products, ready: true });
      return { path: '/api/basket/valid', request: once(baskets, (basketId) => ({ basketId, method: 'transfer' })) };
    }
    case 'payment': {
      // Orders to be paid by card, the call the checkout makes then: the provider's page for the order.
      const then = (basketId) => call(api, 'POST', '/api/basket/valid', { basketId, method: 'card' });
      const baskets = await makeBaskets(api, count, { products, ready: true, then });
      return { path: '/api/payment/hosted', request: once(baskets, (basketId) => ({ basketId })) };
    }
    default:
      throw new Error(`no write call ${name}`);
  }
}

/**
 * @param {object} o
 * @param {{ database: string, variant?: string, env?: object, logs?: boolean, rows: string[], paced: { route: string, call: string, rate: number }[] }} o.server  one of apiPlan()
 * @param {number} o.port
 * @param {string} [o.databaseUrl]  unset: a throw-away PGlite folder
 * @param {string} [o.apiServer]    the api's server.js (DEFAULT_API_SERVER)
 * @param {number} [o.seconds]      duration of each run
 * @param {number} [o.connections]  of the throughput runs (the paced runs have 50)
 * @param {boolean} [o.lockstep]    the paced runs with autocannon's plain overallRate (see pacedLoad)
 * @param {(line: string) => void} [o.log]
 */
export async function benchApi({ server, port, databaseUrl, apiServer = DEFAULT_API_SERVER, seconds = 10, connections = 10, lockstep = false, log = () => {} }) {
  const label = server.variant ? `${server.database}, ${server.variant}` : server.database;
  const api = await startApi({ server: apiServer, port, databaseUrl, env: server.env, logs: server.logs });
  try {
    if (databaseUrl && server.paced.some((p) => WRITE_CALLS.includes(p.call))) {
      // Thousands of orders are made (the api has migrated and seeded): the products in stock never run out.
      await onDatabase(databaseUrl, 'UPDATE products SET stock = 1000000 WHERE stock > 0');
    }
    const product = await call(api, 'GET', `/api/shop/product/${PRODUCT}`);
    // A customer only for the logged-in search (registrations are limited per address and hour).
    const registered = server.rows.includes(rowName('search logged in', server.variant))
      ? await call(api, 'POST', '/api/auth/register', {
          email: `bench-${Date.now()}@example.com`,
          password: 'bench-password-1',
          firstname: 'Banc',
          lastname: "D'essai",
        })
      : undefined;
    const list = scenarios((product.product ?? product).id, registered?.access_token);
    const results = {};
    for (const name of server.rows) {
      const s = list.find((x) => rowName(x.name, server.variant) === name);
      const options = { url: `${api.url}${s.path}`, method: s.method, headers: s.headers, body: s.body, connections };
      await load({ ...options, duration: 2 }); // warm-up: JIT, caches, connection pool
      results[name] = summariseLoad(await load({ ...options, duration: seconds }));
      log(`  ${name} (${label}): ${results[name].rps} req/s, p50 ${results[name].p50} ms, p99 ${results[name].p99} ms`);
    }
    const paced = [];
    if (server.paced.length) {
      // The whole catalogue (an empty search), so that the orders spread over its products.
      const catalogue = await call(api, 'POST', '/api/shop/search', { search: '' });
      const inStock = catalogue.products.filter((p) => !p.out_of_stock).map((p) => p.id);
      for (const { route, call: name, rate } of server.paced) {
        const warmUp = 2;
        let target;
        if (WRITE_CALLS.includes(name)) {
          const count = Math.ceil(rate * (seconds + warmUp) * 1.2);
          const started = Date.now();
          const write = await writeScenario(api, name, { products: inStock, count });
          log(`  ${route}: made its data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          target = { url: `${api.url}${write.path}`, requests: [write.request] };
        } else {
          const s = list.find((x) => x.name === name);
          target = { url: `${api.url}${s.path}`, method: s.method, headers: s.headers, body: s.body };
        }
        await pacedLoad(target, { rate, seconds: warmUp, lockstep });
        const run = { route, rate, ...summariseLoad(await pacedLoad(target, { rate, seconds, lockstep })) };
        paced.push(run);
        log(`  ${pacedName(route, rate)} (${label}): ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors + run.non2xx} errors`);
      }
    }
    return { label: server.database, variant: server.variant, connections, seconds, pacing: lockstep ? 'lockstep' : 'spread', results, paced };
  } finally {
    await api.stop();
  }
}
