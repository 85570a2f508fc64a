import { parisDay } from '@nougaterie/contracts/rules';
import { addMonthsToDay, formatDay, monthGrid, parisTime, weekday } from './dates.js';

describe('calendar dates', () => {
  it('reads an instant as a Paris day, across midnight and summer time', () => {
    expect(parisDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(parisDay('2026-12-31T22:59:00Z')).toBe('2026-12-31');
    expect(parisDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
    expect(parisTime('2026-07-01T08:00:00Z', 'fr')).toBe('10:00');
    expect(parisTime('2026-12-01T08:00:00Z', 'en')).toBe('09:00');
  });

  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weekday('2026-11-01')).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves a day by months without leaving the target month', () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2026-03-15', -1)).toBe('2026-02-15');
    expect(addMonthsToDay('2026-12-10', 1)).toBe('2027-01-10');
  });

  it('writes the first of the month as French does, 1er, and leaves other days and English alone', () => {
    const long = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    expect(formatDay('2026-12-01', 'fr', long)).toBe('mardi 1er décembre 2026');
    expect(formatDay('2026-12-11', 'fr', long)).toBe('vendredi 11 décembre 2026');
    expect(formatDay('2026-12-01', 'en', long)).toBe('Tuesday, 1 December 2026');
  });
});

describe('calendar dates, formatted many at once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reuse one Intl formatter for a whole month of days (making one costs more than using it)', () => {
    const label = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    formatDay('2026-11-01', 'en', label);
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const labels = monthGrid('2026-11')
      .flat()
      .filter((day): day is string => day !== null)
      .map((day) => formatDay(day, 'en', label));
    expect(made).not.toHaveBeenCalled();
    expect(labels).toHaveLength(30);
    expect(labels[0]).toBe('Sunday 1 November');
  });
});
