import type { TOUR_SLUGS } from '@nougaterie/contracts';
import type { TourRow } from './schema.js';

type SeedTour = Omit<TourRow, 'id' | 'position' | 'active'> & { slug: (typeof TOUR_SLUGS)[number] };

const WHOLE_YEAR = { from: '01-01', to: '12-31' };
const HIGH_SEASON = { from: '04-01', to: '10-31' };
const LOW_SEASON = { from: '11-01', to: '03-31' };

/**
 * The tours of SPEC §9 and issue 6, in the order /nougatourisme shows them. Prices in cents, VAT
 * included; the weekly timetables (Paris time) are what the slots are generated from.
 */
export const seedTours: readonly SeedTour[] = [
  {
    slug: 'le-parcours-gourmand',
    nameFr: 'Le parcours gourmand',
    nameEn: 'The gourmet tour',
    summaryFr:
      "Suivez le chemin de l'amande et du miel jusqu'à l'atelier : vous voyez cuire le nougat dans nos chaudrons en cuivre, puis vous goûtez nougat blanc, nougat noir et gourmandises de la maison.",
    summaryEn:
      'Follow the almonds and the honey to the workshop: watch nougat cook in our copper pans, then taste white nougat, black nougat and other house treats.',
    audienceFr: 'Toute la famille, petits et grands.',
    audienceEn: 'The whole family, young and old.',
    guided: true,
    durationMinutes: 45,
    distanceM: null,
    publicPriceCents: null,
    // 2 € per person, free under 10 years old.
    pricing: { kind: 'perPerson', adult: 200, child: 0 },
    maxParty: 20,
    childRequired: false,
    leadDays: 0,
    minAge: null,
    capacity: 25,
    exclusive: false,
    schedule: [
      { ...HIGH_SEASON, weekdays: [2, 3, 4, 5, 6], times: ['10:00', '14:30', '16:00'] },
      { ...LOW_SEASON, weekdays: [3, 6], times: ['14:30'] },
    ],
  },
  // SPEC §9 gives the field visit two ways: a scheduled visit anyone joins at 16 € a person, and
  // private visits (1-6 people 80 € flat, 7-15 people 12 € each) booked at least 15 days ahead.
  {
    slug: 'la-visite-des-champs',
    nameFr: 'La visite des champs',
    nameEn: 'The field visit',
    summaryFr:
      "Deux heures dans nos vergers d'amandiers et au rucher avec un agriculteur de la filière : la taille, la floraison, la récolte, le travail des abeilles, puis une dégustation à la ferme.",
    summaryEn:
      'Two hours in our almond orchards and at the hives with one of our partner farmers: pruning, blossom, harvest, the bees at work, then a tasting at the farm.',
    audienceFr: 'Tout public : rejoignez le groupe du mercredi ou du samedi matin, 15 personnes au plus.',
    audienceEn: 'Everyone: join the Wednesday or Saturday morning group, 15 people at most.',
    guided: true,
    durationMinutes: 120,
    distanceM: null,
    publicPriceCents: null,
    pricing: { kind: 'perPerson', adult: 1600, child: 1600 },
    maxParty: 6,
    childRequired: false,
    leadDays: 0,
    minAge: null,
    capacity: 15,
    exclusive: false,
    schedule: [{ from: '03-01', to: '10-31', weekdays: [3, 6], times: ['09:30'] }],
  },
  {
    slug: 'la-visite-des-champs-privee',
    nameFr: 'La visite des champs en privé',
    nameEn: 'The private field visit',
    summaryFr: "La même visite, pour vous seuls : en famille, entre amis ou en groupe, au jour et à l'heure choisis.",
    summaryEn: 'The same visit, for your party alone: family, friends or a group, on the day and at the time you choose.',
    audienceFr: "Les familles, les amis et les groupes jusqu'à 15 personnes, réservé au moins 15 jours à l'avance.",
    audienceEn: 'Families, friends and groups of up to 15 people, booked at least 15 days ahead.',
    guided: true,
    durationMinutes: 120,
    distanceM: null,
    // The scheduled visit's price, shown beside the private bands for comparison.
    publicPriceCents: 1600,
    pricing: {
      kind: 'bands',
      bands: [
        { min: 1, max: 6, amount: 8000, per: 'party' },
        { min: 7, max: 15, amount: 1200, per: 'person' },
      ],
    },
    maxParty: 15,
    childRequired: false,
    leadDays: 15,
    minAge: null,
    capacity: 15,
    exclusive: true,
    // Not at the scheduled visit's time: one guide.
    schedule: [
      { from: '03-01', to: '10-31', weekdays: [1, 2, 4, 5], times: ['09:30', '15:00'] },
      { from: '03-01', to: '10-31', weekdays: [3, 6], times: ['15:00'] },
    ],
  },
  {
    slug: 'la-visite-des-tous-petits',
    nameFr: 'La visite des tout-petits',
    nameEn: "The little ones' visit",
    summaryFr:
      "Une visite à hauteur d'enfant : on touche les amandes, on sent le miel et la lavande, on regarde le nougat se faire et on repart avec une petite douceur.",
    summaryEn: "A visit at a child's height: touch the almonds, smell the honey and the lavender, watch the nougat being made and leave with a small treat.",
    audienceFr: "Les enfants de 3 à 9 ans, accompagnés d'un adulte.",
    audienceEn: 'Children aged 3 to 9, with an adult.',
    guided: true,
    durationMinutes: 45,
    distanceM: null,
    publicPriceCents: null,
    pricing: { kind: 'perPerson', adult: 400, child: 400 },
    maxParty: 12,
    childRequired: true,
    leadDays: 0,
    minAge: null,
    capacity: 16,
    exclusive: false,
    schedule: [{ ...WHOLE_YEAR, weekdays: [3, 6], times: ['10:30'] }],
  },
  {
    slug: 'le-sentier-des-abeilles',
    nameFr: 'Le sentier des abeilles',
    nameEn: 'The bee path',
    summaryFr:
      "Une balade libre autour du rucher, ponctuée de panneaux sur la vie des abeilles et les plantes mellifères. Le carnet de route vous guide et propose des jeux d'observation.",
    summaryEn:
      'A self-guided walk around the apiary, with signs about the life of bees and the plants they feed on. The route notebook guides you and has observation games.',
    audienceFr: 'Tout le monde, à son rythme ; de bonnes chaussures suffisent.',
    audienceEn: 'Everyone, at their own pace; good shoes are enough.',
    guided: false,
    durationMinutes: null,
    distanceM: 1600,
    publicPriceCents: null,
    // One route notebook (5 €) per party.
    pricing: { kind: 'perParty', amount: 500 },
    maxParty: 10,
    childRequired: false,
    leadDays: 0,
    minAge: null,
    capacity: 60,
    exclusive: false,
    // The path is open for the day: a slot is the day's opening.
    schedule: [{ ...HIGH_SEASON, weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['09:30'], minutes: 480 }],
  },
  {
    slug: 'endurante',
    nameFr: "L'Endurante",
    nameEn: "L'Endurante",
    summaryFr:
      "Notre longue sortie sportive, entre marche et course, à travers les vergers d'amandiers et les champs de lavande du plateau, avec un guide de la maison. Ravitaillement en amandes et en miel en chemin, dégustation de nougat à l'arrivée.",
    summaryEn:
      'Our long sporty outing, part walk, part run, through the almond orchards and lavender fields of the plateau with one of our guides. Almond and honey refreshments on the way, a nougat tasting at the finish.',
    audienceFr: 'Marcheurs et coureurs en bonne forme, à partir de 14 ans.',
    audienceEn: 'Fit walkers and runners, aged 14 and over.',
    guided: true,
    durationMinutes: 210,
    distanceM: 14000,
    publicPriceCents: null,
    // No children under 10 (child: null); 14 is the youngest age, stated on the page.
    pricing: { kind: 'perPerson', adult: 2200, child: null },
    maxParty: 8,
    childRequired: false,
    leadDays: 2,
    minAge: 14,
    capacity: 20,
    exclusive: false,
    schedule: [
      { from: '04-01', to: '06-30', weekdays: [6], times: ['08:00'] },
      { from: '09-01', to: '10-31', weekdays: [6], times: ['08:00'] },
    ],
  },
];
