import { registerTexts, useTexts } from '@nougaterie/ui';

/** The catalogue's i18next namespace. */
export const CATALOG_TEXTS = 'catalog';
const NS = CATALOG_TEXTS;

// Only the visitor's language is downloaded, from the moment this remote's code loads.
registerTexts(NS, { fr: () => import('./fr.json'), en: () => import('./en.json') });

/** The catalogue's texts, under its own i18next namespace so no other package can clash with them. */
export function useCatalogTranslation() {
  return useTexts(NS);
}
