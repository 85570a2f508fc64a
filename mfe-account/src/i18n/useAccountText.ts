import type { Lang } from '@nougaterie/contracts';
import { registerTexts, useTexts } from '@nougaterie/ui';

export const NS = 'account';

// Only the visitor's language is downloaded, from the moment this remote's code loads.
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/** The account texts in the language the host hands us (ctx.lang), whatever i18next's own. */
export function useAccountText(lang: Lang) {
  return useTexts(NS, lang);
}
