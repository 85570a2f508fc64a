import type { Lang } from '@nougaterie/contracts';
import type { CategoryProblem, MoneySettingsProblem, ShippingRateProblem, ShippingZoneId } from '@nougaterie/contracts/admin';

type Sentences<K extends string> = Record<K, { fr: string; en: string }>;

/** Why the money settings are refused (contracts' moneySettingsProblems). */
const moneyProblems: Sentences<MoneySettingsProblem> = {
  franco_port_range: {
    fr: 'La livraison offerte dès… est un montant supérieur à 0 € et d’au plus 10 000 €, au centime près.',
    en: 'Free shipping from… is an amount above €0 and at most €10,000, to the cent.',
  },
  fidelite_from_range: {
    fr: 'Le montant d’achats pour 1 point de fidélité est supérieur à 0 € et d’au plus 10 000 €, au centime près.',
    en: 'The amount spent per loyalty point is above €0 and at most €10,000, to the cent.',
  },
  point_value_range: {
    fr: 'La valeur d’un point est supérieure à 0 € et d’au plus 100 €, au centime près.',
    en: 'The value of a point is above €0 and at most €100, to the cent.',
  },
};

/** Why the shipping prices are refused (contracts' shippingRatesProblems). */
const rateProblems: Sentences<ShippingRateProblem> = {
  method_unknown: { fr: 'Ce mode de livraison n’existe pas.', en: 'There is no such shipping method.' },
  method_free: { fr: 'Le retrait à la boutique est gratuit : il n’a pas de tarif.', en: 'The shop pick-up is free: it has no prices.' },
  zone_unknown: { fr: 'Cette zone de livraison n’existe pas.', en: 'There is no such shipping zone.' },
  table_twice: { fr: 'Ce tableau de tarifs est donné deux fois.', en: 'This table of prices is given twice.' },
  bands_too_many: { fr: 'Un tableau a 20 tranches de poids au plus.', en: 'A table has at most 20 weight bands.' },
  weight_range: {
    fr: 'Un poids maximal est un nombre entier de grammes, de 1 à 100 000.',
    en: 'A maximum weight is a whole number of grams, from 1 to 100,000.',
  },
  weights_increasing: {
    fr: 'Chaque tranche va jusqu’à un poids plus lourd que la précédente.',
    en: 'Each band goes up to a heavier weight than the one before.',
  },
  price_range: {
    fr: 'Un prix est de 0 € ou plus (au plus 1 000 €), au centime près.',
    en: 'A price is €0 or more (at most €1,000), to the cent.',
  },
};

const zoneNames: Sentences<ShippingZoneId> = {
  metro: { fr: 'France métropolitaine', en: 'Metropolitan France' },
  corsica: { fr: 'Corse', en: 'Corsica' },
  overseas: { fr: 'Outre-mer', en: 'Overseas France' },
  eu: { fr: 'Union européenne', en: 'European Union' },
};

/** Why the categories are refused (contracts' categoriesProblems). */
const categoryProblems: Sentences<CategoryProblem> = {
  slugs_fixed: {
    fr: 'La liste reprend les 17 catégories de la boutique, chacune une fois : leurs adresses ne changent pas.',
    en: 'The list holds the shop’s 17 categories, each once: their addresses do not change.',
  },
  name_fr_required: { fr: 'Le nom en français est obligatoire.', en: 'The French name is required.' },
  name_en_required: { fr: 'Le nom en anglais est obligatoire.', en: 'The English name is required.' },
  name_too_long: { fr: 'Un nom tient en 60 caractères au plus.', en: 'A name has at most 60 characters.' },
};

export function moneyProblem(lang: Lang, problem: MoneySettingsProblem): string {
  return moneyProblems[problem][lang];
}

/** « Livraison à domicile, Corse, tranche 2 : … » */
export function rateProblem(lang: Lang, problem: ShippingRateProblem, where: { method?: string; zone: string; band?: number }): string {
  const zone = zoneNames[where.zone as ShippingZoneId]?.[lang] ?? where.zone.slice(0, 40);
  const band = where.band === undefined ? [] : [lang === 'fr' ? `tranche ${where.band + 1}` : `band ${where.band + 1}`];
  const place = [where.method, zone, ...band].filter(Boolean).join(', ');
  return `${place}${lang === 'fr' ? ' : ' : ': '}${rateProblems[problem][lang]}`;
}

export function categoryProblem(lang: Lang, problem: CategoryProblem, slug?: string): string {
  return slug ? `${slug.slice(0, 80)}${lang === 'fr' ? ' : ' : ': '}${categoryProblems[problem][lang]}` : categoryProblems[problem][lang];
}
