// The site's packages, ports and public URLs in one place, read from environment, so that
// start, serve, the e2e web server and the docker-compose check agree on every name.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Federation name of each remote → its workspace folder. */
export const REMOTES = {
  catalog: 'mfe-catalog',
  checkout: 'mfe-checkout',
  account: 'mfe-account',
  visits: 'mfe-visits',
  backoffice: 'mfe-backoffice',
};

export const DEFAULT_PORTS = {
  shell: 3000,
  catalog: 3001,
  checkout: 3002,
  account: 3003,
  visits: 3004,
  backoffice: 3005,
  api: 4000,
};

/** Environment variable that overrides the port of each server. */
export const PORT_ENV = {
  shell: 'SHELL_PORT',
  catalog: 'CATALOG_PORT',
  checkout: 'CHECKOUT_PORT',
  account: 'ACCOUNT_PORT',
  visits: 'VISITS_PORT',
  backoffice: 'BACKOFFICE_PORT',
  api: 'API_PORT',
};

/**
 * The id of index.html's data block that the shell's server fills with remotes.json's content
 * (shell/src/config/remotesJson.ts: REMOTES_INLINE_ID; docker/nginx/shell.conf).
 */
export const REMOTES_INLINE_ID = 'nougaterie-remotes';

/** Environment variable holding the public URL of a remote when it is deployed elsewhere. */
export const remoteUrlEnv = (name) => `REMOTE_${name.toUpperCase()}_URL`;

function port(env, name) {
  const raw = env[PORT_ENV[name]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${PORT_ENV[name]}=${raw} is not a port number`);
  }
  return value;
}

/** A public URL may be given as an origin or as the manifest itself. */
function manifestUrl(publicUrl) {
  return publicUrl.endsWith('.json') ? publicUrl : `${publicUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * Everything the servers need: where each one listens and the URLs the browser uses.
 * @param {NodeJS.ProcessEnv} env
 */
export function siteConfig(env = process.env) {
  const host = env.HOST || 'localhost';
  const ports = Object.fromEntries(Object.keys(DEFAULT_PORTS).map((n) => [n, port(env, n)]));
  const local = (n) => `http://localhost:${ports[n]}`;
  const shellUrl = (env.SHELL_URL || local('shell')).replace(/\/+$/, '');
  const apiUrl = (env.API_URL || local('api')).replace(/\/+$/, '');
  /** @type {import('../../shared-contracts/src/remote.js').RuntimeConfig} */
  const runtime = {
    apiUrl,
    remotes: Object.fromEntries(Object.keys(REMOTES).map((n) => [n, manifestUrl(env[remoteUrlEnv(n)] || local(n))])),
    // No container id, no tag manager: the shell then never loads one, whatever the consent.
    ...(env.TAG_MANAGER_ID && {
      tagManager: { id: env.TAG_MANAGER_ID, ...(env.TAG_MANAGER_URL && { scriptUrl: env.TAG_MANAGER_URL }) },
    }),
  };
  return { host, ports, shellUrl, apiUrl, runtime };
}
