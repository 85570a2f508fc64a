import { fromCents, type Lang } from '@nougaterie/contracts';

const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

/** Euros as a shopper reads them in a sentence: « 30,00 € », "€30.00". */
export function formatEuros(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(fromCents(cents));
}

/** A day as the shop lives it, in Provence, whatever the server's time zone. */
export function formatDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);
}
