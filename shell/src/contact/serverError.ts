import { isApiError } from '@nougaterie/contracts';
import type { TFunction } from 'i18next';

/** The api's own sentence (already in the visitor's language) when it sent one; never axios' text. */
export function serverError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('form.network');
    if (error.body?.message) return error.body.message;
  }
  return t('form.failed');
}
