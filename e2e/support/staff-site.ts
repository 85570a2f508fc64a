import { test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_API_PORT, STAFF_SITE_PORTS } from './ports';

type Part = keyof typeof STAFF_SITE_PORTS;
type Server = { close: () => Promise<void> };

const root = path.resolve(__dirname, '../..');
const dist = (part: Part) => path.join(root, part === 'shell' ? 'shell' : `mfe-${part}`, 'dist');

/** A new embedded database runs initdb, migrations and the seed: slow on a busy machine. */
async function untilHealthy(url: string, api: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the api stopped (exit ${api.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface StaffSite {
  url: string;
  apiUrl: string;
  /** The api's outbox: the mails it sent. */
  outbox: string;
  /** The first owner's one-time enrolment link, as the staff command printed it. */
  ownerLink: string;
  ownerEmail: string;
  close(): Promise<void>;
}

/**
 * The built site with an api of its own on a fresh embedded database, where the api's staff
 * command (`npm run staff -w api -- add <email> --role owner`) has created the first owner before
 * the api started: the command opens the database itself, which the shared site's running api holds.
 */
export async function startStaffSite(): Promise<StaffSite> {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  const data = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-staff-e2e-'));
  const url = `http://localhost:${STAFF_SITE_PORTS.shell}`;
  const apiUrl = `http://localhost:${STAFF_API_PORT}`;
  const outbox = path.join(data, 'outbox');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(data, 'pglite'),
    OUTBOX_DIR: outbox,
    MEDIA_DIR: path.join(data, 'media'),
    SHELL_URL: url,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;

  const ownerEmail = 'claire.owner@nougaterie.test';
  const command = spawnSync(process.execPath, [path.join(root, 'api/dist/cli/staff.js'), 'add', ownerEmail, '--role', 'owner'], { env, encoding: 'utf8' });
  const ownerLink = /https?:\/\/\S+\/gestion\/inscription\/\S+/.exec(command.stdout)?.[0];
  if (command.status !== 0 || !ownerLink) throw new Error(`the staff command failed (${command.status}): ${command.stderr}${command.stdout}`);

  const servers: Server[] = [];
  let api: ChildProcess | undefined;
  const close = async () => {
    api?.kill('SIGTERM');
    await Promise.allSettled(servers.map((server) => server.close()));
    if (api && api.exitCode === null) await new Promise((resolve) => api!.once('exit', resolve));
    rmSync(data, { recursive: true, force: true });
  };
  try {
    api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      cwd: root,
      env: { ...env, PORT: String(STAFF_API_PORT), CORS_ORIGINS: url, PUBLIC_URL: apiUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const runtime = {
      apiUrl,
      remotes: Object.fromEntries(
        (Object.keys(STAFF_SITE_PORTS) as Part[])
          .filter((part) => part !== 'shell')
          .map((part) => [part, `http://localhost:${STAFF_SITE_PORTS[part]}/mf-manifest.json`]),
      ),
    };
    for (const part of Object.keys(STAFF_SITE_PORTS) as Part[]) {
      servers.push(
        await startStaticServer({
          name: part,
          root: dist(part),
          port: STAFF_SITE_PORTS[part],
          spa: part === 'shell',
          cors: part !== 'shell',
          json: part === 'shell' ? { '/remotes.json': runtime } : {},
        }),
      );
    }
    await untilHealthy(`${apiUrl}/api/health`, api);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, apiUrl, outbox, ownerLink, ownerEmail, close };
}

/**
 * The staff site of a spec file: started before its tests (a fresh embedded database: slow on a
 * busy machine), closed after them. `prepare` runs first (an environment variable the api reads at
 * start). Call it at the top of the file; the answer gives the site once started.
 */
export function staffSiteOfFile(prepare?: () => void): () => StaffSite {
  let site: StaffSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    prepare?.();
    site = await startStaffSite();
  });
  test.afterAll(async () => {
    // Its api writes its embedded database on close: slow on a busy machine.
    test.setTimeout(120_000);
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the staff site is not started: call staffSiteOfFile() at the top of the spec file');
    return site;
  };
}
