import type { Lang } from '@nougaterie/contracts';
import { loadTexts } from '@nougaterie/ui';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fallbackEn from './fallback/en.json';
import fallbackFr from './fallback/fr.json';
import { SHELL_NS } from './shellTexts';
import './texts';

/**
 * The few texts the shell needs when nothing else can be had (its error page, a remote's fallback
 * and placeholder, the wordmark), in both languages, inside the shell's first download: the
 * shell's namespace falls back on them, so they show even when its own texts failed to arrive.
 */
const FALLBACK_NS = 'shell-fallback';

/**
 * The one i18next of the site; remotes share this instance as a singleton. It starts at once
 * (everything waiting on a language may go on), and the promise settles once the shell's texts
 * in `lang` are here: index.ts started downloading them alongside the app's code.
 */
export async function initI18n(lang: Lang): Promise<void> {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { fr: { [FALLBACK_NS]: fallbackFr }, en: { [FALLBACK_NS]: fallbackEn } },
      lng: lang,
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'en'],
      ns: [SHELL_NS],
      defaultNS: SHELL_NS,
      fallbackNS: FALLBACK_NS,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  try {
    await loadTexts(SHELL_NS, lang);
  } catch (error) {
    console.error(`The shell's ${lang} texts could not be loaded`, error);
  }
}
