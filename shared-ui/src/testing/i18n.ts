import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@nougaterie/contracts';

/**
 * Starts the shared i18next instance the way the shell does (fr default, React binding), at
 * once, when no previous test has; each remote then adds its own texts (registerTexts).
 */
export function startTestI18n(lang: Lang = 'fr'): void {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'en'],
      interpolation: { escapeValue: false },
      resources: {},
      initAsync: false,
    });
  }
}

/** Starts the shared i18next instance (see startTestI18n), or switches its language when a previous test already started it. */
export async function initTestI18n(lang: Lang = 'fr'): Promise<void> {
  startTestI18n(lang);
  await i18next.changeLanguage(lang);
}
