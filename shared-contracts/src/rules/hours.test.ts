import { seasonOn, type OpeningSeason } from './hours.js';

const seasons: OpeningSeason[] = [
  { id: 'christmas', periods: [{ from: '12-01', to: '12-31' }], week: {} },
  { id: 'summer', periods: [{ from: '07-01', to: '08-31' }], week: {} },
  {
    id: 'mid',
    periods: [
      { from: '04-01', to: '06-30' },
      { from: '09-01', to: '10-31' },
    ],
    week: {},
  },
  { id: 'winter', periods: [{ from: '11-01', to: '03-31' }], week: {} },
];

describe('seasonOn', () => {
  it.each([
    ['2025-07-01', 'summer'],
    ['2025-08-31', 'summer'],
    ['2025-05-12', 'mid'],
    ['2025-10-31', 'mid'],
    ['2025-11-01', 'winter'],
    ['2026-01-15', 'winter'],
    ['2025-12-24', 'christmas'],
  ])('%s falls in %s', (date, id) => {
    expect(seasonOn(seasons, new Date(`${date}T12:00:00`))?.id).toBe(id);
  });

  it('finds nothing in a gap', () => {
    expect(seasonOn(seasons.slice(0, 2), new Date('2025-03-03T12:00:00'))).toBeUndefined();
  });
});
