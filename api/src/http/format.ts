import type { Lang } from '@nougaterie/contracts';
import { formatInParis, fromCents, numberFormat } from '@nougaterie/contracts/rules';

/** Euros as a shopper reads them in a sentence: « 30,00 € », "€30.00". */
export function formatEuros(lang: Lang, cents: number): string {
  return numberFormat(lang, { style: 'currency', currency: 'EUR' }).format(fromCents(cents));
}

/** A day as the shop lives it, in Provence, whatever the server's time zone. */
export function formatDate(lang: Lang, date: Date): string {
  return formatInParis(date, lang, { dateStyle: 'long' });
}

/** A day and time in Provence: « 5 décembre 2026 à 10:00 », "5 December 2026 at 10:00". */
export function formatDateTime(lang: Lang, date: Date): string {
  return formatInParis(date, lang, { dateStyle: 'long', timeStyle: 'short' });
}

/** A time of day in Provence: 10:15. */
export function formatTime(lang: Lang, date: Date): string {
  return formatInParis(date, lang, { timeStyle: 'short' });
}
