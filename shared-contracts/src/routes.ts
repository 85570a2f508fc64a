import type { RemoteName } from './remote.js';

/** Who renders a route: a remote, or the shell itself. */
export type RouteOwner = RemoteName | 'shell';
/**
 * How the shell frames a page: `default` the shop's header and footer, `order` the checkout's
 * narrow frame, `empty` nothing, `staff` nothing of the shop either (no header, footer, consent
 * banner, page views or guards: the back office brings its own frame and staff sign-in).
 */
export type LayoutName = 'default' | 'empty' | 'order' | 'staff';
/** Route guards of SPEC §6. The shell answers 500 for a name it does not know. */
export const GUARD_NAMES = ['noAuth', 'requiresAuth', 'requiresBasket', 'requiresAtLeastOneProduct', 'maintenance'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export interface RouteDef {
  /** react-router path pattern; a trailing `/*` (a splat) leaves the rest of the path to the owner's own routes. */
  path: string;
  owner: RouteOwner;
  /** Page id inside the owner: a key of the remote's exposed `./routes` pages map, or a shell page. */
  page: string;
  layout: LayoutName;
  guards: GuardName[];
  /**
   * A page for everyone that search engines may index; robots.txt disallows the others (account,
   * sign-in, checkout, visit payment, back office). The sitemap lists those without parameters.
   */
  public: boolean;
  /**
   * Its owner paints a first view of it before the app's code runs (early.ts, EARLY_SCRIPT_FILE):
   * index.html's inline script fetches the early script with the manifest, and the app starts once
   * that view is on screen. The owner's manifest names the pages it actually serves so.
   */
  early: boolean;
}

const r = (
  path: string,
  owner: RouteOwner,
  page: string,
  // readonly so the shared `as const` option objects below are accepted; each route gets its own copy.
  opts: { layout?: LayoutName; guards?: readonly GuardName[]; public?: boolean; early?: boolean } = {},
): RouteDef => ({
  path,
  owner,
  page,
  layout: opts.layout ?? 'default',
  guards: [...(opts.guards ?? [])],
  public: opts.public ?? true,
  early: opts.early ?? false,
});

/** The data protection policy, which every form that collects personal data links to. */
export const PRIVACY_POLICY_PATH = '/legal/politique-protection-donnees-rgpd';

const CHECKOUT_STEP = { layout: 'order', guards: ['requiresBasket', 'requiresAtLeastOneProduct'], public: false } as const;
const ACCOUNT = { guards: ['requiresAuth'], public: false } as const;
const SIGN = { guards: ['noAuth'], public: false } as const;
/** The staff's side: the back office routes its pages itself under /gestion. */
export const STAFF_PATH = '/gestion';

/**
 * Every route of SPEC §2 and the package that owns it. The shell renders this table; each remote
 * exposes, in its `./routes` module, a `pages` map with the page ids it owns here.
 */
export const ROUTES: RouteDef[] = [
  r('/', 'catalog', 'home'),
  r('/boutique', 'catalog', 'shop'),
  r('/boutique/panier', 'checkout', 'basket', { layout: 'order', public: false }),
  r('/boutique/informations', 'checkout', 'information', CHECKOUT_STEP),
  r('/boutique/livraison', 'checkout', 'delivery', CHECKOUT_STEP),
  r('/boutique/paiement', 'checkout', 'payment', CHECKOUT_STEP),
  /** Where the provider's hosted page sends the shopper back (issue #24): reads the payment's state, marks nothing. */
  r('/boutique/paiement/retour', 'checkout', 'payment-return', { layout: 'order', public: false }),
  r('/boutique/recapitulatif/:id?', 'checkout', 'summary', { layout: 'order', guards: ['requiresBasket'], public: false }),
  r('/boutique/confirmation', 'checkout', 'confirmation', { layout: 'order', public: false }),
  r('/boutique/:slug', 'catalog', 'category'),
  r('/boutique/:slug/:slugproduct', 'catalog', 'product', { early: true }),
  r('/contactez-nous', 'shell', 'contact'),
  r('/espace-pro', 'shell', 'pro'),
  r('/infos-pratiques', 'shell', 'practical'),
  r('/la-filiere-agricole', 'shell', 'supply'),
  r('/la-nougaterie', 'shell', 'history'),
  r('/magasin-saint-didier', 'shell', 'store'),
  r('/nougatourisme', 'visits', 'tours'),
  r('/maintenance', 'shell', 'maintenance', { layout: 'empty', guards: ['maintenance'], public: false }),
  r('/wp-login', 'shell', 'wp-login', { public: false }),
  r('/mon-compte', 'account', 'account-home', ACCOUNT),
  r('/mon-compte/mon-espace', 'account', 'profile', ACCOUNT),
  r('/mon-compte/mes-adresses', 'account', 'addresses', ACCOUNT),
  r('/mon-compte/mes-commandes', 'account', 'orders', ACCOUNT),
  r('/mon-compte/mes-points-de-fidelite', 'account', 'loyalty', ACCOUNT),
  r('/mon-compte/mes-reservations', 'account', 'reservations', ACCOUNT),
  r('/sign', 'account', 'sign-home', SIGN),
  r('/sign/login', 'account', 'login', SIGN),
  r('/sign/register', 'account', 'register', SIGN),
  r('/sign/forgot-password', 'account', 'forgot-password', SIGN),
  r('/sign/reset-password/:token?', 'account', 'reset-password', SIGN),
  r('/legal/conditions-generales-utilisation', 'shell', 'legal-cgu'),
  r('/legal/conditions-generales-vente', 'shell', 'legal-cgv'),
  r('/legal/mentions-legales', 'shell', 'legal-mentions'),
  r(PRIVACY_POLICY_PATH, 'shell', 'legal-rgpd'),
  r('/visites/paiement', 'visits', 'payment', { public: false }),
  r('/visites/paiement/retour', 'visits', 'payment-return', { public: false }),
  r('/visites/confirmation', 'visits', 'confirmation', { public: false }),
  r('/visites/merci', 'visits', 'thanks', { public: false }),
  r('/visites/erreur', 'visits', 'error', { public: false }),
  r('/visites/:slug?', 'visits', 'booking'),
  r(`${STAFF_PATH}/*`, 'backoffice', 'backoffice', { layout: 'staff', public: false }),
];

/** The routes the sitemap lists: public, without parameters (categories and products come from the api's data). */
export function inSitemap(route: RouteDef): boolean {
  return route.public && !route.path.includes(':');
}

/** Page ids each remote must expose in its `./routes` pages map. */
export function pagesOf(owner: RouteOwner): string[] {
  return [...new Set(ROUTES.filter((route) => route.owner === owner).map((route) => route.page))];
}

/**
 * A route's path as a regular expression source, matched as react-router does (any case, optional
 * trailing slash); each parameter is a capture group, in order, and a trailing splat (`/*`) the
 * last one: the rest of the path, empty for the prefix itself (`/gestion/*` matches `/gestion`).
 */
export function routePattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  const body = (splat ? segments.slice(0, -1) : segments)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return splat ? `^${body}(?:/|$)(.*)$` : `^${body}/?$`;
}

