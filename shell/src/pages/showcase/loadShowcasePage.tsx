import type { Lang } from '@nougaterie/contracts';
import { loadTexts } from '@nougaterie/ui';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { SHOWCASE_SECTIONS, type ShowcasePageId } from '../../config/pages';
import { CONTACT_NS, SHOWCASE_NS, pageNs } from '../../i18n/texts';

const currentLang = () => i18next.language as Lang;

const openingHours = () => import('./OpeningHours').then((m) => m.OpeningHours);
const accessMap = () => import('./AccessMap').then((m) => m.AccessMap);
// The forms bring final-form and react-final-form: only the pages that hold one download them.
const contactForm = async () => (await Promise.all([import('../../contact/ContactForm'), loadTexts(CONTACT_NS, currentLang())]))[0].ContactForm;
const proRequestForm = async () => (await Promise.all([import('../../contact/ProRequestForm'), loadTexts(CONTACT_NS, currentLang())]))[0].ProRequestForm;

/** What a section shows beneath its texts, by anchor: the same hours on both pages that list them. */
const SECTION_WIDGETS: Partial<Record<string, () => Promise<ComponentType>>> = {
  'les-horaires': openingHours,
  horaires: openingHours,
  'comment-venir': accessMap,
  contact: contactForm,
  formulaire: contactForm,
  'demande-de-compte': proRequestForm,
};

/**
 * A showcase or legal page for React.lazy: its code, its sections' widgets and its texts in the
 * current language, all fetched at once, so the page shows whole and nothing waits on another.
 */
export async function loadShowcasePage(id: ShowcasePageId): Promise<{ default: ComponentType }> {
  const anchors = SHOWCASE_SECTIONS[id].filter((anchor) => SECTION_WIDGETS[anchor]);
  const [{ ShowcasePage }, widgets] = await Promise.all([
    import('./ShowcasePage'),
    Promise.all(anchors.map((anchor) => SECTION_WIDGETS[anchor]!())),
    loadTexts([SHOWCASE_NS, pageNs(id)], currentLang()),
  ]);
  const byAnchor = Object.fromEntries(anchors.map((anchor, index) => [anchor, widgets[index]]));
  return {
    default: function LoadedShowcasePage() {
      return <ShowcasePage id={id} widgets={byAnchor} />;
    },
  };
}
