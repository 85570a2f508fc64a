import { ALLERGENS } from '@nougaterie/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.js';

const allergenList = sql.raw(`ARRAY[${ALLERGENS.map((id) => `'${id}'`).join(', ')}]::text[]`);
const NUTRITION = ['energy_kj', 'energy_kcal', 'fat_dg', 'saturates_dg', 'carbohydrate_dg', 'sugars_dg', 'protein_dg', 'salt_dg'];

/**
 * A food's mandatory particulars shown before purchase (regulation (EU) 1169/2011 art. 9 and 14),
 * one row per product that is food; a product that is not (the empty tin) has none. Its own table,
 * not columns of products: twenty columns that only the product page reads stay out of every
 * listing's rows, and "not food" is the absence of a row rather than twenty nulls. The maker's
 * name and address (art. 9 1° h) are the firm's (contracts' FIRM), not stored per product.
 */
export const productFoodInfo = pgTable(
  'product_food_info',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Allergens marked `{<allergen id>:<words>}` (contracts' rules/allergens.ts; art. 21). */
    ingredientsFr: text('ingredients_fr').notNull(),
    ingredientsEn: text('ingredients_en').notNull(),
    /** Annex II ids, those the ingredients mark. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "May contain traces of" (art. 36), none of `allergens`. */
    traces: text('traces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Net quantity (art. 23, annex IX); products.weight_g is the parcel's weight for shipping. */
    netQuantityG: integer('net_quantity_g').notNull(),
    storageFr: text('storage_fr').notNull(),
    storageEn: text('storage_en').notNull(),
    bestBeforeFr: text('best_before_fr').notNull(),
    bestBeforeEn: text('best_before_en').notNull(),
    /**
     * The nutrition declaration per 100 g (art. 30, 32, annex XV): energy in kJ and kcal, the rest
     * in tenths of a gram (decigrams), one decimal as annex XV's rounding guidance shows it. All
     * null for a food annex V exempts (teas and infusions, point 8).
     */
    energyKj: integer('energy_kj'),
    energyKcal: integer('energy_kcal'),
    fatDg: integer('fat_dg'),
    saturatesDg: integer('saturates_dg'),
    carbohydrateDg: integer('carbohydrate_dg'),
    sugarsDg: integer('sugars_dg'),
    proteinDg: integer('protein_dg'),
    saltDg: integer('salt_dg'),
  },
  (t) => [
    check('product_food_info_allergens_known', sql`${t.allergens} <@ ${allergenList} AND ${t.traces} <@ ${allergenList}`),
    check('product_food_info_traces_apart', sql`NOT (${t.allergens} && ${t.traces})`),
    check('product_food_info_net_quantity_nonnegative', sql`${t.netQuantityG} >= 0`),
    check(
      'product_food_info_nutrition_whole',
      sql.raw(`(${NUTRITION.map((c) => `"${c}" IS NULL`).join(' AND ')}) OR (${NUTRITION.map((c) => `"${c}" IS NOT NULL`).join(' AND ')})`),
    ),
    check(
      'product_food_info_nutrition_range',
      sql`${t.energyKj} >= 0 AND ${t.energyKcal} >= 0 AND ${t.saturatesDg} BETWEEN 0 AND ${t.fatDg} AND ${t.sugarsDg} BETWEEN 0 AND ${t.carbohydrateDg} AND ${t.fatDg} <= 1000 AND ${t.carbohydrateDg} <= 1000 AND ${t.proteinDg} BETWEEN 0 AND 1000 AND ${t.saltDg} BETWEEN 0 AND 1000`,
    ),
  ],
);

export type ProductFoodInfoRow = typeof productFoodInfo.$inferSelect;
export type NewProductFoodInfoRow = typeof productFoodInfo.$inferInsert;
