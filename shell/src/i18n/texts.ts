import type { Lang } from '@nougaterie/contracts';
import { registerTexts } from '@nougaterie/ui';
import { SHOWCASE_SECTIONS, type ShowcasePageId } from '../config/pages';
import { SHELL_NS, SHELL_TEXTS } from './shellTexts';

/** Texts of the showcase pages' common parts: table of contents, opening hours, access map. */
export const SHOWCASE_NS = 'shell-showcase';
/** Texts of the contact and trade account forms. */
export const CONTACT_NS = 'shell-contact';
/** Texts of one showcase or legal page: title, description, introduction and sections. */
export const pageNs = (id: ShowcasePageId) => `shell-page-${id}`;

// Each namespace downloads in the visitor's language when first needed: the shell's own with the
// app's code (index.ts), the others with the page that shows them (pages/shellPages.tsx).
registerTexts(SHELL_NS, SHELL_TEXTS);
registerTexts(SHOWCASE_NS, { fr: () => import('./showcase/fr.json'), en: () => import('./showcase/en.json') });
registerTexts(CONTACT_NS, { fr: () => import('./contact/fr.json'), en: () => import('./contact/en.json') });
// The terms of sale come from contracts, which the api's order confirmation also reads.
const terms = (lang: Lang) => import('@nougaterie/contracts/legal').then((m) => ({ default: m.TERMS_OF_SALE[lang] }));
registerTexts(pageNs('legal-cgv'), { fr: () => terms('fr'), en: () => terms('en') });
for (const id of Object.keys(SHOWCASE_SECTIONS) as ShowcasePageId[]) {
  if (id === 'legal-cgv') continue;
  registerTexts(pageNs(id), { fr: () => import(`./pages/fr/${id}.json`), en: () => import(`./pages/en/${id}.json`) });
}
