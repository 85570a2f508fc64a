import type { Lang } from '@nougaterie/contracts';
import { registerTexts } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

export const NS = 'visits';

/**
 * The visits texts in the language the host hands us: bound to `lang` rather than to the i18next
 * instance's current language, so an embed and its host page can disagree on it.
 */
export function useVisitsText(lang: Lang) {
  registerTexts(NS, { fr, en });
  return useTranslation(NS, { lng: lang });
}
