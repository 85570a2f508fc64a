import { isApiError } from '@nougaterie/contracts';
import type { TFunction } from 'i18next';

/**
 * The sentence to show when a call fails: the api's own message for a refusal (it is already in
 * the shopper's language and says why: stock gone, code refused...), ours for a lost connection or
 * a server fault, never axios' technical text.
 */
export function errorText(error: unknown, t: TFunction, fallback = 'errors.unexpected'): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('errors.network');
    if (error.status < 500 && error.body?.message) return error.body.message;
  }
  return t(fallback);
}
