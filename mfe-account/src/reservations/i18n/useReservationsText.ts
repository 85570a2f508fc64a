import type { Lang } from '@nougaterie/contracts';
import { registerTexts, useTexts } from '@nougaterie/ui';

/** The reservations page keeps its texts beside it, in their own namespace of the account remote. */
export const NS = 'account-reservations';

registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

export function useReservationsText(lang: Lang) {
  return useTexts(NS, lang);
}
