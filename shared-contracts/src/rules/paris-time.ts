import { tzOffset } from '@date-fns/tz/tzOffset';
import { dateTimeFormat } from './locale.js';

/**
 * Paris time, the shop's clock: tours, orders and opening hours happen in Provence, so their days
 * and times are read in Europe/Paris whatever the zone of the server or of the visitor's screen,
 * and across the daylight-saving changes. The one home of these helpers for the api and every
 * front end.
 *
 * Days are 'YYYY-MM-DD' strings, times 'HH:MM'. The zone's offset comes from @date-fns/tz's
 * tzOffset only (about 0.4 KB gzip with these functions): its TZDate class would add some 1.1 KB
 * gzip to every page, contracts reaching the browser whole as a shared module.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const MINUTE_MS = 60_000;

/** Milliseconds Paris is ahead of UTC at that instant (1 or 2 hours). */
const offsetAt = (instant: number) => tzOffset(PARIS_TIME_ZONE, new Date(instant)) * MINUTE_MS;

const toInstant = (instant: Date | string | number) => (instant instanceof Date ? instant.getTime() : new Date(instant).getTime());

/** The calendar day in Paris at that instant (now when absent). */
export function parisDay(instant: Date | string | number = new Date()): string {
  const time = toInstant(instant);
  return new Date(time + offsetAt(time)).toISOString().slice(0, 10);
}

/** The instant a Paris wall clock shows `time` on `day`. */
export function parisInstant(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the first guess is right except within an hour of a change: check once more.
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** An instant written in the language (contracts' intlLocale), on a Paris clock. */
export function formatInParis(instant: Date | string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(lang, { ...options, timeZone: PARIS_TIME_ZONE }).format(new Date(instant));
}

/** The day `days` later (earlier when negative): plain calendar arithmetic, no zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}
