import { isApiError } from '@nougaterie/contracts';
import type { TFunction } from 'i18next';

/**
 * The sentence to show when the api refuses: its own message (in the staff member's language,
 * which every call sends) when it gave one, else ours; never axios' technical text.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('errors.network');
    if (error.body?.message) return error.body.message;
  }
  return t(fallbackKey);
}
