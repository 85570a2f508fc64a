import { routeOf, type Basket, type GuardName, type Settings, type User } from '@nougaterie/contracts';
import { safeRedirect } from '@nougaterie/contracts/rules';

/** What a guard may look at: the wanted location and the session once start-up is done. */
export interface GuardInput {
  pathname: string;
  search: string;
  user: User | null;
  basket: Basket | null;
  settings: Settings | null;
}

export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'error'; status: number };

export type Guard = (input: GuardInput) => GuardResult;

export const HOME = '/';
export const LOGIN = '/sign/login';
export const MAINTENANCE = '/maintenance';
/** A customer's orders, the last one first. */
export const ORDERS = '/mon-compte/mes-commandes';
const SUMMARY = '/boutique/recapitulatif';

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });
const wanted = ({ pathname, search }: GuardInput) => `${pathname}${search}`;
const withRedirect = (path: string, input: GuardInput) => `${path}?${new URLSearchParams({ redirect: wanted(input) }).toString()}`;

/** A logged-in user leaves the sign pages: for the page they asked for (a safe `redirect`), else home. */
export const noAuth: Guard = (input) => (input.user ? redirect(safeRedirect(new URLSearchParams(input.search).get('redirect'))) : allow);

export const requiresAuth: Guard = (input) => (input.user ? allow : redirect(withRedirect(LOGIN, input)));

/**
 * A visitor without a basket may find one by logging in. A customer's basket comes with their
 * token, so login would only send them back here (noAuth): after an order (Back from the
 * confirmation to the summary) they see their orders, the last one first; elsewhere, home.
 */
export const requiresBasket: Guard = (input) => {
  if (input.basket || namesBasket(input.pathname)) return allow;
  if (input.user) return redirect(isSummary(input.pathname) ? ORDERS : HOME);
  return input.pathname === HOME ? redirect(HOME) : redirect(withRedirect(LOGIN, input));
};

const BASKET_LINK = /^\/boutique\/recapitulatif\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

/**
 * The summary of a basket named by its id (a UUID, the bearer secret of a guest's basket): the
 * link mailed after a declined card. The page opens that basket itself, for whoever may read it.
 */
const namesBasket = (pathname: string) => BASKET_LINK.test(pathname);

const isSummary = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/$/, '');
  return path === SUMMARY || path.startsWith(`${SUMMARY}/`);
};

export const requiresAtLeastOneProduct: Guard = (input) => (input.basket && input.basket.nb_products > 0 ? allow : redirect(withRedirect(HOME, input)));

/** The maintenance page is only reachable during maintenance, and then it is the only page. */
export const maintenance: Guard = (input) => {
  const onMaintenancePage = input.pathname === MAINTENANCE;
  if (input.settings?.maintenance) return onMaintenancePage ? allow : redirect(MAINTENANCE);
  return onMaintenancePage ? redirect(HOME) : allow;
};

const GUARDS: Record<GuardName, Guard> = {
  noAuth,
  requiresAuth,
  requiresBasket,
  requiresAtLeastOneProduct,
  maintenance,
};

/** Runs guards in order; the first that does not allow decides. An unknown name is a 500 (SPEC §8). */
export function runGuards(names: readonly string[], input: GuardInput): GuardResult {
  return runWith(GUARDS, names, input);
}

function runWith(guards: Readonly<Record<string, Guard>>, names: readonly string[], input: GuardInput): GuardResult {
  for (const name of names) {
    const guard = Object.prototype.hasOwnProperty.call(guards, name) ? guards[name] : undefined;
    if (!guard) return { kind: 'error', status: 500 };
    const result = guard(input);
    if (result.kind !== 'allow') return result;
  }
  return allow;
}

/** Every page the shell guards also gets the maintenance check. */
export const withMaintenance = (names: readonly string[]): string[] =>
  names.includes('maintenance' satisfies GuardName) ? [...names] : [...names, 'maintenance'];

/** The guards and the route table a redirect is followed through. */
export interface GuardTable {
  guards: Readonly<Record<string, Guard>>;
  /** The guard names the shell applies on a path. */
  namesAt(pathname: string): readonly string[];
}

export const ROUTE_GUARDS: GuardTable = {
  guards: GUARDS,
  namesAt: (pathname) => withMaintenance(routeOf(pathname)?.route.guards ?? []),
};

/** Longer chains than this are taken for a loop too (a `redirect` query growing at each turn). */
const MAX_HOPS = 8;
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Where the session may go from the wanted location, as one final answer: a redirect is followed
 * through its target's own guards, with the same session, until a page allows it. A page that
 * sends back to one already passed (requiresBasket to login, noAuth back again) would make the
 * browser flip between them, so the chain ends at home instead; a redirect to the page being
 * judged means stay (requiresBasket at home). The destination allows itself, so arriving there
 * never redirects again until the session changes.
 */
export function resolveGuards(names: readonly string[], input: GuardInput, table: GuardTable = ROUTE_GUARDS): GuardResult {
  const start = `${input.pathname}${input.search}`;
  const passed = new Set([start]);
  let at = start;
  let result = runWith(table.guards, names, input);
  let fellBack = false;
  while (result.kind === 'redirect') {
    if (result.to === at) break;
    let to = result.to;
    if (passed.has(to) || passed.size > MAX_HOPS) {
      if (fellBack) return { kind: 'error', status: 500 };
      fellBack = true;
      to = HOME;
    }
    passed.add(to);
    at = to;
    const { pathname, search } = new URL(to, PROBE_ORIGIN);
    result = runWith(table.guards, table.namesAt(pathname), { ...input, pathname, search });
  }
  if (result.kind === 'error' && at === start) return result;
  return at === start ? allow : redirect(at);
}
