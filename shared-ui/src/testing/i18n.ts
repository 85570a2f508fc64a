import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@nougaterie/contracts';

/**
 * Starts the shared i18next instance the way the shell does (fr default, React binding), or
 * switches its language when a previous test already started it.
 */
export async function initTestI18n(lang: Lang = 'fr'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'en'],
      interpolation: { escapeValue: false },
      resources: {},
    });
  }
  await i18next.changeLanguage(lang);
}
