/**
 * Read by shape rather than `instanceof ApiError`, so a remote and the shell agree even when they
 * were built against different copies of contracts.
 */
function field(error: unknown, name: 'status' | 'code' | 'message'): unknown {
  return (error as Record<string, unknown> | null)?.[name];
}

/**
 * True when the api says the thing asked for does not exist (unknown slug; a slug too long to be
 * one answers 414). The api answers ROUTE_NOT_FOUND for an endpoint it does not have (yet): that
 * is an outage, not a missing page.
 */
export function isMissingResource(error: unknown): boolean {
  const status = field(error, 'status');
  return (status === 404 || status === 414) && field(error, 'code') !== 'ROUTE_NOT_FOUND';
}

export const isUnauthorized = (error: unknown) => field(error, 'status') === 401;

/**
 * The api's own words when it refuses on business grounds (409 conflict, 422 not possible: stock,
 * duplicate alert...). It writes them for the shopper, in their language; other failures
 * (network, 5xx, validation jargon) get the page's generic text instead.
 */
export function refusalMessage(error: unknown): string | null {
  const status = field(error, 'status');
  const message = field(error, 'message');
  return (status === 409 || status === 422) && typeof message === 'string' && message ? message : null;
}
