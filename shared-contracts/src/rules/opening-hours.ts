import type { OpeningDay } from '../schemas/basket.js';
import type { ClockTime, OpeningSlot, Weekday } from './hours.js';
import { intlLocale } from './locale.js';

/** Monday first, as a week is read in France and in Britain. */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** 7 January 2024 was a Sunday: weekday d is the (7 + d)th. UTC, so no time zone moves the day. */
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 7 + day));
const timeDate = (time: ClockTime) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** One line of a relay point's hours: the days ('Lundi – vendredi') and each of their slots. */
export interface OpeningLine {
  days: string;
  slots: string[];
}

interface Run {
  first: Weekday;
  last: Weekday;
  slots: OpeningSlot[];
  key: string;
}

/**
 * A week of opening hours as a shopper reads it, in their language (the checkout's relay points,
 * the order mail's): consecutive days open at the
 * same times on one line, days named and times written by Intl ('08:30 – 12:30' in French,
 * '08:30–12:30' in British English). Closed days are left out, as the hours a relay gives are.
 */
export function openingLines(week: readonly OpeningDay[], lang: string): OpeningLine[] {
  const dayName = new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const slotsOf = new Map(week.map((day) => [day.day, day.slots]));

  const runs: Run[] = [];
  let open: Run | null = null;
  for (const day of WEEK) {
    const slots = slotsOf.get(day);
    if (!slots?.length) {
      open = null;
      continue;
    }
    const key = slots.map((slot) => `${slot.from}-${slot.to}`).join(',');
    if (open && open.key === key) {
      open.last = day;
    } else {
      open = { first: day, last: day, slots, key };
      runs.push(open);
    }
  }

  return runs.map(({ first, last, slots }) => ({
    days: capitalised(first === last ? dayName.format(dayDate(first)) : `${dayName.format(dayDate(first))} – ${dayName.format(dayDate(last))}`),
    slots: slots.map((slot) => time.formatRange(timeDate(slot.from), timeDate(slot.to))),
  }));
}
