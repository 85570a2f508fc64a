// robots.txt of the shop, written at serve time: its Sitemap line must name the public address.
// The disallowed paths are the routes of the contracts' route table (shared-contracts/src/routes.ts)
// whose `public` flag is false: pages that mean nothing to a search engine (account, sign-in,
// basket and checkout steps, visit payment, the staff's back office).

/**
 * What robots.txt disallows for these routes: each private route's path up to its first
 * parameter or splat (robots.txt rules are prefixes), less those a shorter one already covers
 * (`/mon-compte` covers `/mon-compte/mes-commandes`).
 * @param {readonly { path: string, public: boolean }[]} routes
 * @returns {string[]}
 */
export function privatePrefixes(routes) {
  const prefixes = routes
    .filter((route) => !route.public)
    .map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      const fixed = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
      return `/${(fixed === -1 ? segments : segments.slice(0, fixed)).join('/')}`;
    });
  const covers = (shorter, prefix) => prefix === shorter || prefix.startsWith(`${shorter}/`);
  return [...new Set(prefixes)].filter((prefix, _, all) => !all.some((other) => other !== prefix && covers(other, prefix)));
}

/**
 * @param {string} shellUrl public address of the shop, without trailing slash
 * @param {readonly { path: string, public: boolean }[]} routes the contracts' route table (loadRouteTable)
 */
export function robotsTxt(shellUrl, routes) {
  return ['User-agent: *', 'Allow: /', ...privatePrefixes(routes).map((p) => `Disallow: ${p}`), '', `Sitemap: ${shellUrl}/sitemap.xml`, ''].join('\n');
}
