import type { Allergen, FoodInfo, Lang, Nutrition } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productFoodInfo, type ProductFoodInfoRow } from '../db/schema.js';

export async function loadFoodInfo(db: Db, productId: number): Promise<ProductFoodInfoRow | null> {
  const [row] = await db.select().from(productFoodInfo).where(eq(productFoodInfo.productId, productId));
  return row ?? null;
}

const grams = (tenths: number) => tenths / 10;

function nutritionOf(row: ProductFoodInfoRow): Nutrition | null {
  const { energyKj, energyKcal, fatDg, saturatesDg, carbohydrateDg, sugarsDg, proteinDg, saltDg } = row;
  // The table's check keeps them all set or all null (exempt, regulation 1169/2011 annex V).
  if (
    energyKj === null ||
    energyKcal === null ||
    fatDg === null ||
    saturatesDg === null ||
    carbohydrateDg === null ||
    sugarsDg === null ||
    proteinDg === null ||
    saltDg === null
  ) {
    return null;
  }
  return {
    energy_kj: energyKj,
    energy_kcal: energyKcal,
    fat: grams(fatDg),
    saturates: grams(saturatesDg),
    carbohydrate: grams(carbohydrateDg),
    sugars: grams(sugarsDg),
    protein: grams(proteinDg),
    salt: grams(saltDg),
  };
}

/** A product's food information in the asked language (regulation 1169/2011 art. 9 and 14). */
export function toFoodInfo(row: ProductFoodInfoRow, lang: Lang): FoodInfo {
  const en = lang === 'en';
  return {
    ingredients: en ? row.ingredientsEn : row.ingredientsFr,
    allergens: row.allergens as Allergen[],
    traces: row.traces as Allergen[],
    net_quantity_g: row.netQuantityG,
    storage: en ? row.storageEn : row.storageFr,
    best_before: en ? row.bestBeforeEn : row.bestBeforeFr,
    nutrition: nutritionOf(row),
  };
}
