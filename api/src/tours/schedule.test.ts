import { seedTours } from './data.js';
import { plannedSlots } from './schedule.js';

const tour = (slug: string) => seedTours.find((t) => t.slug === slug)!;
const iso = (slots: { startsAt: Date }[]) => slots.map((s) => s.startsAt.toISOString());

describe('slots planned from a weekly seasonal timetable', () => {
  it('follows the season: the gourmet tour three times a day in summer, once on Wednesdays and Saturdays in winter', () => {
    const gourmand = tour('le-parcours-gourmand');
    // Tuesday 14 July 2026, Paris summer time.
    expect(iso(plannedSlots(gourmand.schedule, 45, '2026-07-13', '2026-07-14'))).toEqual([
      '2026-07-14T08:00:00.000Z',
      '2026-07-14T12:30:00.000Z',
      '2026-07-14T14:00:00.000Z',
    ]);
    // Week of Monday 23 November 2026: Wednesday 25 and Saturday 28 at 14:30, winter time.
    expect(iso(plannedSlots(gourmand.schedule, 45, '2026-11-23', '2026-11-29'))).toEqual(['2026-11-25T13:30:00.000Z', '2026-11-28T13:30:00.000Z']);
  });

  it('ends a slot after the tour, or after the season window of a self-guided walk', () => {
    const [gourmand] = plannedSlots(tour('le-parcours-gourmand').schedule, 45, '2026-07-14', '2026-07-14');
    expect(gourmand.endsAt.toISOString()).toBe('2026-07-14T08:45:00.000Z');
    const [path] = plannedSlots(tour('le-sentier-des-abeilles').schedule, null, '2026-07-14', '2026-07-14');
    expect(path.startsAt.toISOString()).toBe('2026-07-14T07:30:00.000Z');
    expect(path.endsAt.toISOString()).toBe('2026-07-14T15:30:00.000Z');
  });

  it('keeps the wall-clock time across the clock change', () => {
    const schedule = [{ from: '01-01', to: '12-31', weekdays: [6, 7], times: ['10:00'] }];
    expect(iso(plannedSlots(schedule, 60, '2026-03-28', '2026-03-29'))).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z']);
  });

  it('runs a season over the new year, and gives nothing out of season', () => {
    const winter = [{ from: '12-01', to: '02-28', weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['11:00'] }];
    expect(plannedSlots(winter, 60, '2026-12-31', '2027-01-01')).toHaveLength(2);
    expect(plannedSlots(winter, 60, '2027-03-01', '2027-03-31')).toHaveLength(0);
    expect(plannedSlots(tour('endurante').schedule, 210, '2026-07-01', '2026-08-31')).toHaveLength(0);
  });
});
