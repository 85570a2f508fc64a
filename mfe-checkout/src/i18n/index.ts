import { registerTexts, useTexts } from '@nougaterie/ui';

const NS = 'checkout';

// Only the visitor's language is downloaded, from the moment this remote's code loads.
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/** The checkout's texts, under its own i18next namespace. */
export function useCheckoutTranslation() {
  return useTexts(NS);
}
