// A product page's old address (the product renamed in the back office) answers a real 301 to its
// new one, for search engines and shared links. Only the api knows the old slugs
// (GET /api/shop/product-redirects): the shell's server keeps that answer in memory and refreshes
// it in the background, at most once per REFRESH_MS, so that no page ever waits on the api for it
// (routes.mjs: asking the api would hold every product page's first byte). A rename reaches the
// 301 within that time; meanwhile the old address still shows the product, whose api call answers
// a 301 that the browser follows.
import { bestRoute } from './routes.mjs';

export const REFRESH_MS = 30_000;
/** Browsers keep a 301 without a limit unless told: the old slug may one day name another product. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300';

/**
 * @param {object} o
 * @param {string} o.apiUrl
 * @param {ReturnType<import('./routes.mjs').routeTable>} o.table  the contracts' route table
 * @param {number} [o.refreshMs]
 * @param {typeof fetch} [o.fetch]
 * @param {() => number} [o.now]
 */
export function productRedirects({ apiUrl, table, refreshMs = REFRESH_MS, fetch: fetchImpl = fetch, now = Date.now }) {
  /** @type {Map<string, string>} */
  let redirects = new Map();
  let fetchedAt = -Infinity;
  let pending = null;

  /** Fetches the map again; an api that is down or answers oddly leaves the last one in place. */
  function refresh() {
    if (pending) return pending;
    fetchedAt = now();
    pending = fetchImpl(`${apiUrl}/api/shop/product-redirects`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const map = body?.redirects;
        if (map && typeof map === 'object' && !Array.isArray(map)) {
          redirects = new Map(Object.entries(map).filter(([, slug]) => typeof slug === 'string'));
        }
      })
      .catch(() => {})
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  /**
   * The address a request for an old product page moves to (the category and the query kept),
   * or null: any other path, or a slug that is no product's old one.
   * @param {string} url the request's path and query
   */
  function locate(url) {
    if (now() - fetchedAt >= refreshMs) void refresh();
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const best = bestRoute(table, pathname);
    if (!best || best.route.owner !== 'catalog' || best.route.page !== 'product') return null;
    const [, category, slug] = best.match;
    let target;
    try {
      target = redirects.get(decodeURIComponent(slug));
    } catch {
      return null;
    }
    return target ? `/boutique/${category}/${encodeURIComponent(target)}${queryAt === -1 ? '' : url.slice(queryAt)}` : null;
  }

  return { locate, refresh };
}
