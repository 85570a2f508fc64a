/**
 * Tour data as the visits team publishes it until the tours api exists (issue 6 moves these
 * types into @nougaterie/contracts beside their zod schemas). Amounts are in cents.
 */

/** The tour's slug is also its anchor on /nougatourisme (SPEC §2 spells 'tous-petits'). */
export const TOUR_SLUGS = [
  'le-parcours-gourmand',
  'la-visite-des-champs',
  'la-visite-des-tous-petits',
  'le-sentier-des-abeilles',
  'endurante',
] as const;
export type TourSlug = (typeof TOUR_SLUGS)[number];

/** Who comes: the only split the price rules need is 'under 10 years old' or not. */
export interface Party {
  adults: number;
  children: number;
}

/** A band of party sizes sharing one rule: a flat amount for the party or an amount per person. */
export interface PriceBand {
  min: number;
  max: number;
  amount: number;
  per: 'party' | 'person';
}

export type Pricing =
  /** `child` is the price under 10 years old; null when children under 10 are not admitted. */
  | { kind: 'perPerson'; adult: number; child: number | null }
  /** Party sizes outside every band are refused. */
  | { kind: 'bands'; bands: PriceBand[] }
  /** One item for the whole party (the bee path's route notebook). */
  | { kind: 'perParty'; amount: number };

export interface Tour {
  slug: TourSlug;
  guided: boolean;
  /** null for a self-guided walk done at one's own pace. */
  durationMinutes: number | null;
  distanceKm: number | null;
  /** Public price per person of a scheduled visit, shown when bookings follow other rules. */
  publicPrice: number | null;
  pricing: Pricing;
  /** Days of notice a booking needs (private visits). */
  leadDays: number;
  /** Youngest age admitted, when the tour is not for everyone. */
  minAge: number | null;
}
