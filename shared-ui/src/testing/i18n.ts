import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@nougaterie/contracts';
import { loadTexts, prefetchTexts, registeredTexts } from '../texts.js';

/**
 * Texts load on demand in the browser; a test wants them at once. Importing these helpers
 * downloads, before the test file's tests run, every namespace registered by then (the packages
 * register theirs as their modules load), in every language, so that rendering finds them ready.
 */
async function fetchEveryText(): Promise<void> {
  await Promise.all(registeredTexts().flatMap((ns) => LANGS.map((lang) => prefetchTexts(ns, lang))));
}
if (typeof beforeAll === 'function') beforeAll(fetchEveryText);

/** Gives the shared i18next instance every text downloaded so far, in every language, at once. */
export function addFetchedTexts(): void {
  // loadTexts adds what is already downloaded before its first await, hence synchronously.
  for (const lang of LANGS) loadTexts(registeredTexts(), lang).catch(() => undefined);
}

/**
 * Starts the shared i18next instance the way the shell does (fr default, React binding), at
 * once, when no previous test has, and gives it the registered texts (see addFetchedTexts).
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
  addFetchedTexts();
}

/** Starts the shared i18next instance (see startTestI18n), or switches its language when a previous test already started it. */
export async function initTestI18n(lang: Lang = 'fr'): Promise<void> {
  startTestI18n(lang);
  await i18next.changeLanguage(lang);
}
