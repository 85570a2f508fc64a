import type { Lang } from '@nougaterie/contracts';
import { registerTexts } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

/** The reservations page keeps its texts beside it, in their own namespace of the account remote. */
export const NS = 'account-reservations';

export function useReservationsText(lang: Lang) {
  registerTexts(NS, { fr, en });
  return useTranslation(NS, { lng: lang });
}
