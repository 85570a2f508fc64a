import type { Lang } from '@nougaterie/contracts';
import { formatInParis } from '@nougaterie/contracts/rules';

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

/** A number as typed in France ("12,50", "1 000"); anything else is NaN, which the rules refuse. */
export function parseNumber(text: string): number {
  return /^-?[\d\s\u202f\u00a0]*[.,]?\d*$/.test(text.trim()) && /\d/.test(text) ? Number(text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.')) : NaN;
}

/** A number as written in France, for a form's field: 12, 12,5. */
export function numberText(n: number): string {
  return String(n).replace('.', ',');
}
