import { DEFAULT_LANG, LANGS, type Lang } from '@nougaterie/contracts';
import i18next, { type i18n } from 'i18next';
import { useContext, useEffect, useReducer, useState } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';

export type Texts = Record<string, unknown>;
/** One language's texts of a namespace, fetched when first needed: `() => import('./fr.json')`. */
export type TextsLoader = () => Promise<{ default: Texts }>;
export type TextsLoaders = Record<Lang, TextsLoader>;

/** Every package's loaders, by namespace: one registry for the page, as @nougaterie/ui is a singleton. */
const loaders = new Map<string, TextsLoaders>();
/** The namespaces the page has asked for, in any language: what a language switch loads. */
const asked = new Set<string>();
/** Downloads asked for, by 'lang|ns': each language of a namespace is fetched once. */
const fetches = new Map<string, Promise<Texts>>();
/** What those downloads brought, for an i18next instance that does not hold it yet. */
const fetched = new Map<string, Texts>();
/** Downloads that failed, until a component that has nothing to show reports it. */
const failures = new Map<string, unknown>();

const keyOf = (lang: string, ns: string) => `${lang}|${ns}`;

function fetchTexts(ns: string, lang: Lang): Promise<Texts> {
  const key = keyOf(lang, ns);
  let pending = fetches.get(key);
  if (!pending) {
    const loader = loaders.get(ns)?.[lang];
    if (!loader) return Promise.reject(new Error(`No ${lang} texts registered for the namespace "${ns}"`));
    asked.add(ns);
    failures.delete(key);
    pending = loader().then(({ default: texts }) => {
      fetched.set(key, texts);
      return texts;
    });
    // A failed download (a chunk lost in a deploy, the network) is tried again at the next ask.
    pending.catch((error: unknown) => {
      fetches.delete(key);
      failures.set(key, error);
    });
    fetches.set(key, pending);
  }
  return pending;
}

/** Whether `i18n` holds the namespace in `lang`, taking texts already downloaded for another instance. */
function holds(i18n: i18n, ns: string, lang: string): boolean {
  if (i18n.hasResourceBundle(lang, ns)) return true;
  const texts = fetched.get(keyOf(lang, ns));
  if (!texts) return false;
  i18n.addResourceBundle(lang, ns, texts);
  return true;
}

/**
 * Declares how to fetch a namespace's texts in each language, instead of bundling them: a page
 * downloads only the namespaces it shows, in the visitor's language. Once the site's i18next has
 * a language, the namespace starts loading in it at once, alongside the code that registers it
 * (a remote's module, as it loads) rather than when a component first asks. The first
 * registration of a namespace stays.
 */
export function registerTexts(ns: string, texts: TextsLoaders): void {
  if (loaders.has(ns)) return;
  loaders.set(ns, texts);
  const lang = i18next.language;
  if (i18next.isInitialized && (LANGS as readonly string[]).includes(lang)) {
    loadTexts(ns, lang as Lang).catch(() => undefined);
  }
}

/** The namespaces registered so far (the test helpers load them all up front). */
export function registeredTexts(): string[] {
  return [...loaders.keys()];
}

/** Downloads a namespace's texts in `lang` ahead of need, without adding them anywhere yet. */
export async function prefetchTexts(ns: string, lang: Lang): Promise<void> {
  await fetchTexts(ns, lang);
}

/** Fetches the namespaces in `lang` (those not already there) and adds them to i18next. */
export async function loadTexts(namespaces: string | readonly string[], lang: Lang, i18n: i18n = i18next): Promise<void> {
  await Promise.all(
    [namespaces].flat().map(async (ns) => {
      if (holds(i18n, ns, lang)) return;
      const texts = await fetchTexts(ns, lang);
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts);
    }),
  );
}

/**
 * What a switch to `lang` needs before showing it: every namespace the page has asked for so far,
 * in that language (the namespaces of pages never opened stay where they are).
 */
export function loadLanguage(lang: Lang, i18n: i18n = i18next): Promise<void> {
  return loadTexts([...asked], lang, i18n);
}

/**
 * A namespace's translator in `lang`, by default the site's current language. The first render
 * waits for the texts under the nearest <Suspense>; after that, while another language's texts
 * are on their way, the language already shown stays (a switch never shows keys nor blanks the
 * page), and the texts change once they are all here. When the first texts cannot be had, the
 * error goes to the nearest error boundary (its retry asks again). A namespace nobody registered
 * (an i18next instance given its texts up front, as the visits widget's) is taken as it is.
 */
export function useTexts(ns: string, lang?: Lang) {
  const i18n = useContext(I18nContext)?.i18n ?? i18next;
  const wanted = lang ?? ((i18n.language as Lang | undefined) || DEFAULT_LANG);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const ready = holds(i18n, ns, wanted) || !loaders.has(ns);
  // The language the last render showed (none before the first texts): what stays on screen while
  // another language's texts are on their way.
  const [shown, setShown] = useState(ready ? wanted : undefined);
  const lng = ready ? wanted : shown !== undefined && holds(i18n, ns, shown) ? shown : undefined;
  const translation = useTranslation(ns, { lng: lng ?? wanted });

  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(ns, wanted, i18n).then(
      () => live && rerender(),
      (error: unknown) => console.error(`The ${wanted} texts of "${ns}" could not be loaded`, error),
    );
    return () => {
      live = false;
    };
  }, [i18n, ns, wanted, ready]);

  if (lng === undefined) {
    const key = keyOf(wanted, ns);
    if (failures.has(key)) {
      // For this render and React's immediate second try of it; a later mount (the boundary's
      // retry) downloads again.
      queueMicrotask(() => failures.delete(key));
      throw failures.get(key);
    }
    // Settles either way: the next render finds the texts, or the failure.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a render throws the promise it waits for
    throw loadTexts(ns, wanted, i18n).catch(() => undefined);
  }
  if (lng !== shown) setShown(lng);
  return translation;
}
