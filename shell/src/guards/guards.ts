import { GUARD_NAMES, safeRedirect, type Basket, type GuardName, type Settings, type User } from '@nougaterie/contracts';

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

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });
const wanted = ({ pathname, search }: GuardInput) => `${pathname}${search}`;
const withRedirect = (path: string, input: GuardInput) =>
  `${path}?${new URLSearchParams({ redirect: wanted(input) }).toString()}`;

/** A logged-in user leaves the sign pages: for the page they asked for (a safe `redirect`), else home. */
export const noAuth: Guard = (input) =>
  input.user ? redirect(safeRedirect(new URLSearchParams(input.search).get('redirect'))) : allow;

export const requiresAuth: Guard = (input) => (input.user ? allow : redirect(withRedirect(LOGIN, input)));

export const requiresBasket: Guard = (input) => {
  if (input.basket) return allow;
  return input.pathname === HOME ? redirect(HOME) : redirect(withRedirect(LOGIN, input));
};

export const requiresAtLeastOneProduct: Guard = (input) =>
  input.basket && input.basket.nb_products > 0 ? allow : redirect(withRedirect(HOME, input));

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

const isGuardName = (name: string): name is GuardName => (GUARD_NAMES as readonly string[]).includes(name);

/** Runs guards in order; the first that does not allow decides. An unknown name is a 500 (SPEC §8). */
export function runGuards(names: readonly string[], input: GuardInput): GuardResult {
  for (const name of names) {
    if (!isGuardName(name)) return { kind: 'error', status: 500 };
    const result = GUARDS[name](input);
    if (result.kind !== 'allow') return result;
  }
  return allow;
}
