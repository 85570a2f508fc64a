import type { Booking, Slot, Tour } from '@nougaterie/contracts';

/** The seeded tours as GET /api/visits/tours answers them in French (test data only). */
export const TOURS: Tour[] = [
  {
    slug: 'le-parcours-gourmand',
    name: 'Le parcours gourmand',
    summary: "Suivez le chemin de l'amande et du miel jusqu'à l'atelier.",
    audience: 'Toute la famille, petits et grands.',
    guided: true,
    durationMinutes: 45,
    distanceKm: null,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 200, child: 0 },
    admission: { maxParty: 20, childRequired: false },
    leadDays: 0,
    minAge: null,
    capacity: 25,
    exclusive: false,
  },
  {
    slug: 'la-visite-des-champs',
    name: 'La visite des champs',
    summary: "Deux heures dans nos vergers d'amandiers et au rucher.",
    audience: "Les familles et les groupes jusqu'à 15 personnes.",
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
    admission: { maxParty: 15, childRequired: false },
    leadDays: 15,
    minAge: null,
    capacity: 15,
    exclusive: true,
  },
  {
    slug: 'la-visite-des-tous-petits',
    name: 'La visite des tout-petits',
    summary: "Une visite à hauteur d'enfant.",
    audience: 'Les enfants de 3 à 9 ans, accompagnés.',
    guided: true,
    durationMinutes: 45,
    distanceKm: null,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 400, child: 400 },
    admission: { maxParty: 12, childRequired: true },
    leadDays: 0,
    minAge: null,
    capacity: 12,
    exclusive: false,
  },
  {
    slug: 'le-sentier-des-abeilles',
    name: 'Le sentier des abeilles',
    summary: 'Une balade libre autour du rucher.',
    audience: 'Tout le monde, à son rythme.',
    guided: false,
    durationMinutes: null,
    distanceKm: 1.6,
    publicPrice: null,
    pricing: { kind: 'perParty', amount: 500 },
    admission: { maxParty: 30, childRequired: false },
    leadDays: 0,
    minAge: null,
    capacity: 60,
    exclusive: false,
  },
  {
    slug: 'endurante',
    name: "L'Endurante",
    summary: 'Notre longue sortie sportive.',
    audience: 'Marcheurs et coureurs en bonne forme.',
    guided: true,
    durationMinutes: 210,
    distanceKm: 14,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 2200, child: null },
    admission: { maxParty: 20, childRequired: false },
    leadDays: 2,
    minAge: 14,
    capacity: 20,
    exclusive: false,
  },
];

export const tour = (slug: string) => TOURS.find((candidate) => candidate.slug === slug)!;

let nextSlot = 100;

/** A slot of the gourmet tour at `start` (Paris 10:00 on 5 December 2026 by default). */
export function makeSlot(overrides: Partial<Slot> = {}): Slot {
  const starts = overrides.starts_at ?? '2026-12-05T09:00:00.000Z';
  return {
    id: nextSlot++,
    tour: 'le-parcours-gourmand',
    starts_at: starts,
    ends_at: new Date(Date.parse(starts) + 45 * 60_000).toISOString(),
    capacity: 25,
    seats_left: 12,
    bookable: true,
    ...overrides,
  };
}

/** A held booking of 2 adults and 1 child on the gourmet tour, 4 €. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 4,
    reference: 'NSD-V-2026-000004',
    status: 'held',
    tour: { slug: 'le-parcours-gourmand', name: 'Le parcours gourmand' },
    slot: { id: 31, starts_at: '2026-12-05T09:00:00.000Z', ends_at: '2026-12-05T09:45:00.000Z' },
    party: { adults: 2, children: 1 },
    seats: 3,
    lines: [
      { key: 'adult', quantity: 2, unit: 200, amount: 400 },
      { key: 'child', quantity: 1, unit: 0, amount: 0 },
    ],
    amount_cents: 400,
    amount: 4,
    payment_method: null,
    paid_at: null,
    hold_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    cancellable_until: '2026-12-03T09:00:00.000Z',
    cancellable: true,
    refund: 'none',
    contact: { firstname: 'Marie', lastname: 'Silvestre', email: 'marie@example.fr', phone: '06 12 34 56 78' },
    lang: 'fr',
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
