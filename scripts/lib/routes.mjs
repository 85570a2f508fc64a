// Which paths are pages of the shop, from the route table of the contracts
// (shared-contracts/src/routes.ts), for the servers that serve the shell: npm start's
// (static-server.mjs) and the nginx image's (docker/nginx/routes-template.mjs writes the
// `map` below at the image's build). A path no route matches is a missing page (SPEC §8): it
// gets the same page, which shows the translated error page, with status 404 instead of 200.
// Where it is known without asking the api, an unknown category or product slug is one too: the
// 17 category slugs are fixed (contracts' CATEGORY_SLUGS); a product's slug is only checked for
// the shape the api accepts (contracts' slugSchema), since products are data (asking the api
// would hold every product page's first byte for a round trip).

/** contracts' slugSchema as a pattern (a test checks that both agree). */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';
export const SLUG_MAX = 120;

/**
 * The contracts' route table and the values its parameters may take, where those are known
 * ahead: from the contracts' build (shared-contracts/dist, there whenever the front ends are
 * built), else from their TypeScript sources through tsx (the nginx image's build stage builds
 * only its own package). The build comes first: tsx's loader cannot run inside a process that
 * has its own TypeScript loader (the browser tests' Playwright).
 */
export async function loadRouteTable() {
  const load = async (file) => {
    try {
      return await import(new URL(`../../shared-contracts/dist/${file}.js`, import.meta.url).href);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      const { tsImport } = await import('tsx/esm/api');
      return tsImport(`../../shared-contracts/src/${file}.ts`, import.meta.url);
    }
  };
  const routes = await load('routes');
  const catalog = await load('schemas/catalog');
  return routeTable(routes, catalog.CATEGORY_SLUGS);
}

/**
 * @param {{ ROUTES: { path: string, owner: string, page: string, public: boolean }[], routePattern: (p: string) => string, routeScore: (p: string) => number }} contracts
 * @param {readonly string[]} categorySlugs
 */
export function routeTable({ ROUTES, routePattern, routeScore }, categorySlugs) {
  const slug = { pattern: SLUG_PATTERN, max: SLUG_MAX };
  /** What each parameter of the catalogue's pages may be; any other route takes any value. */
  const known = {
    category: { slug: { values: categorySlugs } },
    product: { slug, slugproduct: slug },
  };
  return ROUTES.map((route) => ({
    path: route.path,
    owner: route.owner,
    page: route.page,
    public: route.public,
    pattern: routePattern(route.path),
    score: routeScore(route.path),
    params: route.path
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => segment.slice(1).replace(/\?$/, '')),
    rules: (route.owner === 'catalog' && known[route.page]) || {},
  }));
}

const accepts = (rule, value) => {
  if (value === undefined) return true;
  if (rule.values) return rule.values.includes(value);
  return value.length <= rule.max && new RegExp(`^${rule.pattern}$`).test(value);
};

/**
 * The route react-router ranks first for this path (as contracts' routeOf) and its match (the
 * parameters, raw, in the route's order), or undefined.
 * @param {ReturnType<typeof routeTable>} table
 * @param {string} pathname the path of the request, without its query
 */
export function bestRoute(table, pathname) {
  let best;
  for (const route of table) {
    const match = new RegExp(route.pattern, 'i').exec(pathname);
    if (match && (!best || route.score > best.route.score)) best = { route, match };
  }
  return best;
}

/**
 * Whether the app shows a page at this path (not its error page): the route react-router ranks
 * first (as contracts' routeOf), its parameters within what is known of them.
 * @param {ReturnType<typeof routeTable>} table
 * @param {string} pathname the path of the request, without its query
 */
export function isKnownPage(table, pathname) {
  const best = bestRoute(table, pathname);
  if (!best) return false;
  return best.route.params.every((name, i) => {
    const raw = best.match[i + 1];
    const rule = best.route.rules[name];
    if (!rule) return true;
    try {
      return accepts(rule, raw === undefined ? undefined : decodeURIComponent(raw));
    } catch {
      return false;
    }
  });
}

/** isKnownPage on the contracts' route table, for a server. */
export async function loadPageCheck() {
  const table = await loadRouteTable();
  return (pathname) => isKnownPage(table, pathname);
}

/**
 * The same decision for nginx: a `map` of $uri (decoded, as the app's router sees the path) to 1
 * for a page, 0 otherwise. A route whose parameters take any value is matched as the app matches
 * it (any case); known values are matched as they are (the api's slugs are lower case). A path
 * some route accepts is a page: no route the app ranks higher than the catalogue's refuses a value.
 * @param {ReturnType<typeof routeTable>} table
 * @param {string} variable
 */
export function nginxPageMap(table, variable = '$site_page') {
  const lines = table.map((route) => {
    if (Object.keys(route.rules).length === 0) return `    "~*${route.pattern}" 1;`;
    const segments = route.path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (!segment.startsWith(':')) return `(?i:/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`;
        const rule = route.rules[segment.slice(1).replace(/\?$/, '')];
        const value = !rule ? '[^/]+' : rule.values ? `(?:${rule.values.join('|')})` : `(?=[^/]{1,${rule.max}}(?:/|$))${rule.pattern}`;
        return segment.endsWith('?') ? `(?:/${value})?` : `/${value}`;
      });
    return `    "~^${segments.join('')}/?$" 1;`;
  });
  return [
    '# Written from shared-contracts/src/routes.ts by scripts/lib/routes.mjs: 1 for a page of the',
    '# shop, 0 for a path no route matches (or an unknown category, a malformed slug): a 404.',
    `map $uri ${variable} {`,
    '    default 0;',
    ...lines,
    '}',
    '',
  ].join('\n');
}
