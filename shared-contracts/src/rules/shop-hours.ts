import { seasonOn, type OpeningSeason, type OpeningSlot, type Weekday } from './hours.js';
import { openingLines, type OpeningLine } from './opening-hours.js';

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

export type { ShopClosure } from './closures.js';
