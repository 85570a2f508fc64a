#!/usr/bin/env node
// Serves what `npm run build` produced: the api, the shell and the five remotes, each on its own
// origin as in production. `node scripts/serve.mjs visits` serves one part alone (e.g. on the
// machine that hosts that remote). Options: --temp-data gives the api a fresh DATA_DIR that is
// deleted on exit (the browser tests use it).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, waitForHttp } from './lib/proc.mjs';
import { supervise } from './lib/supervise.mjs';
import { REMOTES, REMOTES_INLINE_ID, ROOT, siteConfig } from './lib/site.mjs';
import { robotsTxt } from './lib/robots.mjs';
import { loadRouteTable } from './lib/routes.mjs';
import { productRedirects, REDIRECT_CACHE_CONTROL } from './lib/product-redirects.mjs';
import { startStaticServer } from './lib/static-server.mjs';

export const PARTS = ['api', 'shell', ...Object.keys(REMOTES)];

const distOf = (part) => path.join(ROOT, part === 'shell' ? 'shell' : (REMOTES[part] ?? part), 'dist');
const ENTRY = { api: 'server.js', shell: 'index.html' };

/** Read by the embeddable booking widget (visits-widget.js) beside itself: the api to call, the site to link to. */
const widgetConfig = (config) => ({ apiUrl: config.apiUrl, siteUrl: config.shellUrl });

/**
 * The api, restarted when it stops on its own (a crash must not take the whole site down): after
 * 1 s, then 2, 4, 8... up to 30 s while it keeps failing quickly; given up after 5 quick failures
 * in a row, when the rest of the site stops too (see stopOnSignal).
 */
function startApi({ port, env, cors, publicUrl, siteUrl }) {
  const launchApi = () =>
    launch(process.execPath, [path.join(distOf('api'), 'server.js')], {
      label: 'api',
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        CORS_ORIGINS: env.CORS_ORIGINS || cors.join(','),
        PUBLIC_URL: env.PUBLIC_URL || publicUrl,
        // Links in mails and the sitemap point at the shop on the port it is really served on.
        SHELL_URL: env.SHELL_URL || siteUrl,
      },
    });
  return supervise(launchApi, { log: (message) => process.stderr.write(`[api] the api ${message}\n`) });
}

/**
 * Start the chosen parts and resolve once every one of them answers HTTP.
 * @param {object} [o]
 * @param {string[]} [o.parts]
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {boolean} [o.tempData]
 */
export async function serveSite({ parts = PARTS, env = process.env, tempData = false } = {}) {
  const unknown = parts.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  const missing = parts.filter((p) => !existsSync(path.join(distOf(p), ENTRY[p] ?? 'mf-manifest.json')));
  if (missing.length) throw new Error(`not built: ${missing.join(', ')}; run npm run build first`);

  const config = siteConfig(env);
  const { ports, host } = config;
  const dataDir = tempData ? mkdtempSync(path.join(os.tmpdir(), 'nougaterie-data-')) : undefined;
  // Photos uploaded by browser tests go with their database, not into api/.data/media.
  const mediaDir = tempData ? mkdtempSync(path.join(os.tmpdir(), 'nougaterie-media-')) : undefined;
  const servers = [];
  let api;

  const stop = async () => {
    await Promise.allSettled([api?.close(), ...servers.map((s) => s.close())]);
    for (const dir of [dataDir, mediaDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (parts.includes('api')) {
      const origins = [config.shellUrl, `http://127.0.0.1:${ports.shell}`];
      api = startApi({
        port: ports.api,
        env: dataDir ? { ...env, DATA_DIR: dataDir, MEDIA_DIR: mediaDir } : env,
        cors: [...new Set(origins)],
        publicUrl: config.apiUrl,
        siteUrl: config.shellUrl,
      });
    }
    const routeTable = parts.includes('shell') ? await loadRouteTable() : null;
    for (const part of parts.filter((p) => p !== 'api')) {
      servers.push(
        await startStaticServer({
          name: part,
          root: distOf(part),
          port: ports[part],
          host,
          spa: part === 'shell',
          cors: part !== 'shell',
          json: part === 'shell' ? { '/remotes.json': config.runtime } : part === 'visits' ? { '/visits-widget.json': widgetConfig(config) } : {},
          // Only the api knows the products: the shop's own /sitemap.xml is the api's.
          ...(part === 'shell' && {
            // remotes.json in the page as well: one round trip fewer before the page's remote.
            inline: { [REMOTES_INLINE_ID]: config.runtime },
            text: { '/robots.txt': robotsTxt(config.shellUrl, routeTable) },
            proxy: { '/sitemap.xml': `${config.apiUrl}/api/sitemap.xml` },
            // A renamed product's old page: a 301 to its new one, from the api's list of old slugs.
            redirect: { locate: productRedirects({ apiUrl: config.apiUrl, table: routeTable }).locate, cacheControl: REDIRECT_CACHE_CONTROL },
          }),
        }),
      );
    }
    await Promise.all([
      ...servers.map((s) => waitForHttp(s.name === 'shell' ? `${s.url}/` : `${s.url}/mf-manifest.json`)),
      api &&
        waitForHttp(`http://localhost:${ports.api}/api/health`, {
          // A new embedded database runs initdb, migrations and the seed: slow on a busy machine.
          timeoutMs: 180_000,
          isAlive: () => api.isAlive(),
        }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  const urls = Object.fromEntries(servers.map((s) => [s.name, s.url]));
  if (api) urls.api = `http://localhost:${ports.api}`;
  return {
    config,
    servers,
    urls,
    /** Resolves when the api keeps stopping on its own and is no longer restarted: the site is then incomplete. */
    apiExited: api?.gaveUp ?? new Promise(() => {}),
    stop,
  };
}

/** Stop everything on Ctrl-C / SIGTERM, or when the api dies. */
export function stopOnSignal(site) {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping…\n');
    await site.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  site.apiExited.then((how) => {
    if (stopping) return;
    process.stderr.write(`The api kept stopping on its own (${how}); stopping the rest.\n`);
    shutdown(1);
  });
}

export function describe(site) {
  return Object.entries(site.urls)
    .map(([name, url]) => `  ${name.padEnd(9)} ${url}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const parts = args.filter((a) => !a.startsWith('--'));
  try {
    const site = await serveSite({ parts: parts.length ? parts : PARTS, tempData: args.includes('--temp-data') });
    stopOnSignal(site);
    process.stdout.write(`${describe(site)}\nready\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
