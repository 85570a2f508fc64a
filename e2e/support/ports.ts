/**
 * Ports of the site under test: away from `npm start`'s 3000-3005 and 4000. E2E_BASE_PORT moves
 * them all (shell on the base, remotes just above it, api 1000 higher, the second copy 100 higher).
 */
const base = Number(process.env.E2E_BASE_PORT || 3100);

const frontEnds = (shell: number) =>
  ({ shell, catalog: shell + 1, checkout: shell + 2, account: shell + 3, visits: shell + 4, backoffice: shell + 5 }) as const;

export const SITE_PORTS = frontEnds(base);
export const API_PORT = base + 1000;

/** A second copy of the front ends, which a test may break without disturbing the others. */
export const DOWN_SITE_PORTS = frontEnds(base + 100);

/**
 * The back-office journeys' own copy of the site and api (support/staff-site.ts): its first owner
 * is created by the api's staff command, which needs the database before the api opens it. One
 * copy per Playwright worker (its TEST_PARALLEL_INDEX): two backoffice*.spec.ts files running at
 * once each start their own, on ports of their own.
 */
const worker = Number(process.env.TEST_PARALLEL_INDEX || 0);
export const STAFF_SITE_PORTS = frontEnds(base + 200 + 20 * worker);
export const STAFF_API_PORT = base + 1200 + 20 * worker;

/** The shop's remotes, whose areas the tests below open; the back office has its own (backoffice*.spec.ts). */
export type RemoteName = 'catalog' | 'checkout' | 'account' | 'visits';
export const REMOTE_NAMES: RemoteName[] = ['catalog', 'checkout', 'account', 'visits'];

export const siteUrl = `http://localhost:${SITE_PORTS.shell}`;
export const apiUrl = `http://localhost:${API_PORT}`;

/** A partner's site embedding the booking widget: an origin of its own, which the api must allow. */
export const PARTNER_PORT = base + 10;
export const partnerUrl = `http://localhost:${PARTNER_PORT}`;

/** Where each remote's area lives in the shell. */
export const AREA_PATHS: Record<RemoteName, string> = {
  catalog: '/',
  visits: '/nougatourisme',
  account: '/sign/login',
  checkout: '/boutique/panier',
};
