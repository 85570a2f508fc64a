import type { Tour } from './types.js';

/** SPEC §9 tour rules, in the order the /nougatourisme page shows them. */
export const TOURS: readonly Tour[] = [
  {
    slug: 'le-parcours-gourmand',
    guided: true,
    durationMinutes: 45,
    distanceKm: null,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 200, child: 0 },
    leadDays: 0,
    minAge: null,
  },
  {
    slug: 'la-visite-des-champs',
    guided: true,
    durationMinutes: 120,
    distanceKm: null,
    publicPrice: 1600,
    pricing: {
      kind: 'bands',
      bands: [
        { min: 1, max: 6, amount: 8000, per: 'party' },
        { min: 7, max: 15, amount: 1200, per: 'person' },
      ],
    },
    leadDays: 15,
    minAge: null,
  },
  {
    slug: 'la-visite-des-tous-petits',
    guided: true,
    durationMinutes: 45,
    distanceKm: null,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 400, child: 400 },
    leadDays: 0,
    minAge: null,
  },
  {
    slug: 'le-sentier-des-abeilles',
    guided: false,
    durationMinutes: null,
    distanceKm: 1.6,
    publicPrice: null,
    pricing: { kind: 'perParty', amount: 500 },
    leadDays: 0,
    minAge: null,
  },
  {
    // The firm's own long format: a walk-run through the orchards that ends at the tasting table.
    slug: 'endurante',
    guided: true,
    durationMinutes: 210,
    distanceKm: 14,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 2200, child: null },
    leadDays: 2,
    minAge: 14,
  },
];

export function findTour(slug: string | undefined): Tour | undefined {
  return TOURS.find((tour) => tour.slug === slug);
}

