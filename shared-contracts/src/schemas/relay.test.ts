import { openingDaySchema, relayPointSchema } from './basket.js';

const point = {
  id: 'NSD-R84001',
  name: 'Tabac-Presse du Ventoux',
  address: '12 place Neuve',
  zipcode: '84210',
  city: 'Saint-Didier',
  country: 'FR',
  latitude: 44.0047,
  longitude: 5.1118,
};

describe('relay-point opening hours', () => {
  it('are days of the week with their slots, so each language can word them', () => {
    const opening_hours = [
      {
        day: 1,
        slots: [
          { from: '08:30', to: '12:30' },
          { from: '14:30', to: '19:00' },
        ],
      },
      { day: 6, slots: [{ from: '08:30', to: '12:30' }] },
    ];
    expect(relayPointSchema.parse({ ...point, opening_hours })).toMatchObject({ opening_hours });
  });

  it('refuse sentences, unknown days, malformed times and slots that end before they start', () => {
    expect(relayPointSchema.safeParse({ ...point, opening_hours: ['lundi-vendredi 8h30-12h30'] }).success).toBe(false);
    expect(openingDaySchema.safeParse({ day: 7, slots: [{ from: '09:00', to: '12:00' }] }).success).toBe(false);
    expect(openingDaySchema.safeParse({ day: 1, slots: [{ from: '9h', to: '12:00' }] }).success).toBe(false);
    expect(openingDaySchema.safeParse({ day: 1, slots: [{ from: '24:00', to: '12:00' }] }).success).toBe(false);
    expect(openingDaySchema.safeParse({ day: 1, slots: [{ from: '14:00', to: '12:00' }] }).success).toBe(false);
    expect(openingDaySchema.safeParse({ day: 1, slots: [] }).success).toBe(false);
  });
});
