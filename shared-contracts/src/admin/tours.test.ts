import { isClockTime, isMonthDay, tourProblems, type TourForm } from './tours.js';

const form = (overrides: Partial<TourForm> = {}): TourForm => ({
  name_fr: 'Le parcours gourmand',
  name_en: 'The gourmet tour',
  summary_fr: '',
  summary_en: '',
  audience_fr: '',
  audience_en: '',
  duration_minutes: 45,
  capacity: 25,
  max_party: 20,
  pricing: { kind: 'perPerson', adult: 200, child: 0 },
  schedule: [{ from: '04-01', to: '10-31', weekdays: [2, 3, 4, 5, 6], times: ['10:00', '14:30'] }],
  ...overrides,
});
const problemsOf = (overrides: Partial<TourForm>) => tourProblems(form(overrides)).map(({ problem }) => problem);

describe('tourProblems', () => {
  it('accepts the seeded timetables, a free child price and a season over the new year', () => {
    expect(tourProblems(form())).toEqual([]);
    expect(problemsOf({ schedule: [{ from: '11-01', to: '03-31', weekdays: [3, 6], times: ['14:30'] }] })).toEqual([]);
    expect(problemsOf({ duration_minutes: null, schedule: [{ from: '01-01', to: '12-31', weekdays: [7], times: ['09:30'], minutes: 480 }] })).toEqual([]);
  });

  it('wants prices above 0 (a child may be free), bands in order', () => {
    expect(problemsOf({ pricing: { kind: 'perPerson', adult: 0, child: 0 } })).toEqual(['price_positive']);
    expect(problemsOf({ pricing: { kind: 'perParty', amount: 0 } })).toEqual(['price_positive']);
    expect(problemsOf({ pricing: { kind: 'perPerson', adult: 200.5, child: null } })).toEqual(['price_range']);
    expect(
      problemsOf({
        pricing: {
          kind: 'bands',
          bands: [
            { min: 1, max: 6, amount: 8000, per: 'party' },
            { min: 5, max: 15, amount: 1200, per: 'person' },
          ],
        },
      }),
    ).toEqual(['bands_order']);
  });

  it('checks capacity, the largest party, durations, dates, weekdays and times', () => {
    expect(problemsOf({ capacity: 0 })).toEqual(['capacity_range']);
    expect(problemsOf({ max_party: 26 })).toEqual(['max_party_range']);
    expect(problemsOf({ duration_minutes: 0 })).toEqual(['duration_range']);
    expect(problemsOf({ schedule: [] })).toEqual(['seasons_required']);
    expect(problemsOf({ schedule: [{ from: '02-30', to: '10-31', weekdays: [1], times: ['10:00'] }] })).toEqual(['season_dates']);
    expect(problemsOf({ schedule: [{ from: '04-01', to: '10-31', weekdays: [0, 8], times: ['10:00'] }] })).toEqual(['season_weekdays']);
    expect(problemsOf({ schedule: [{ from: '04-01', to: '10-31', weekdays: [1], times: ['24:00'] }] })).toEqual(['season_times']);
    expect(problemsOf({ schedule: [{ from: '04-01', to: '10-31', weekdays: [1], times: ['10:00', '10:00'] }] })).toEqual(['season_times']);
    expect(problemsOf({ duration_minutes: null })).toEqual(['season_minutes']);
    expect(problemsOf({ name_en: ' ' })).toEqual(['name_required']);
  });

  it('reads MM-DD and HH:MM strictly', () => {
    expect(['01-01', '02-29', '12-31'].every(isMonthDay)).toBe(true);
    expect(['1-01', '13-01', '04-31', '00-10'].some(isMonthDay)).toBe(false);
    expect(['00:00', '09:30', '23:59'].every(isClockTime)).toBe(true);
    expect(['9:30', '24:00', '12:60', '12h30'].some(isClockTime)).toBe(false);
  });
});
