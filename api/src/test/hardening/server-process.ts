import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { packageRoot } from '../../paths.js';
import { omit } from '../../omit.js';

/**
 * The real api server (src/server.ts, run from its sources through tsx, as `npm start` runs the
 * built one) in a child process that a test may kill for real.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed, for a failure message. */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database cleanly. */
  stop(): Promise<void>;
}

/**
 * Resolves once the api answers `GET /api/health` with 200, or with `until: 'listening'` once it
 * answers anything (a 503 while it is still reaching its database).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { until = 'healthy' }: { until?: 'healthy' | 'listening' } = {},
): Promise<ServerProcess> {
  // Neither jest's NODE_OPTIONS nor its DATABASE_URL: the server is given its own.
  const parentEnv = omit(process.env, 'NODE_OPTIONS', 'DATABASE_URL');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, 'src/server.ts')], {
    cwd: packageRoot,
    env: { ...parentEnv, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited at start:\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (health.ok || until === 'listening') break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`the api did not answer within 2 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
export async function scratchPostgres(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const database = `${name}_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) };
}

/** A port nobody listens on now, chosen by the system: two runs on one machine never meet. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
