import { useEffect } from 'react';
import i18next from 'i18next';
import { useShell } from '../federation/ShellContext';

/** The store owns the language (validation, persistence); i18next and <html lang> follow it. */
export function useLanguageSync() {
  const { store } = useShell();
  useEffect(() => {
    const subscription = store.lang$.subscribe((lang) => {
      document.documentElement.lang = lang;
      if (i18next.language !== lang) void i18next.changeLanguage(lang);
    });
    return () => subscription.unsubscribe();
  }, [store]);
}
