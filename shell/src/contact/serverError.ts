import { apiRefusal } from '@nougaterie/ui/form';
import type { TFunction } from 'i18next';

/** The api's own sentence (already in the visitor's language) when it sent one; never axios' text. */
export const serverError = (error: unknown, t: TFunction): string => apiRefusal(error, { network: t('form.network'), fallback: t('form.failed') });
