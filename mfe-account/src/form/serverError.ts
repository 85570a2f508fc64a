import { apiRefusal } from '@nougaterie/ui/form';
import type { TFunction } from 'i18next';

/** The api's own sentence when it sent one, `errors.network` when unreachable, else `fallbackKey`'s. */
export const serverError = (error: unknown, t: TFunction, fallbackKey: string): string =>
  apiRefusal(error, { network: t('errors.network'), fallback: t(fallbackKey) });
