import { isApiError } from '@nougaterie/contracts';

/**
 * The sentence to show when the api refuses a form: its own message (already in the visitor's
 * language) when it sent one, `network` when it could not be reached, else `fallback`; never
 * axios' technical text.
 */
export function apiRefusal(error: unknown, { network, fallback }: { network: string; fallback: string }): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return network;
    if (error.body?.message) return error.body.message;
  }
  return fallback;
}
