import { z } from 'zod/mini';
import { markedAllergens } from '../rules/allergens.js';
import { ALLERGENS, type Allergen } from '../schemas/food.js';
import { lazy } from '../schemas/lazy.js';

/*
 * A product's food information as staff edit it (/api/admin/products/:id/food-info): the mandatory
 * particulars of regulation (EU) 1169/2011 art. 9 that the product page shows before purchase
 * (art. 14). The shop's answer (schemas/food.ts) gives one language; this form holds both.
 * Nutrition in grams per 100 g with one decimal, as the page shows it (the table keeps tenths).
 */

export const FOOD_INFO_LIMITS = {
  ingredients: { max: 2_000 },
  storage: { max: 500 },
  best_before: { max: 500 },
  /** Grams: a 25 kg sack is the most the shop would sell. */
  net_quantity_g: { max: 25_000 },
  energy_kj: { max: 4_000 },
  energy_kcal: { max: 1_000 },
  /** kJ = 4.184 × kcal (annex XIV); each is rounded to the unit, so a small gap is allowed. */
  energy_tolerance: 0.03,
} as const;

export const NUTRIENTS = ['fat', 'saturates', 'carbohydrate', 'sugars', 'protein', 'salt'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const foodInfoFormSchema = lazy(() =>
  z.object({
    /** Each allergen marked `{<id>:<words>}`, e.g. `Sucre, {nuts:amandes} 30 %` (rules/allergens.ts). */
    ingredients_fr: z.string().check(z.maxLength(20_000)),
    ingredients_en: z.string().check(z.maxLength(20_000)),
    /** Annex II ids the product holds: exactly those the ingredients mark, in both languages. */
    allergens: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(30)),
    /** "May contain traces of" (art. 36): none of the allergens it holds. */
    traces: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(30)),
    net_quantity_g: z.number(),
    storage_fr: z.string().check(z.maxLength(20_000)),
    storage_en: z.string().check(z.maxLength(20_000)),
    best_before_fr: z.string().check(z.maxLength(20_000)),
    best_before_en: z.string().check(z.maxLength(20_000)),
    /** null: a food annex V exempts from the declaration (teas and infusions, point 8). */
    nutrition: z.nullable(
      z.object({
        energy_kj: z.number(),
        energy_kcal: z.number(),
        fat: z.number(),
        saturates: z.number(),
        carbohydrate: z.number(),
        sugars: z.number(),
        protein: z.number(),
        salt: z.number(),
      }),
    ),
  }),
);
export type FoodInfoForm = z.infer<typeof foodInfoFormSchema>;

/** GET answer: the product's food information, or null when it is not food (an empty tin). */
export const adminFoodInfoSchema = lazy(() => z.object({ food_info: z.nullable(foodInfoFormSchema) }));
export type AdminFoodInfo = z.infer<typeof adminFoodInfoSchema>;

export const FOOD_INFO_PROBLEMS = [
  'text_required',
  'text_too_long',
  'allergen_unknown',
  /** The ingredients mark an allergen the list does not declare. */
  'allergen_not_declared',
  /** The list declares an allergen the ingredients do not mark (in bold on the page). */
  'allergen_not_marked',
  'traces_overlap',
  'net_quantity_range',
  'energy_range',
  'energy_mismatch',
  'grams_range',
  'saturates_over_fat',
  'sugars_over_carbohydrate',
  'nutrients_over_100',
] as const;
export type FoodInfoProblem = (typeof FOOD_INFO_PROBLEMS)[number];

type Field = Exclude<keyof FoodInfoForm, 'nutrition'> | `nutrition.${keyof NonNullable<FoodInfoForm['nutrition']>}`;
export interface FoodInfoFormProblem {
  field: Field;
  problem: FoodInfoProblem;
  /** The allergens a mismatch names (ids of annex II). */
  allergens?: Allergen[];
}

const isAllergen = (id: string): id is Allergen => (ALLERGENS as readonly string[]).includes(id);
const oneDecimal = (n: number) => Number.isFinite(n) && Math.abs(Math.round(n * 10) - n * 10) < 1e-6;

/**
 * What is wrong with a food information form, field by field (none: it may be saved). The one home
 * of these rules: the api refuses with them (422), the back office shows them before asking. A
 * product holding an allergen cannot be saved without it: each allergen declared must be marked in
 * both lists of ingredients (shown in bold, art. 21) and each one marked must be declared.
 */
