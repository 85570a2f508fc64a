import type { RelayPoint } from '@nougaterie/contracts';
import { BUILTIN_RELAY_POINTS } from './builtin-relays.js';
import { parseFrenchHours, storedRelayPoint } from './stored-relay.js';

const split = [
  { from: '08:30', to: '12:30' },
  { from: '14:30', to: '19:00' },
];

describe('parseFrenchHours', () => {
  it('reads day ranges, single days, hours with and without minutes, several slots', () => {
    expect(parseFrenchHours(['lundi-vendredi 8h30-12h30, 14h30-19h', 'samedi 8h30-12h30'])).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, slots: split })),
      { day: 6, slots: [{ from: '08:30', to: '12:30' }] },
    ]);
  });

  it('puts Sunday last, as a French week ends, and reads a range over the weekend', () => {
    expect(parseFrenchHours(['dimanche 9h-12h30', 'lundi-samedi 9h-19h30']).map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(parseFrenchHours(['samedi-lundi 10h-12h']).map((d) => d.day)).toEqual([1, 6, 0]);
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => parseFrenchHours(['lundi 8:30-12:30'])).toThrow('Not a French time');
    expect(() => parseFrenchHours(['monday 8h-12h'])).toThrow('Not French days');
  });
});

describe('storedRelayPoint', () => {
  const point = BUILTIN_RELAY_POINTS[0];

  it("keeps a point already in today's shape, and no point at all", () => {
    expect(storedRelayPoint(point)).toBe(point);
    expect(storedRelayPoint(null)).toBeNull();
    expect(storedRelayPoint(undefined)).toBeNull();
  });

  it('turns the sentences of an older copy into days and slots', () => {
    const old = { ...point, opening_hours: ['mardi-samedi 9h-12h, 15h-19h'] } as unknown as RelayPoint;
    expect(storedRelayPoint(old)).toEqual({
      ...point,
      opening_hours: [2, 3, 4, 5, 6].map((day) => ({
        day,
        slots: [
          { from: '09:00', to: '12:00' },
          { from: '15:00', to: '19:00' },
        ],
      })),
    });
  });
});
