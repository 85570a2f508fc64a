import { seasonOn, type OpeningSeason, type OpeningSlot, type Weekday } from './hours.js';
import { intlLocale } from './locale.js';
import { openingLines, type OpeningLine } from './opening-hours.js';
import { addDays, parisDay } from './paris-time.js';

const DAY: OpeningSlot[] = [{ from: '09:00', to: '19:00' }];
const SPLIT: OpeningSlot[] = [
  { from: '09:00', to: '12:30' },
  { from: '14:00', to: '18:30' },
];
const WINTER: OpeningSlot[] = [
  { from: '09:30', to: '12:30' },
  { from: '14:00', to: '18:00' },
];
const SUNDAY_MORNING: OpeningSlot[] = [{ from: '10:00', to: '12:30' }];

/**
 * Opening hours of the Saint-Didier shop and tea room, season by season (the first season that
 * matches a date wins: December's Christmas hours go before winter's). Here, in contracts, so that
 * the api's mails ("your order is ready at the shop") word the same hours as the shop's pages
 * (shell/src/config/hours.ts re-exports it for the magasin and infos-pratiques pages).
 */
export const SHOP_OPENING_SEASONS: OpeningSeason[] = [
  {
    id: 'christmas',
    periods: [{ from: '12-01', to: '12-31' }],
    week: { 0: DAY, 1: DAY, 2: DAY, 3: DAY, 4: DAY, 5: DAY, 6: DAY },
  },
  {
    id: 'summer',
    periods: [{ from: '07-01', to: '08-31' }],
    week: { 0: DAY, 1: DAY, 2: DAY, 3: DAY, 4: DAY, 5: DAY, 6: DAY },
  },
  {
    id: 'mid',
    periods: [
      { from: '04-01', to: '06-30' },
      { from: '09-01', to: '10-31' },
    ],
    week: { 0: SUNDAY_MORNING, 1: SPLIT, 2: SPLIT, 3: SPLIT, 4: SPLIT, 5: SPLIT, 6: SPLIT },
  },
  {
    id: 'winter',
    periods: [{ from: '11-01', to: '03-31' }],
    week: { 2: WINTER, 3: WINTER, 4: WINTER, 5: WINTER, 6: WINTER },
  },
];

/**
 * The shop's week on `date` (its season's hours), worded for a shopper as relay points' hours are.
 * `seasons`: the shop's stored hours (GET /api/shop/info); the demonstration ones above when absent.
 */
export function shopOpeningLines(date: Date, lang: string, seasons: readonly OpeningSeason[] = SHOP_OPENING_SEASONS): OpeningLine[] {
  const season = seasonOn(seasons, date);
  if (!season) return [];
  const week = Object.entries(season.week).map(([day, slots]) => ({ day: Number(day) as Weekday, slots: slots ?? [] }));
  return openingLines(week, lang);
}

/** A day or a run of days the shop is closed (holidays, inventory), whatever its hours say. */
export interface ShopClosure {
  /** Paris days, YYYY-MM-DD, both included (one day: from = to). */
  from: string;
  to: string;
  /** Why, as the shop's pages and mails say it ('Noël', 'Christmas'). */
  reason: { fr: string; en: string };
}

/** How far ahead the shop's pages and mails announce closing days. */
export const CLOSURES_AHEAD_DAYS = 60;

/** The closures not over on `now`'s Paris day and starting within `days`, in date order. */
export function closuresAhead(closures: readonly ShopClosure[], now: Date = new Date(), days = CLOSURES_AHEAD_DAYS): ShopClosure[] {
  const today = parisDay(now);
  const last = addDays(today, days);
  return closures.filter((closure) => closure.to >= today && closure.from <= last).sort((a, b) => a.from.localeCompare(b.from));
}

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Fermé le 25 décembre (Noël)', 'Closed 24–26 December (Christmas)'. */
export function closureLine(closure: ShopClosure, lang: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const en = !lang.startsWith('fr');
  const reason = (en ? closure.reason.en : closure.reason.fr).trim();
  const said = reason ? ` (${reason})` : '';
  if (closure.from === closure.to) return `${en ? 'Closed on' : 'Fermé le'} ${format.format(dayDate(closure.from))}${said}`;
  if (en) return `Closed ${format.formatRange(dayDate(closure.from), dayDate(closure.to))}${said}`;
  // 'du 4 au 6 janvier' within a month, 'du 30 décembre au 2 janvier' across two.
  const sameMonth = closure.from.slice(0, 7) === closure.to.slice(0, 7);
  const first = sameMonth ? String(Number(closure.from.slice(8))) : format.format(dayDate(closure.from));
  return `Fermé du ${first === '1' ? '1er' : first} au ${format.format(dayDate(closure.to))}${said}`;
}
