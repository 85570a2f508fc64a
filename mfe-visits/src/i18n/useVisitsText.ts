import type { Lang } from '@nougaterie/contracts';
import { registerTexts, useTexts } from '@nougaterie/ui';

export const NS = 'visits';

// On the site only the visitor's language is downloaded; the widget bundles both (widget/i18n.ts).
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/**
 * The visits texts in the language the host hands us: bound to `lang` rather than to the i18next
 * instance's current language, so an embed and its host page can disagree on it. On the site the
 * texts join the shared instance; the widget provides its own instance, which already holds them.
 */
export function useVisitsText(lang: Lang) {
  return useTexts(NS, lang);
}
