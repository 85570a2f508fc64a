import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

export type Resources = { fr: Record<string, unknown>; en: Record<string, unknown> };

/**
 * Registers a package's fr/en texts under its own namespace in the shared i18next instance
 * (once), then returns that namespace's translator. Each remote owns its texts this way.
 */
export function registerTexts(ns: string, resources: Resources): void {
  for (const lang of ['fr', 'en'] as const) {
    if (!i18next.hasResourceBundle(lang, ns)) {
      i18next.addResourceBundle(lang, ns, resources[lang], true, false);
    }
  }
}

export function useRemoteTranslation(ns: string, resources: Resources) {
  registerTexts(ns, resources);
  return useTranslation(ns);
}
