// Read by index.ts before the federation runtime has shared anything: only type imports from
// shared packages here.
import type { Lang } from '@nougaterie/contracts';
import type { TextsLoaders } from '@nougaterie/ui';

/** The shell's own namespace: header, footer, menus, consent banner, page titles. */
export const SHELL_NS = 'shell';

/** The shell's texts, one language at a time; its pages bring theirs (texts.ts). */
export const SHELL_TEXTS: TextsLoaders = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
};

/** LANG_STORAGE_KEY of @nougaterie/contracts, which this file cannot import (earlyLang.test.ts keeps them equal). */
const SAVED_LANG_KEY = 'lang';

const isKnown = (value: string | null | undefined): value is Lang => !!value && Object.hasOwn(SHELL_TEXTS, value);

/**
 * The language the session store will start in (?lang= first, then the saved choice, else
 * French), known before any shared code has loaded, so that its texts download alongside the
 * app's code. The store still decides: a wrong guess costs a second download, never a wrong page.
 */
export function earlyLang(search: string, storage: () => Pick<Storage, 'getItem'> | undefined): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (isKnown(asked)) return asked;
  try {
    const saved = storage()?.getItem(SAVED_LANG_KEY);
    if (isKnown(saved)) return saved;
  } catch {
    // Some privacy modes refuse any use of the storage.
  }
  return 'fr';
}
