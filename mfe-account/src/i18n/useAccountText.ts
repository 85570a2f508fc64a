import type { Lang } from '@nougaterie/contracts';
import { registerTexts } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

export const NS = 'account';

/** The account texts in the language the host hands us (ctx.lang), whatever i18next's own. */
export function useAccountText(lang: Lang) {
  registerTexts(NS, { fr, en });
  return useTranslation(NS, { lng: lang });
}
