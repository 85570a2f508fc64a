import type { RelayPoint } from '@nougaterie/contracts';

/** Where relay points come from: the built-in data set today, a carrier's api later. */
export interface RelayProvider {
  /** The points nearest to a postcode, nearest first, each with distance_km; [] when the place is unknown. */
  nearest(postcode: string, country: string, limit: number): Promise<RelayPoint[]>;
  /** One point by id, to copy it onto a basket. */
  byId(id: string): Promise<RelayPoint | null>;
}
