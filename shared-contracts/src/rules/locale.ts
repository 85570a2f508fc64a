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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Intl's formatter for a language and options, made once and then reused. Making one costs far
 * more than using it: a tour's page made one per calendar day and per figure, and those
 * constructors were its costliest functions in a CPU profile of the page.
 */
export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(lang);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The same for numbers (see dateTimeFormat). */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(lang);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
