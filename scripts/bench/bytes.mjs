// What a page costs in JavaScript, from the responses the browser received: pure helpers, so the
// counting rules are unit-tested apart from the browser that feeds them.
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of a body at level 9, as bundle-size tools report it; computed here rather than read
 * from the wire, so the figure does not depend on the server's compression settings.
 * @param {Uint8Array | string} body
 */
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** A response is JavaScript when the browser fetched it as a script or its type says so. */
export function isJavaScript({ resourceType, contentType = '', url = '' }) {
  if (resourceType === 'script') return true;
  if (/\b(java|ecma)script\b/i.test(contentType)) return true;
  return resourceType !== 'document' && /\.m?js(\?|$)/.test(url);
}

/**
 * One line per distinct URL (a file fetched twice is paid once, as the cache would), sorted by
 * gzip size, biggest first.
 * @param {{ url: string, raw: number, gzip: number }[]} files
 */
export function summariseFiles(files) {
  const byUrl = new Map();
  for (const file of files) byUrl.set(file.url, file);
  const unique = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip || (a.url < b.url ? -1 : 1));
  return {
    files: unique,
    requests: unique.length,
    raw: unique.reduce((sum, f) => sum + f.raw, 0),
    gzip: unique.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Federated bytes over monolith bytes, to 3 decimals; null when there is nothing to compare. */
export function ratio(federated, monolith) {
  if (!monolith) return null;
  return Math.round((federated / monolith) * 1000) / 1000;
}

/** Kilobytes (1 KB = 1024 bytes) with one decimal, as the budgets are written. */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** webpack's content-hashed names (tooling/webpack.cjs): `[name].[contenthash:8].js`. */
const HASHED = /\.[0-9a-f]{8}\.m?js$/i;

/**
 * Files whose caching would cost a returning visitor: a content-hashed file must be cached for
 * good (`immutable`), an entry whose name never changes (main.js, remoteEntry.js) revalidated.
 * @param {{ url: string, cacheControl?: string }[]} files
 */
export function cacheProblems(files) {
  const problems = [];
  for (const { url, cacheControl = '' } of files) {
    const name = new URL(url).pathname.split('/').pop();
    if (HASHED.test(name)) {
      if (!/\bimmutable\b/.test(cacheControl)) problems.push(`${url}: hashed file served with "${cacheControl}", not immutable`);
    } else if (!/\bno-cache\b/.test(cacheControl)) {
      problems.push(`${url}: entry served with "${cacheControl}", not no-cache`);
    }
  }
  return problems;
}

/**
 * A page's scripts by where they come from (the shell, a remote, the back office), gzip bytes:
 * who a page's weight belongs to, and proof that a shopper page takes nothing from mfe-backoffice.
 * @param {{ url: string, gzip: number }[]} files
 * @param {Record<string, number>} ports  origin names by port (BENCH_PORTS)
 */
export function bytesByOrigin(files, ports) {
  const names = new Map(Object.entries(ports).map(([name, port]) => [String(port), name]));
  const origins = {};
  for (const { url, gzip } of files) {
    const { port, host } = new URL(url);
    const name = names.get(port) ?? host;
    origins[name] ??= { gzip: 0, files: 0 };
    origins[name].gzip += gzip;
    origins[name].files += 1;
  }
  return origins;
}

/**
 * The embeddable widget as a partner's page gets it: its script at first, and the chunks it
 * fetches later from beside it (dist/widget/), each gzip-measured.
 * @param {{ name: string, body: Uint8Array | string }[]} later
 */
export function widgetBytes(script, later) {
  return { first: gzipSize(script), later: later.map(({ name, body }) => ({ name, gzip: gzipSize(body) })) };
}
