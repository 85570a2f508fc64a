import { shopOpeningLines } from './shop-hours.js';

/** Intl separates with narrow no-break spaces: compared as plain spaces. */
const plain = (lines: { days: string; slots: string[] }[]) => lines.map((l) => ({ days: l.days, slots: l.slots.map((s) => s.replace(/\s/g, ' ')) }));

describe('shopOpeningLines', () => {
  it("words the week of the date's season, closed days left out", () => {
    expect(plain(shopOpeningLines(new Date(2026, 0, 15, 12), 'fr'))).toEqual([{ days: 'Mardi – samedi', slots: ['09:30 – 12:30', '14:00 – 18:00'] }]);
    expect(plain(shopOpeningLines(new Date(2026, 6, 15, 12), 'en'))).toEqual([{ days: 'Monday – Sunday', slots: ['09:00–19:00'] }]);
  });
});

describe('shop seasons', () => {
  it('words the week of stored seasons when given', () => {
    const seasons = [{ id: 'all', periods: [{ from: '01-01', to: '12-31' }], week: { 1: [{ from: '10:00', to: '12:00' }] } }] as const;
    expect(plain(shopOpeningLines(new Date(2026, 6, 15, 12), 'fr', seasons as never))).toEqual([{ days: 'Lundi', slots: ['10:00 – 12:00'] }]);
  });
});