/** A route's parameter names, in the order of routePattern's groups; a splat is `*`, as react-router names it. */
export function routeParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')));
}

/**
 * react-router's ranking of a route path (its computeScore): among the patterns a path matches,
 * the highest wins, so /boutique/panier beats /boutique/:slug.
 */
export function routeScore(path: string): number {
  const segments = path.split('/').filter(Boolean);
  return segments.reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), segments.length);
}

/** A path segment decoded; one that is not valid percent-encoding (`%E0`) stays as it is, as react-router leaves it. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route a path opens and its parameters, ranked as react-router ranks them, for code that runs
 * without react-router (a remote's early script, contracts' early.ts).
 */
export function routeOf(pathname: string): { route: RouteDef; params: Record<string, string | undefined> } | undefined {
  let found: { route: RouteDef; match: RegExpExecArray; score: number } | undefined;
  for (const route of ROUTES) {
    const match = new RegExp(routePattern(route.path), 'i').exec(pathname);
    const score = routeScore(route.path);
    if (match && (!found || score > found.score)) found = { route, match, score };
  }
  if (!found) return undefined;
  const names = routeParams(found.route.path);
  const { match } = found;
  const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] === undefined ? undefined : decodeSegment(match[i + 1])]));
  return { route: found.route, params };
}
