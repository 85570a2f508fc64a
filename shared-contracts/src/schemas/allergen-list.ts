/**
 * The 14 substances or products causing allergies or intolerances of regulation (EU) 1169/2011,
 * annex II, in its order: their presence must be emphasised in the list of ingredients (art. 21)
 * and made available before a distance purchase (art. 9 1° c, art. 14). Names in both languages
 * live in the front ends' i18n files (`allergen.<id>`).
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * The shop's "sans gluten / sans lait / sans fruits à coque" filters: a product passes one when it
 * neither holds the allergen nor may hold traces of it. GET /api/shop/category/:slug?without=gluten,milk
 */
export const FOOD_FILTERS = ['gluten', 'milk', 'nuts'] as const satisfies readonly Allergen[];
export type FoodFilter = (typeof FOOD_FILTERS)[number];
