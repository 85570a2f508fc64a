import { intlLocale, type Lang } from '@nougaterie/contracts';

/** The shop's clock: every date of the back office is read in Paris time, wherever the screen is. */
const TIME_ZONE = 'Europe/Paris';

export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** Today in Paris as YYYY-MM-DD, the api's day parameters. */
export function parisDay(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}
