/**
 * Read by shape rather than `instanceof ApiError`, so a remote and the shell agree even when they
 * were built against different copies of contracts.
 */
function field(error: unknown, name: 'status' | 'code'): unknown {
  return (error as Record<string, unknown> | null)?.[name];
}

/**
 * True when the api says the thing asked for does not exist (unknown slug). The api answers
 * ROUTE_NOT_FOUND for an endpoint it does not have (yet): that is an outage, not a missing page.
 */
export function isMissingResource(error: unknown): boolean {
  return field(error, 'status') === 404 && field(error, 'code') !== 'ROUTE_NOT_FOUND';
}
