import type { CategorySlug } from '@nougaterie/contracts';

export interface SeedCategory {
  slug: CategorySlug;
  parent: CategorySlug | null;
  name: { fr: string; en: string };
  description: { fr: string; en: string };
}

/** The shop's ranges (SPEC §2), parents before children, in menu order. */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'nougats',
    parent: null,
    name: { fr: 'Nougats', en: 'Nougats' },
    description: {
      fr: 'Nos nougats cuits au chaudron avec le miel de nos ruches et les amandes de Provence.',
      en: 'Our nougats, cooked in the copper cauldron with honey from our hives and Provence almonds.',
    },
  },
  {
    slug: 'nougats-traditionnels',
    parent: 'nougats',
    name: { fr: 'Nougats traditionnels', en: 'Traditional nougats' },
    description: {
      fr: 'Le nougat blanc tendre et le nougat noir croquant, selon la recette de la famille.',
      en: 'Soft white nougat and crunchy black nougat, made to the family recipe.',
    },
  },
  {
    slug: 'nougats-gourmands',
    parent: 'nougats',
    name: { fr: 'Nougats gourmands', en: 'Flavoured nougats' },
    description: {
      fr: 'Des nougats aux fruits, au chocolat ou au caramel pour varier les plaisirs.',
      en: 'Nougats with fruit, chocolate or caramel, for a change of pleasure.',
    },
  },
  {
    slug: 'nougats-aperitifs',
    parent: 'nougats',
    name: { fr: 'Nougats apéritifs', en: 'Savoury aperitif nougats' },
    description: {
      fr: "Des nougats salés aux olives, aux herbes ou au piment, à servir à l'apéritif.",
      en: 'Savoury nougats with olives, herbs or chilli, to serve with drinks.',
    },
  },
  {
    slug: 'gourmandises',
    parent: null,
    name: { fr: 'Gourmandises', en: 'Sweet treats' },
    description: {
      fr: 'Calissons, pâtes de fruits, biscuits, chocolats et confitures de notre atelier.',
      en: 'Calissons, fruit jellies, biscuits, chocolates and jams from our workshop.',
    },
  },
  {
    slug: 'gourmandises-amandes',
    parent: 'gourmandises',
    name: { fr: 'Amandes', en: 'Almond treats' },
    description: {
      fr: "L'amande de Provence sous toutes ses formes : calissons, pralines, pâte d'amande.",
      en: 'Provence almonds in every form: calissons, pralines, marzipan.',
    },
  },
  {
    slug: 'gourmandises-polissons',
    parent: 'gourmandises',
    name: { fr: 'Polissons', en: 'Little rascals' },
    description: {
      fr: 'Bonbons, sucettes et guimauves au miel pour les petits gourmands.',
      en: 'Honey sweets, lollipops and marshmallows for young sweet tooths.',
    },
  },
  {
    slug: 'gourmandises-pates-de-fruits',
    parent: 'gourmandises',
    name: { fr: 'Pâtes de fruits', en: 'Fruit jellies' },
    description: {
      fr: 'Des pâtes de fruits cuites avec les fruits mûrs du Comtat Venaissin.',
      en: 'Fruit jellies cooked with ripe fruit from the Comtat Venaissin.',
    },
  },
  {
    slug: 'gourmandises-biscuits-et-cakes',
    parent: 'gourmandises',
    name: { fr: 'Biscuits et cakes', en: 'Biscuits and cakes' },
    description: {
      fr: 'Croquants, navettes, sablés et gâteaux au miel pour le goûter.',
      en: 'Almond crisps, navettes, shortbread and honey cakes for teatime.',
    },
  },
  {
    slug: 'gourmandises-chocolats',
    parent: 'gourmandises',
    name: { fr: 'Chocolats', en: 'Chocolates' },
    description: {
      fr: 'Tablettes, rochers et orangettes, avec le nougat et les amandes de la maison.',
      en: 'Bars, rochers and candied orange peel, with our own nougat and almonds.',
    },
  },
  {
    slug: 'gourmandises-confitures',
    parent: 'gourmandises',
    name: { fr: 'Confitures', en: 'Jams and spreads' },
    description: {
      fr: 'Confitures de fruits de Provence et pâte à tartiner amande et miel.',
      en: 'Provence fruit jams and an almond and honey spread.',
    },
  },
  {
    slug: 'deguster-et-offrir',
    parent: null,
    name: { fr: 'Déguster et offrir', en: 'Taste and give' },
    description: {
      fr: 'Miels, douceurs apéritives et coffrets pour faire plaisir.',
      en: 'Honeys, aperitif treats and gift boxes to delight someone.',
    },
  },
  {
    slug: 'deguster-et-offrir-aperitifs',
    parent: 'deguster-et-offrir',
    name: { fr: 'Apéritifs', en: 'Aperitif' },
    description: {
      fr: "Amandes grillées et croquants salés pour l'heure de l'apéritif.",
      en: 'Roasted almonds and savoury nibbles for drinks time.',
    },
  },
  {
    slug: 'deguster-et-offrir-miels',
    parent: 'deguster-et-offrir',
    name: { fr: 'Miels', en: 'Honeys' },
    description: {
      fr: 'Les miels de nos ruches, récoltés au pied du Mont Ventoux.',
      en: 'Honey from our hives, harvested at the foot of Mont Ventoux.',
    },
  },
  {
    slug: 'deguster-et-offrir-coffrets-cadeaux',
    parent: 'deguster-et-offrir',
    name: { fr: 'Coffrets cadeaux', en: 'Gift boxes' },
    description: {
      fr: 'Des coffrets composés à la main, prêts à offrir.',
      en: 'Hand-packed gift boxes, ready to give.',
    },
  },
  {
    slug: 'thes-tisanes-bio',
    parent: null,
    name: { fr: 'Thés et tisanes bio', en: 'Organic teas and herbal teas' },
    description: {
      fr: 'Thés et infusions issus de l’agriculture biologique, servis aussi dans notre salon de thé.',
      en: 'Organic teas and infusions, also served in our tea room.',
    },
  },
  {
    slug: 'barre-energetique',
    parent: null,
    name: { fr: 'Barres énergétiques', en: 'Energy bars' },
    description: {
      fr: 'Des barres au miel et aux fruits secs pour la randonnée et le sport.',
      en: 'Honey and nut bars for hiking and sport.',
    },
  },
];
