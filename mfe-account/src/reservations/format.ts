import { intlLocale } from '@nougaterie/contracts';

/** Visits happen in Saint-Didier: their days and times are Paris time, wherever the customer reads them. */
const TIME_ZONE = 'Europe/Paris';

export function visitDate(instant: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}

export function visitTime(instant: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** A deadline with its hour: 'mercredi 3 décembre 2026 à 10:00'. */
export function visitDeadline(instant: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}
