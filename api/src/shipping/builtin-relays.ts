import { relayPointSchema, type RelayPoint } from '@nougaterie/contracts';
import geo from './postcodes.json' with { type: 'json' };
import data from './relay-points.json' with { type: 'json' };
import { z } from 'zod';
import type { RelayProvider } from './relay-provider.js';
import { normaliseCountry } from './zones.js';

/** [latitude, longitude] in degrees. */
type LatLon = readonly number[];
const postcodes: Record<string, LatLon> = geo.postcodes;
const departements: Record<string, LatLon> = geo.departements;

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance: close enough to rank shops a few kilometres apart. */
export function distanceKm([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The postcode's own coordinates when the table has them, else its département's centre. */
export function locatePostcode(postcode: string): LatLon | null {
  const zip = postcode.trim();
  if (!/^\d{5}$/.test(zip)) return null;
  return postcodes[zip] ?? departements[zip.slice(0, 2)] ?? null;
}

/** api/src/shipping/relay-points.json, checked against the contract once, when the api starts. */
export const BUILTIN_RELAY_POINTS: readonly RelayPoint[] = z.array(relayPointSchema).parse(data);

/** Answers from the relay points shipped with the api. */
export function createBuiltinRelayProvider(points: readonly RelayPoint[] = BUILTIN_RELAY_POINTS): RelayProvider {
  return {
    async nearest(postcode, country, limit) {
      const origin = normaliseCountry(country) === 'FR' ? locatePostcode(postcode) : null;
      if (!origin) return [];
      return points
        .filter((point) => point.country === 'FR')
        .map((point) => ({ ...point, distance_km: Math.round(distanceKm(origin, [point.latitude, point.longitude]) * 10) / 10 }))
        .sort((a, b) => a.distance_km - b.distance_km || a.id.localeCompare(b.id))
        .slice(0, limit);
    },
    async byId(id) {
      return points.find((point) => point.id === id) ?? null;
    },
  };
}
