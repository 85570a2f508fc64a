import { BUILTIN_RELAY_POINTS as points, createBuiltinRelayProvider, distanceKm, locatePostcode } from './builtin-relays.js';
import { normaliseCountry, shippingZone } from './zones.js';

describe('built-in relay points', () => {
  const relays = createBuiltinRelayProvider();

  it('ships a data set of plausible points with every field', () => {
    expect(points.length).toBeGreaterThanOrEqual(40);
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    for (const point of points) {
      expect(point.zipcode).toMatch(/^\d{5}$/);
      expect(point.opening_hours.length).toBeGreaterThan(0);
      expect(point.opening_hours.map((d) => d.day)).toEqual([...new Set(point.opening_hours.map((d) => d.day))]);
      expect(point.latitude).toBeGreaterThan(41);
      expect(point.latitude).toBeLessThan(51);
    }
  });

  it('answers Saint-Didier (84210) with Vaucluse points first, nearest first', async () => {
    const nearest = await relays.nearest('84210', 'FR', 10);
    expect(nearest).toHaveLength(10);
    expect(nearest.slice(0, 5).every((p) => p.zipcode.startsWith('84'))).toBe(true);
    expect(nearest[0].city).toBe('Saint-Didier');
    const distances = nearest.map((p) => p.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
  });

  it("falls back to the département's centre for a postcode it does not list", async () => {
    expect(locatePostcode('13990')).toEqual([43.54, 5.09]);
    expect(locatePostcode('84210')).toEqual([44.005, 5.1122]);
    const nearest = await relays.nearest('13990', 'France', 3);
    expect(nearest[0].zipcode.startsWith('13')).toBe(true);
  });

  it('answers nothing for an unknown place or a country it does not serve', async () => {
    expect(await relays.nearest('99999', 'FR', 5)).toEqual([]);
    expect(await relays.nearest('abc', 'FR', 5)).toEqual([]);
    expect(await relays.nearest('84210', 'DE', 5)).toEqual([]);
  });

  it('finds a point by id', async () => {
    expect(await relays.byId(points[0].id)).toMatchObject({ id: points[0].id });
    expect(await relays.byId('nope')).toBeNull();
  });

  it('measures distances in kilometres', () => {
    // Avignon to Marseille, about 80 km as the crow flies.
    expect(distanceKm([43.9493, 4.8055], [43.2965, 5.3698])).toBeGreaterThan(75);
    expect(distanceKm([43.9493, 4.8055], [43.2965, 5.3698])).toBeLessThan(95);
  });
});

describe('shippingZone', () => {
  it.each([
    ['FR', '84210', 'metro'],
    ['France', '75011', 'metro'],
    ['', '', 'metro'],
    ['FR', '20000', 'corsica'],
    ['FR', '2A004', 'corsica'],
    ['FR', '97400', 'overseas'],
    ['RE', '97400', 'overseas'],
    ['DE', '10115', 'eu'],
    ['be', '1000', 'eu'],
    ['US', '10001', null],
    ['CH', '1200', null],
    ['Belgique', '1000', 'eu'],
    ['La Réunion', '97400', 'overseas'],
    ['Suisse', '1200', null],
  ])('%s %s → %s', (country, zipcode, zone) => {
    expect(shippingZone(country, zipcode)).toBe(zone);
  });

  it('reads a country typed before the forms offered a list, and keeps one no parcel goes to', () => {
    expect(normaliseCountry(' france ')).toBe('FR');
    expect(normaliseCountry('')).toBe('FR');
    expect(normaliseCountry('Allemagne')).toBe('DE');
    expect(normaliseCountry('us')).toBe('US');
  });
});
