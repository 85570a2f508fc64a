import { ALLERGENS } from '@nougaterie/contracts';
import { markedAllergens } from '@nougaterie/contracts/rules';
import { NOT_FOOD, seedFoodInfo } from './food-info.js';
import { seedProducts } from './products.js';

/**
 * Words naming an annex II allergen (regulation (EU) 1169/2011) that must never stand unmarked in
 * a list of ingredients (art. 21): "beurre de cacao" and "cocoa butter" are no milk.
 */
const ALLERGEN_WORDS = {
  fr: [
    'amande',
    'pistache',
    'noisette',
    'noix',
    'lait',
    'beurre',
    'crème',
    'œuf',
    'oeuf',
    'blé',
    'seigle',
    'orge',
    'avoine',
    'épeautre',
    'soja',
    'sésame',
    'arachide',
    'sulfit',
    'sulfureux',
    'moutarde',
    'céleri',
    'lupin',
  ],
  en: [
    'almond',
    'pistachio',
    'hazelnut',
    'walnut',
    'milk',
    'butter',
    'cream',
    'egg',
    'wheat',
    'rye',
    'barley',
    'oat',
    'spelt',
    'soy',
    'sesame',
    'peanut',
    'sulphite',
    'sulphur',
    'mustard',
    'celery',
    'lupin',
  ],
};
const HARMLESS = /beurre de cacao|cocoa butter/gi;

const unmarkedAllergenWords = (text: string, lang: 'fr' | 'en') => {
  const plain = text
    .replace(/\{[a-z]+:[^{}]+\}/g, ' ')
    .replace(HARMLESS, ' ')
    .toLowerCase();
  return ALLERGEN_WORDS[lang].filter((word) => new RegExp(`(?<!\\p{L})${word}`, 'u').test(plain));
};

const within5 = (value: number, expected: number) => Math.abs(value - expected) <= 0.05 * expected;

describe('seeded food information (issue #23, regulation 1169/2011 art. 9 and 14)', () => {
  it('covers every seeded product but those that are not food', () => {
    const covered = seedFoodInfo.map((info) => info.slug);
    expect(covered).toEqual(seedProducts.map((p) => p.slug).filter((slug) => !NOT_FOOD.includes(slug)));
    expect(covered).toHaveLength(74);
  });

  it.each(seedFoodInfo.map((info) => [info.slug, info] as const))('%s: allergens marked alike in both languages, none left unmarked', (_, info) => {
    expect(markedAllergens(info.ingredientsFr)).toEqual(info.allergens);
    expect(markedAllergens(info.ingredientsEn)).toEqual(info.allergens);
    expect(unmarkedAllergenWords(info.ingredientsFr, 'fr')).toEqual([]);
    expect(unmarkedAllergenWords(info.ingredientsEn, 'en')).toEqual([]);
    expect(info.traces!.every((id) => ALLERGENS.includes(id as never) && !info.allergens!.includes(id))).toBe(true);
    for (const text of [info.ingredientsFr, info.ingredientsEn, info.storageFr, info.storageEn, info.bestBeforeFr, info.bestBeforeEn]) {
      expect(text.trim().length).toBeGreaterThan(10);
    }
    expect(info.netQuantityG).toBeGreaterThan(0);
  });

  it.each(seedFoodInfo.filter((info) => info.energyKcal !== null).map((info) => [info.slug, info] as const))(
    '%s: energy follows the macronutrients, parts within their whole',
    (_, info) => {
      const [fat, saturates, carbohydrate, sugars, protein, salt] = [
        info.fatDg,
        info.saturatesDg,
        info.carbohydrateDg,
        info.sugarsDg,
        info.proteinDg,
        info.saltDg,
      ].map((dg) => dg! / 10);
      expect(within5(info.energyKcal!, 4 * carbohydrate + 4 * protein + 9 * fat)).toBe(true);
      expect(within5(info.energyKj!, 4.184 * info.energyKcal!)).toBe(true);
      expect(saturates).toBeLessThanOrEqual(fat);
      expect(sugars).toBeLessThanOrEqual(carbohydrate);
      expect(fat + carbohydrate + protein + salt).toBeLessThanOrEqual(100);
    },
  );

  it('knows what a shopper avoiding gluten, milk or nuts looks for', () => {
    const of = (slug: string) => seedFoodInfo.find((info) => info.slug === slug)!;
    expect(of('nougat-blanc-tendre-miel-de-lavande').allergens).toEqual(['eggs', 'nuts']);
    expect(of('nougat-noir-croquant').allergens).toEqual(['nuts']);
    expect(of('calissons-de-provence').allergens).toEqual(['eggs', 'nuts', 'sulphites']);
    expect(of('tablette-chocolat-lait-amandes').allergens).toEqual(['soybeans', 'milk', 'nuts']);
    expect(of('sables-a-la-lavande').allergens).toEqual(['gluten', 'eggs', 'milk']);
    expect(of('miel-de-romarin')).toMatchObject({ allergens: [], traces: [] });
    expect(of('tisane-verveine-bio')).toMatchObject({ energyKcal: null, saltDg: null });
    expect(of('coffret-gourmand-prestige').netQuantityG).toBe(1350);
  });
});
