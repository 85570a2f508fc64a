// Throughput and latency of the api's busiest calls, with autocannon, on the embedded PGlite and
// on PostgreSQL. The api runs from api/dist on a bench port with its own database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launch, waitForHttp } from '../lib/proc.mjs';
import { ROOT } from '../lib/site.mjs';
import { CATEGORY, PRODUCT } from './pages.mjs';

const require = createRequire(import.meta.url);

/**
 * The calls measured; basket add creates a visitor's basket each time, as a first add does. A
 * visitor's search is answered from the public answers cache after the first; a customer's
 * (logged in: its answer carries their favourites) is run against the database every time.
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

async function startApi({ port, databaseUrl }) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'nougaterie-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  const child = launch(process.execPath, [path.join(ROOT, 'api/dist/server.js')], { label: 'bench api', cwd: ROOT, env });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

/**
 * @param {object} o
 * @param {string} o.label  'PGlite' or 'PostgreSQL'
 * @param {number} o.port
 * @param {string} [o.databaseUrl]  unset: a throw-away PGlite folder
 * @param {number} [o.seconds]      duration of each throughput run
 * @param {number} [o.connections]
 * @param {{ route: string, rate: number }} [o.fixedRate]  a run at this request rate, for the latency target
 * @param {(line: string) => void} [o.log]
 */
export async function benchApi({ label, port, databaseUrl, seconds = 10, connections = 10, fixedRate, log = () => {} }) {
  const api = await startApi({ port, databaseUrl });
  try {
    const product = await (await fetch(`${api.url}/api/shop/product/${PRODUCT}`)).json();
    const registered = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', firstname: 'Banc', lastname: "D'essai" }),
    });
    if (!registered.ok) throw new Error(`registering the bench's customer answered ${registered.status}`);
    const list = scenarios((product.product ?? product).id, (await registered.json()).access_token);
    const results = {};
    for (const s of list) {
      const options = { url: `${api.url}${s.path}`, method: s.method, headers: s.headers, body: s.body, connections };
      await load({ ...options, duration: 2 }); // warm-up: JIT, caches, connection pool
      results[s.name] = summariseLoad(await load({ ...options, duration: seconds }));
      log(`  ${label} ${s.name}: ${results[s.name].rps} req/s, p50 ${results[s.name].p50} ms, p99 ${results[s.name].p99} ms`);
    }
    let atRate;
    if (fixedRate) {
      const s = list.find((x) => x.name === fixedRate.route);
      const options = { url: `${api.url}${s.path}`, method: s.method, headers: s.headers, body: s.body, connections: 50, overallRate: fixedRate.rate };
      atRate = { route: s.name, rate: fixedRate.rate, ...summariseLoad(await load({ ...options, duration: seconds })) };
      log(`  ${label} ${s.name} at ${fixedRate.rate} req/s: ${atRate.rps} req/s, p50 ${atRate.p50} ms, p99 ${atRate.p99} ms`);
    }
    return { label, connections, seconds, results, atRate };
  } finally {
    await api.stop();
  }
}
