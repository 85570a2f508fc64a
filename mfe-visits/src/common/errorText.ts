import { isApiError } from '@nougaterie/contracts';
import type { TFunction } from 'i18next';

/**
 * The sentence for a refused or failed call: the api's own message (written in the language the
 * request asked for), ours when none came back; never axios' technical text.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('errors.network');
    if (error.body?.message) return error.body.message;
  }
  return t('errors.unknown');
}
