import type { Booking, Slot, Tour } from '@nougaterie/contracts';
import { aBooking, aSlot, aTour } from '@nougaterie/contracts/testing';

/**
 * The seeded tours as GET /api/visits/tours answers them in French (test data only): the
 * contracts' tour, the gourmet one, and the others as they differ from it.
 */
export const TOURS: Tour[] = [
  aTour(),
  aTour({
    slug: 'la-visite-des-champs',
    name: 'La visite des champs',
    summary: "Deux heures dans nos vergers d'amandiers et au rucher.",
    audience: 'Tout public, 15 personnes au plus.',
    durationMinutes: 120,
    pricing: { kind: 'perPerson', adult: 1600, child: 1600 },
    admission: { maxParty: 6, childRequired: false },
    capacity: 15,
  }),
  aTour({
    slug: 'la-visite-des-champs-privee',
    name: 'La visite des champs en privé',
    summary: 'La même visite, pour vous seuls.',
    audience: "Les familles et les groupes jusqu'à 15 personnes.",
    durationMinutes: 120,
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
    capacity: 15,
    exclusive: true,
  }),
  aTour({
    slug: 'la-visite-des-tous-petits',
    name: 'La visite des tout-petits',
    summary: "Une visite à hauteur d'enfant.",
    audience: 'Les enfants de 3 à 9 ans, accompagnés.',
    pricing: { kind: 'perPerson', adult: 400, child: 400 },
    admission: { maxParty: 12, childRequired: true },
    capacity: 12,
  }),
  aTour({
    slug: 'le-sentier-des-abeilles',
    name: 'Le sentier des abeilles',
    summary: 'Une balade libre autour du rucher.',
    audience: 'Tout le monde, à son rythme.',
    guided: false,
    durationMinutes: null,
    distanceKm: 1.6,
    pricing: { kind: 'perParty', amount: 500 },
    admission: { maxParty: 30, childRequired: false },
    capacity: 60,
  }),
  aTour({
    slug: 'endurante',
    name: "L'Endurante",
    summary: 'Notre longue sortie sportive.',
    audience: 'Marcheurs et coureurs en bonne forme.',
    durationMinutes: 210,
    distanceKm: 14,
    pricing: { kind: 'perPerson', adult: 2200, child: null },
    leadDays: 2,
    minAge: 14,
    capacity: 20,
  }),
];

export const tour = (slug: string) => TOURS.find((candidate) => candidate.slug === slug)!;

let nextSlot = 100;

/** A slot of the gourmet tour at `start` (Paris 10:00 on 5 December 2026 by default), each with its own id. */
export function makeSlot(overrides: Partial<Slot> = {}): Slot {
  const starts = overrides.starts_at ?? aSlot().starts_at;
  return aSlot({ id: nextSlot++, ends_at: new Date(Date.parse(starts) + 45 * 60_000).toISOString(), ...overrides });
}

/** The contracts' held booking (2 adults and 1 child on the gourmet tour, 4 €), its hold running for 15 more minutes. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return aBooking({ hold_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(), ...overrides });
}
