import { z } from 'zod/mini';
import { ALLERGENS, FOOD_FILTERS } from './allergen-list.js';
import { lazy } from './lazy.js';

// Apart, free of zod, so that the allergen rules do not bring zod into a front end's bundle.
export * from './allergen-list.js';

export const categoryQuerySchema = lazy(() =>
  z.object({
    without: z.optional(z.string().check(z.regex(new RegExp(`^(${FOOD_FILTERS.join('|')})(,(${FOOD_FILTERS.join('|')}))*$`)))),
  }),
);

/** Grams per 100 g, one decimal (regulation 1169/2011 art. 30 and 32, annex XV). */
const grams = () => z.number().check(z.nonnegative(), z.lte(100));

/** The nutrition declaration per 100 g (regulation 1169/2011 art. 30 1°, 32, annex XV). */
export const nutritionSchema = lazy(() =>
  z.object({
    energy_kj: z.number().check(z.int(), z.nonnegative()),
    energy_kcal: z.number().check(z.int(), z.nonnegative()),
    fat: grams(),
    saturates: grams(),
    carbohydrate: grams(),
    sugars: grams(),
    protein: grams(),
    salt: grams(),
  }),
);
export type Nutrition = z.infer<typeof nutritionSchema>;

/**
 * A food's mandatory particulars that a product page shows before purchase (regulation 1169/2011
 * art. 9 and 14), in the asked language. The maker's name and address (art. 9 1° h) are the firm's,
 * contracts' FIRM, the same for every product. `ingredients` marks each allergen as
 * `{<allergen id>:<words>}` (rules/allergens.ts), never HTML; `allergens` is the set of those ids.
 */
export const foodInfoSchema = lazy(() =>
  z.object({
    ingredients: z.string(),
    allergens: z.array(z.enum(ALLERGENS)),
    /** "May contain traces of": voluntary information on unintended presence (art. 36). */
    traces: z.array(z.enum(ALLERGENS)),
    /** Net quantity in grams (art. 23, annex IX); weight_g is the parcel weight shipping reads. */
    net_quantity_g: z.number().check(z.int(), z.nonnegative()),
    storage: z.string(),
    best_before: z.string(),
    /** null: a food that annex V exempts from the declaration (teas and infusions, point 8). */
    nutrition: z.nullable(nutritionSchema),
  }),
);
export type FoodInfo = z.infer<typeof foodInfoSchema>;
