import type { Allergen, Lang } from '@nougaterie/contracts';
import type { FoodInfoFormProblem, FoodInfoProblem } from '@nougaterie/contracts/admin';

/** Annex II's names (regulation (EU) 1169/2011), as the product page words them. */
const ALLERGEN_NAMES: Record<Allergen, { fr: string; en: string }> = {
  gluten: { fr: 'céréales contenant du gluten', en: 'cereals containing gluten' },
  crustaceans: { fr: 'crustacés', en: 'crustaceans' },
  eggs: { fr: 'œufs', en: 'eggs' },
  fish: { fr: 'poissons', en: 'fish' },
  peanuts: { fr: 'arachides', en: 'peanuts' },
  soybeans: { fr: 'soja', en: 'soybeans' },
  milk: { fr: 'lait', en: 'milk' },
  nuts: { fr: 'fruits à coque', en: 'nuts' },
  celery: { fr: 'céleri', en: 'celery' },
  mustard: { fr: 'moutarde', en: 'mustard' },
  sesame: { fr: 'graines de sésame', en: 'sesame seeds' },
  sulphites: { fr: 'anhydride sulfureux et sulfites', en: 'sulphur dioxide and sulphites' },
  lupin: { fr: 'lupin', en: 'lupin' },
  molluscs: { fr: 'mollusques', en: 'molluscs' },
};

const FIELD_NAMES: Record<string, { fr: string; en: string }> = {
  ingredients_fr: { fr: 'la liste des ingrédients en français', en: 'the French list of ingredients' },
  ingredients_en: { fr: 'la liste des ingrédients en anglais', en: 'the English list of ingredients' },
  storage_fr: { fr: 'la conservation en français', en: 'the French storage conditions' },
  storage_en: { fr: 'la conservation en anglais', en: 'the English storage conditions' },
  best_before_fr: { fr: 'la durabilité en français', en: 'the French best-before guidance' },
  best_before_en: { fr: 'la durabilité en anglais', en: 'the English best-before guidance' },
};

type Sentence = (lang: Lang, p: FoodInfoFormProblem) => string;
const names = (lang: Lang, ids: Allergen[] = []) => ids.map((id) => ALLERGEN_NAMES[id][lang]).join(', ');
const field = (lang: Lang, p: FoodInfoFormProblem) => FIELD_NAMES[p.field]?.[lang] ?? p.field;
const both =
  (fr: string, en: string): Sentence =>
  (lang) =>
    lang === 'en' ? en : fr;

/** Why a food information form is refused (contracts' foodInfoProblems), one sentence each. */
const SENTENCES: Record<FoodInfoProblem, Sentence> = {
  text_required: (lang, p) => (lang === 'en' ? `Fill in ${field(lang, p)}.` : `Renseignez ${field(lang, p)}.`),
  text_too_long: (lang, p) => (lang === 'en' ? `${field(lang, p)} is too long.` : `${field(lang, p)} est trop longue.`).replace(/^./, (c) => c.toUpperCase()),
  allergen_unknown: both(
    'Un allergène n’est pas de la liste des 14 du règlement (UE) n° 1169/2011 (annexe II).',
    'An allergen is not one of the 14 of regulation (EU) No 1169/2011 (annex II).',
  ),
  allergen_not_declared: (lang, p) =>
    lang === 'en'
      ? `${field(lang, p).replace(/^./, (c) => c.toUpperCase())} marks ${names(lang, p.allergens)}, which the allergens do not list: tick it or remove the mark.`
      : `${field(lang, p).replace(/^./, (c) => c.toUpperCase())} signale ${names(lang, p.allergens)}, absent des allergènes cochés : cochez-le ou retirez la marque.`,
  allergen_not_marked: (lang, p) =>
    lang === 'en'
      ? `The product holds ${names(lang, p.allergens)}: mark it in ${field(lang, p)} as {id:words}, e.g. {nuts:almonds}, so that it shows in bold.`
      : `Le produit contient : ${names(lang, p.allergens)}. Signalez-le dans ${field(lang, p)} sous la forme {id:mots}, par exemple {nuts:amandes}, pour qu’il apparaisse en gras.`,
  traces_overlap: (lang, p) =>
    lang === 'en'
      ? `${names(lang, p.allergens)}: an allergen the product holds is not also a possible trace.`
      : `${names(lang, p.allergens)} : un allergène contenu dans le produit n’est pas aussi une trace éventuelle.`,
  net_quantity_range: both(
    'La quantité nette est un nombre entier de grammes, de 1 à 25 000.',
    'The net quantity is a whole number of grams, from 1 to 25,000.',
  ),
  energy_range: both(
    'L’énergie est un nombre entier : au plus 4 000 kJ et 1 000 kcal pour 100 g.',
    'Energy is a whole number: at most 4,000 kJ and 1,000 kcal per 100 g.',
  ),
  energy_mismatch: both('L’énergie en kJ doit valoir environ 4,184 fois celle en kcal.', 'Energy in kJ must be about 4.184 times that in kcal.'),
  grams_range: both(
    'Chaque nutriment se donne en grammes pour 100 g, de 0 à 100, avec une décimale au plus.',
    'Each nutrient is given in grams per 100 g, from 0 to 100, with one decimal at most.',
  ),
  saturates_over_fat: both('Les acides gras saturés ne peuvent dépasser les matières grasses.', 'Saturates cannot exceed fat.'),
  sugars_over_carbohydrate: both('Les sucres ne peuvent dépasser les glucides.', 'Sugars cannot exceed carbohydrate.'),
  nutrients_over_100: both(
    'Matières grasses, glucides, protéines et sel font plus de 100 g pour 100 g.',
    'Fat, carbohydrate, protein and salt add up to more than 100 g per 100 g.',
  ),
};

export function foodInfoProblemText(lang: Lang, problem: FoodInfoFormProblem): string {
  return SENTENCES[problem.problem](lang, problem);
}
