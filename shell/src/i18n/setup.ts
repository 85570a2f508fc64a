import type { Lang } from '@nougaterie/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

/** The shell's own namespace; each remote adds its own through registerTexts. */
export const SHELL_NS = 'shell';

/** The one i18next initialisation of the site; remotes share this instance as a singleton. */
export function initI18n(lang: Lang) {
  return i18next.use(initReactI18next).init({
    resources: { fr: { [SHELL_NS]: fr }, en: { [SHELL_NS]: en } },
    lng: lang,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
