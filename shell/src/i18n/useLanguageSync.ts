import type { Lang } from '@nougaterie/contracts';
import { loadLanguage } from '@nougaterie/ui';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useShell } from '../federation/ShellContext';

/**
 * The store owns the language (validation, persistence); i18next and <html lang> follow it once
 * the texts the page has shown so far are here in that language, so that a switch shows the new
 * language at once and never keys. Remotes bound to the store's language keep theirs meanwhile
 * (useTexts).
 */
export function useLanguageSync() {
  const { store } = useShell();
  useEffect(() => {
    let wanted: Lang | undefined;
    const subscription = store.lang$.subscribe((lang) => {
      wanted = lang;
      if (i18next.language === lang) {
        document.documentElement.lang = lang;
        return;
      }
      const follow = () => {
        // A quicker switch back may have come meanwhile: the last one wins.
        if (wanted !== lang) return;
        document.documentElement.lang = lang;
        if (i18next.language !== lang) void i18next.changeLanguage(lang);
      };
      loadLanguage(lang).then(follow, (error: unknown) => {
        // Missing texts fall back to French rather than to keys.
        console.error(`Some ${lang} texts could not be loaded`, error);
        follow();
      });
    });
    return () => {
      wanted = undefined;
      subscription.unsubscribe();
    };
  }, [store]);
}
