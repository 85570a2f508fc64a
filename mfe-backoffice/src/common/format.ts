import { formatInParis, type Lang } from '@nougaterie/contracts';

/** The shop's clock: every date of the back office is read in Paris time, wherever the screen is. */
export function formatDateTime(iso: string, lang: Lang): string {
  return formatInParis(iso, lang, { dateStyle: 'short', timeStyle: 'short' });
}

export function formatDate(iso: string, lang: Lang): string {
  return formatInParis(iso, lang, { dateStyle: 'medium' });
}

export function formatTime(iso: string, lang: Lang): string {
  return formatInParis(iso, lang, { timeStyle: 'short' });
}