export function foodInfoProblems(form: FoodInfoForm): FoodInfoFormProblem[] {
  const problems: FoodInfoFormProblem[] = [];
  const texts = [
    ['ingredients_fr', FOOD_INFO_LIMITS.ingredients.max],
    ['ingredients_en', FOOD_INFO_LIMITS.ingredients.max],
    ['storage_fr', FOOD_INFO_LIMITS.storage.max],
    ['storage_en', FOOD_INFO_LIMITS.storage.max],
    ['best_before_fr', FOOD_INFO_LIMITS.best_before.max],
    ['best_before_en', FOOD_INFO_LIMITS.best_before.max],
  ] as const;
  for (const [field, max] of texts) {
    const text = form[field].trim();
    if (text === '') problems.push({ field, problem: 'text_required' });
    else if (text.length > max) problems.push({ field, problem: 'text_too_long' });
  }

  const unknown = [...form.allergens, ...form.traces].filter((id) => !isAllergen(id));
  if (unknown.length) problems.push({ field: form.allergens.some((id) => !isAllergen(id)) ? 'allergens' : 'traces', problem: 'allergen_unknown' });
  const declared = new Set(form.allergens.filter(isAllergen));
  for (const field of ['ingredients_fr', 'ingredients_en'] as const) {
    const marked = markedAllergens(form[field]);
    const notDeclared = marked.filter((id) => !declared.has(id));
    const notMarked = ALLERGENS.filter((id) => declared.has(id) && !marked.includes(id));
    if (notDeclared.length) problems.push({ field, problem: 'allergen_not_declared', allergens: notDeclared });
    if (notMarked.length) problems.push({ field, problem: 'allergen_not_marked', allergens: notMarked });
  }
  const overlap = ALLERGENS.filter((id) => declared.has(id) && form.traces.includes(id));
  if (overlap.length) problems.push({ field: 'traces', problem: 'traces_overlap', allergens: overlap });

  const quantity = form.net_quantity_g;
  if (!(Number.isInteger(quantity) && quantity > 0 && quantity <= FOOD_INFO_LIMITS.net_quantity_g.max)) {
    problems.push({ field: 'net_quantity_g', problem: 'net_quantity_range' });
  }

  const n = form.nutrition;
  if (n) {
    const kj = Number.isInteger(n.energy_kj) && n.energy_kj >= 0 && n.energy_kj <= FOOD_INFO_LIMITS.energy_kj.max;
    const kcal = Number.isInteger(n.energy_kcal) && n.energy_kcal >= 0 && n.energy_kcal <= FOOD_INFO_LIMITS.energy_kcal.max;
    if (!kj) problems.push({ field: 'nutrition.energy_kj', problem: 'energy_range' });
    if (!kcal) problems.push({ field: 'nutrition.energy_kcal', problem: 'energy_range' });
    if (kj && kcal && Math.abs(n.energy_kj - 4.184 * n.energy_kcal) > FOOD_INFO_LIMITS.energy_tolerance * Math.max(1, 4.184 * n.energy_kcal) + 1) {
      problems.push({ field: 'nutrition.energy_kj', problem: 'energy_mismatch' });
    }
    const gramsOk = (value: number) => oneDecimal(value) && value >= 0 && value <= 100;
    const bad = NUTRIENTS.filter((nutrient) => !gramsOk(n[nutrient]));
    for (const nutrient of bad) problems.push({ field: `nutrition.${nutrient}`, problem: 'grams_range' });
    if (!bad.includes('saturates') && !bad.includes('fat') && n.saturates > n.fat)
      problems.push({ field: 'nutrition.saturates', problem: 'saturates_over_fat' });
    if (!bad.includes('sugars') && !bad.includes('carbohydrate') && n.sugars > n.carbohydrate) {
      problems.push({ field: 'nutrition.sugars', problem: 'sugars_over_carbohydrate' });
    }
    if (bad.length === 0 && n.fat + n.carbohydrate + n.protein + n.salt > 100.05) problems.push({ field: 'nutrition.fat', problem: 'nutrients_over_100' });
  }
  return problems;
}

/** The form as it is saved: texts trimmed, allergen lists in annex II's order, once each. */
export function tidyFoodInfo(form: FoodInfoForm): FoodInfoForm {
  const ordered = (ids: string[]) => ALLERGENS.filter((id) => ids.includes(id));
  return {
    ...form,
    ingredients_fr: form.ingredients_fr.trim(),
    ingredients_en: form.ingredients_en.trim(),
    storage_fr: form.storage_fr.trim(),
    storage_en: form.storage_en.trim(),
    best_before_fr: form.best_before_fr.trim(),
    best_before_en: form.best_before_en.trim(),
    allergens: ordered(form.allergens),
    traces: ordered(form.traces),
  };
}
