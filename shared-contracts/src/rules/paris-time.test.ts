import { addDays, daysBetween, formatInParis, isoWeekday, parisDay, parisInstant } from './paris-time.js';

describe('Paris time', () => {
  it('turns a Paris wall-clock time into the instant, summer and winter', () => {
    expect(parisInstant('2026-07-14', '10:00').toISOString()).toBe('2026-07-14T08:00:00.000Z');
    expect(parisInstant('2026-12-05', '14:30').toISOString()).toBe('2026-12-05T13:30:00.000Z');
  });

  it('is right on both days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(parisInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(parisInstant('2026-03-29', '00:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(parisInstant('2026-10-25', '00:00').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('names the Paris day of an instant, which late at night is not the UTC one', () => {
    expect(parisDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(parisDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the ISO instants the front ends hold, and today when given nothing', () => {
    expect(parisDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(parisDay('2026-06-30T21:59:59.999Z')).toBe('2026-06-30');
    expect(parisDay()).toBe(parisDay(new Date()));
  });

  it('writes an instant on the Paris clock in the language of the page', () => {
    expect(formatInParis('2026-07-01T08:00:00Z', 'fr', { hour: '2-digit', minute: '2-digit' })).toBe('10:00');
    expect(formatInParis(new Date('2026-12-01T08:00:00Z'), 'en', { hour: '2-digit', minute: '2-digit' })).toBe('09:00');
    expect(formatInParis('2026-12-31T23:30:00Z', 'en', { dateStyle: 'long' })).toBe('1 January 2027');
    expect(formatInParis('2026-12-31T23:30:00Z', 'fr', { dateStyle: 'long' })).toBe('1 janvier 2027');
  });

  it('counts days and weekdays on the calendar', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-11-21', '2026-12-06')).toBe(15);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});
