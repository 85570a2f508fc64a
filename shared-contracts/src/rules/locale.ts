import type { Lang } from '../schemas/common.js';

/**
 * The Intl locale each language of the site is written in: French of France, and British
 * English (day before month, 24-hour clock, as the shop's customers from abroad expect).
 * Every date, number and country name of the front ends and of the api's mails goes through it.
 */
export const INTL_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const satisfies Record<Lang, string>;
export type IntlLocale = (typeof INTL_LOCALES)[Lang];

/** The Intl locale of a language; anything other than English reads as French, the default. */
export function intlLocale(lang: string): IntlLocale {
  return lang === 'en' ? INTL_LOCALES.en : INTL_LOCALES.fr;
}
