import { foodInfoFormSchema, foodInfoProblems, tidyFoodInfo, type FoodInfoForm } from './food-info.js';

const nougat: FoodInfoForm = {
  ingredients_fr: 'Miel de lavande 30 %, sucre, {nuts:amandes} 25 %, {nuts:pistaches}, {eggs:blanc d’œuf}, papier azyme (fécule de pomme de terre)',
  ingredients_en: 'Lavender honey 30%, sugar, {nuts:almonds} 25%, {nuts:pistachios}, {eggs:egg white}, wafer paper (potato starch)',
  allergens: ['eggs', 'nuts'],
  traces: ['milk'],
  net_quantity_g: 250,
  storage_fr: 'Au sec, entre 15 et 20 °C.',
  storage_en: 'Keep dry, between 15 and 20 °C.',
  best_before_fr: 'À consommer de préférence avant la date imprimée.',
  best_before_en: 'Best before the date printed.',
  nutrition: { energy_kj: 1849, energy_kcal: 442, fat: 17.6, saturates: 1.6, carbohydrate: 59.8, sugars: 52.1, protein: 9.9, salt: 0.1 },
};

const problems = (change: Partial<FoodInfoForm>) => foodInfoProblems({ ...nougat, ...change }).map(({ field, problem }) => `${field}:${problem}`);

describe('foodInfoProblems', () => {
  it('accepts a whole, coherent form, and an exempt one without nutrition', () => {
    expect(foodInfoProblems(nougat)).toEqual([]);
    expect(problems({ nutrition: null })).toEqual([]);
    expect(foodInfoFormSchema.safeParse(nougat).success).toBe(true);
  });

  it('refuses an allergen marked in the ingredients but not declared, naming it', () => {
    const found = foodInfoProblems({ ...nougat, allergens: ['nuts'] });
    expect(found).toEqual([
      { field: 'ingredients_fr', problem: 'allergen_not_declared', allergens: ['eggs'] },
      { field: 'ingredients_en', problem: 'allergen_not_declared', allergens: ['eggs'] },
    ]);
  });

  it('refuses an allergen declared but not marked in one language', () => {
    const found = foodInfoProblems({ ...nougat, ingredients_en: 'Lavender honey, sugar, {nuts:almonds}, egg white' });
    expect(found).toEqual([{ field: 'ingredients_en', problem: 'allergen_not_marked', allergens: ['eggs'] }]);
  });

  it('refuses an unknown allergen id and traces that repeat an allergen', () => {
    expect(problems({ allergens: ['eggs', 'nuts', 'chocolate'] })).toContain('allergens:allergen_unknown');
    expect(problems({ traces: ['nuts'] })).toEqual(['traces:traces_overlap']);
  });

  it('asks for every text in both languages, within its length', () => {
    expect(problems({ storage_en: '  ' })).toEqual(['storage_en:text_required']);
    expect(problems({ best_before_fr: 'x'.repeat(501) })).toEqual(['best_before_fr:text_too_long']);
    expect(problems({ ingredients_fr: '' })).toEqual(['ingredients_fr:text_required', 'ingredients_fr:allergen_not_marked']);
  });

  it('refuses a net quantity of 0, negative, or not whole', () => {
    for (const net_quantity_g of [0, -5, 12.5, Number.NaN]) expect(problems({ net_quantity_g })).toEqual(['net_quantity_g:net_quantity_range']);
  });

  it('checks the nutrition declaration: ranges, one decimal, parts within their whole, kJ against kcal', () => {
    const n = nougat.nutrition!;
    expect(problems({ nutrition: { ...n, fat: -1 } })).toEqual(['nutrition.fat:grams_range']);
    expect(problems({ nutrition: { ...n, salt: 0.25 } })).toEqual(['nutrition.salt:grams_range']);
    expect(problems({ nutrition: { ...n, saturates: 18 } })).toEqual(['nutrition.saturates:saturates_over_fat']);
    expect(problems({ nutrition: { ...n, sugars: 60 } })).toEqual(['nutrition.sugars:sugars_over_carbohydrate']);
    expect(problems({ nutrition: { ...n, energy_kj: 442 } })).toEqual(['nutrition.energy_kj:energy_mismatch']);
    expect(problems({ nutrition: { ...n, energy_kcal: 1.5 } })).toEqual(['nutrition.energy_kcal:energy_range']);
    expect(problems({ nutrition: { ...n, fat: 40, carbohydrate: 60, sugars: 50 } })).toEqual(['nutrition.fat:nutrients_over_100']);
  });
});

describe('tidyFoodInfo', () => {
  it('trims the texts and puts the allergens in annex II order, once each', () => {
    const tidy = tidyFoodInfo({ ...nougat, storage_fr: '  Au sec. ', allergens: ['nuts', 'eggs', 'nuts'], traces: ['sesame', 'milk'] });
    expect(tidy.storage_fr).toBe('Au sec.');
    expect(tidy.allergens).toEqual(['eggs', 'nuts']);
    expect(tidy.traces).toEqual(['milk', 'sesame']);
  });
});
