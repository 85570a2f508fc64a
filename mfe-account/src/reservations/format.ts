import { formatInParis } from '@nougaterie/contracts/rules';

/** Visits happen in Saint-Didier: their days and times are Paris time, wherever the customer reads them. */
export function visitDate(instant: string, lang: string): string {
  return formatInParis(instant, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function visitTime(instant: string, lang: string): string {
  return formatInParis(instant, lang, { hour: '2-digit', minute: '2-digit' });
}

/** A deadline with its hour: 'mercredi 3 décembre 2026 à 10:00'. */
export function visitDeadline(instant: string, lang: string): string {
  return formatInParis(instant, lang, { dateStyle: 'full', timeStyle: 'short' });
}
