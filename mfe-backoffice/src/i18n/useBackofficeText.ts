import type { Lang } from '@nougaterie/contracts';
import { registerTexts, useTexts } from '@nougaterie/ui';

export const NS = 'backoffice';

// Only the staff member's language is downloaded, from the moment this remote's code loads.
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/** The back office's texts in the language the host hands us (ctx.lang). */
export function useBackofficeText(lang: Lang) {
  return useTexts(NS, lang);
}
