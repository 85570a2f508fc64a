import type { Lang } from '@nougaterie/contracts';
import { registerTexts, useTexts } from '@nougaterie/ui';
import { useStaff } from '../session/StaffSession.js';

export const NS = 'backoffice';

// Only the staff member's language is downloaded, from the moment this remote's code loads.
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/** The back office's texts in the language the host hands us (ctx.lang). */
export function useBackofficeText(lang: Lang) {
  return useTexts(NS, lang);
}

/** The same, inside the back office, where the session knows the language. */
export function useT() {
  return useBackofficeText(useStaff().lang);
}
