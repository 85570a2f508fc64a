import { createInstance, type i18n } from 'i18next';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { NS } from '../i18n/useVisitsText.js';

/**
 * The widget's own i18next, never the page's (which may have one, in another version, set to
 * another language): the visits texts loaded up front, so nothing is fetched and nothing waits.
 */
export function createWidgetI18n(): i18n {
  const instance = createInstance({
    resources: { fr: { [NS]: fr }, en: { [NS]: en } },
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: [NS],
    defaultNS: NS,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}
