import type { OpeningDay } from '../schemas/basket.js';
import type { OpeningSlot } from './hours.js';
import { openingLines } from './opening-hours.js';

const split: OpeningSlot[] = [
  { from: '08:30', to: '12:30' },
  { from: '14:30', to: '19:00' },
];
const morning: OpeningSlot[] = [{ from: '08:30', to: '12:30' }];
const week: OpeningDay[] = [...([1, 2, 3, 4, 5] as const).map((day) => ({ day, slots: split })), { day: 6, slots: morning }];
/** Intl separates the two ends of a range with spaces of its choosing (thin, narrow no-break). */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('openingLines', () => {
  it('groups the days open at the same times and words them in French', () => {
    expect(openingLines(week, 'fr').map(({ days, slots }) => ({ days, slots: slots.map(plain) }))).toEqual([
      { days: 'Lundi – vendredi', slots: ['08:30 – 12:30', '14:30 – 19:00'] },
      { days: 'Samedi', slots: ['08:30 – 12:30'] },
    ]);
  });

  it('words them in English for an English shopper', () => {
    expect(openingLines(week, 'en').map(({ days, slots }) => ({ days, slots: slots.map(plain) }))).toEqual([
      { days: 'Monday – Friday', slots: ['08:30–12:30', '14:30–19:00'] },
      { days: 'Saturday', slots: ['08:30–12:30'] },
    ]);
  });

  it('reads the week from Monday whatever order the days come in, Sunday last', () => {
    const days = openingLines(
      [
        { day: 0, slots: morning },
        { day: 1, slots: split },
      ],
      'fr',
    ).map((line) => line.days);
    expect(days).toEqual(['Lundi', 'Dimanche']);
  });

  it('does not join days that a closed day separates, nor days open at other times', () => {
    const days = openingLines(
      [
        { day: 2, slots: split },
        { day: 3, slots: split },
        { day: 5, slots: split },
        { day: 6, slots: morning },
        { day: 0, slots: morning },
      ],
      'en',
    ).map((line) => line.days);
    expect(days).toEqual(['Tuesday – Wednesday', 'Friday', 'Saturday – Sunday']);
  });

  it('says nothing of a point without hours', () => {
    expect(openingLines([], 'fr')).toEqual([]);
  });
});
