import { DEFAULT_LANG, isLang, type Lang } from '../schemas/common.js';

export const LANG_STORAGE_KEY = 'lang';
export type LangStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage when the platform has one; reading it throws in some privacy modes, hence the try. */
export function defaultLangStorage(): LangStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** An explicit language (from the URL, say) wins over the saved one, which wins over French. */
export function initialLang(explicit: Lang | undefined, storage: LangStorage | undefined): Lang {
  if (explicit) return explicit;
  try {
    const saved = storage?.getItem(LANG_STORAGE_KEY);
    return isLang(saved) ? saved : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}
