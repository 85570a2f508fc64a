import { addDays, dateTimeFormat, formatInParis, parisDay } from '@nougaterie/contracts/rules';

/**
 * Calendar arithmetic on plain days ('YYYY-MM-DD') and months ('YYYY-MM'). Slots are Paris time
 * (contracts' slotSchema): a day is computed in that zone, whatever the visitor's own (contracts'
 * parisDay and addDays, rules/paris-time.ts), and days are handled as UTC dates so that no offset
 * can shift them.
 */

export const monthOf = (day: string) => day.slice(0, 7);

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addMonths(month: string, months: number): string {
  const date = toDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return toDay(date).slice(0, 7);
}

export function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** Monday = 0 … Sunday = 6, as French calendars start the week. */
export const weekday = (day: string) => (toDate(day).getUTCDay() + 6) % 7;

/** The same day moved by whole months, kept inside the target month (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = lastDayOf(month);
  const wanted = `${month}-${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export function formatDay(day: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  const text = dateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(toDate(day));
  // French writes the first of the month as an ordinal ("1er décembre"); Intl gives "1 décembre".
  return lang === 'fr' && options.day && options.month ? text.replace(/(^|\s)1(?=\s\p{L})/u, '$11er') : text;
}

export function formatMonth(month: string, lang: string): string {
  return formatDay(`${month}-01`, lang, { month: 'long', year: 'numeric' });
}

/** Short names of the days of the week, Monday first. */
export function weekdayNames(lang: string, width: 'short' | 'long'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => formatDay(addDays('2024-01-01', i), lang, { weekday: width }));
}

/** The time of an instant in Paris, e.g. 14:30. */
export function parisTime(instant: string, lang: string): string {
  return formatInParis(instant, lang, { hour: '2-digit', minute: '2-digit' });
}

/** A slot's full date in words, e.g. samedi 13 juin 2026. */
export function parisDate(instant: string, lang: string): string {
  return formatDay(parisDay(instant), lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
