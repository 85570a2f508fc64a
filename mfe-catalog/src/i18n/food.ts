import { registerTexts, useTexts } from '@nougaterie/ui';

/**
 * The product page's food information texts (labels, annex II's allergen names), a namespace of
 * their own: they download with the section's code, when it comes into view, not with the page.
 */
const NS = 'catalog-food';
registerTexts(NS, { fr: () => import('./food.fr.json'), en: () => import('./food.en.json') });

export function useFoodTranslation() {
  return useTexts(NS);
}
