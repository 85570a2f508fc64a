// The front-end images' nginx sites, rendered and run here the way the containers do it
// (docker/frontend.Dockerfile): the same templates, the same entrypoint script, the same main
// configuration; only the folders and ports differ, and Debian's nginx stands in for the image's.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './site.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const ENTRYPOINT = path.join(ROOT, 'docker/nginx/site-entrypoint.sh');
/** Where the image keeps the templates: the entrypoint's default SITE_TEMPLATES. */
export const IMAGE_TEMPLATES = '/etc/nginx/site-templates/';

/** What the Dockerfile copies into IMAGE_TEMPLATES for each kind of site. */
export const templateFiles = (kind) => ['nginx.conf', 'common.conf', `${kind}.conf`];

/** The tests' servers stay in this helper's own port range, clear of the e2e suites'. */
const PORT_RANGE = [3700, 3799];

/** A folder the nginx workers can read even when nginx runs as root (workers become nobody). */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** The image's site-templates folder, for a shell or a remote. */
export function siteTemplates(dir, kind) {
  mkdirSync(dir, { recursive: true });
  for (const file of templateFiles(kind)) copyFileSync(path.join(ROOT, 'docker/nginx', file), path.join(dir, file));
  if (kind === 'shell') {
    writeFileSync(path.join(dir, 'robots.txt'), madeAtBuild('robots-template.mjs'));
    writeFileSync(path.join(dir, 'pages.conf'), madeAtBuild('routes-template.mjs'));
  }
  return dir;
}

const made = {};
/**
 * What the Dockerfile's build stage writes into the templates, made as it makes it: robots.txt
 * with its placeholder, pages.conf from the contracts' route table.
 */
function madeAtBuild(script) {
  if (made[script] === undefined) {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'docker/nginx', script)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
    made[script] = run.stdout;
  }
  return made[script];
}

/**
 * Runs the entrypoint as the container start does, with only the given variables (none of the
 * developer's own API_URL and friends leak in).
 * @returns {{ status: number | null, stdout: string, stderr: string, out: string }}
 */
export function renderSite({ kind, dir, root, port = 8080, env = {} }) {
  const templates = siteTemplates(path.join(dir, 'templates'), kind);
  const out = path.join(dir, 'site');
  const result = spawnSync('sh', [ENTRYPOINT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      SITE_KIND: kind,
      SITE_TEMPLATES: templates,
      SITE_OUT: out,
      SITE_ROOT: root,
      NGINX_PORT: String(port),
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, out };
}

/** Free ports in this helper's range, each checked by binding it as nginx will (all interfaces). */
export async function freePorts(count) {
  const [low, high] = PORT_RANGE;
  const start = low + Math.floor(Math.random() * (high - low + 1));
  const ports = [];
  for (let i = 0; i <= high - low && ports.length < count; i++) {
    const port = low + ((start - low + i) % (high - low + 1));
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (free) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports in ${low}-${high}`);
  return ports;
}

/** GET without fetch's extras: no automatic decompression, no added cache headers. */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitUntilAnswers(url, child, stderr) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr()}`);
    const ok = await get(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Renders a site and runs nginx on it in the foreground, as the image's CMD does.
 * @returns {Promise<{ url: string, out: string, stop: () => Promise<void> }>}
 */
export async function startSite({ kind, root, port, env = {} }) {
  const dir = tempDir(`nginx-${kind}-`);
  const rendered = renderSite({ kind, dir, root, port, env });
  if (rendered.status !== 0) throw new Error(`site-entrypoint.sh failed: ${rendered.stderr}`);
  const prefix = `${rendered.out}/`;
  // As root, nginx would hand its workers to nobody; as anyone else the line is ignored.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(NGINX, ['-p', prefix, '-c', `${prefix}nginx.conf`, '-e', 'stderr', '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (d) => (errors += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswers(`${url}/healthz`, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, out: rendered.out, stop };
}

/** Builds what is missing (never what is merely stale), under the lock the helpers share. */
export function buildIfMissing(packages) {
  const entry = (pkg) => path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : pkg === 'api' ? 'server.js' : 'mf-manifest.json');
  const missing = packages.filter((pkg) => !existsSync(entry(pkg)));
  if (!missing.length) return;
  const build = [process.execPath, path.join(ROOT, 'scripts/build.mjs'), ...missing];
  const flock = spawnSync('sh', ['-c', 'command -v flock']).status === 0;
  const [command, ...args] = flock ? ['flock', path.join(os.tmpdir(), 'build.lock'), ...build] : build;
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building ${missing.join(', ')} failed`);
}
