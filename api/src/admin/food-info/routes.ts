import type { Lang } from '@nougaterie/contracts';
import { foodInfoFormSchema, foodInfoProblems, tidyFoodInfo, type AdminFoodInfo, type FoodInfoForm } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { productFoodInfo, products, type NewProductFoodInfoRow, type ProductFoodInfoRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { recordAudit } from '../audit.js';
import { requireStaff } from '../guard.js';
import { at } from '../messages.js';
import { foodInfoProblemText } from './messages.js';

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
/** Grams with one decimal ↔ the table's tenths of a gram. */
const tenths = (grams: number) => Math.round(grams * 10);
const grams = (dg: number) => dg / 10;

/** The row as the form edits it, both languages. */
export function foodInfoFormOf(row: ProductFoodInfoRow): FoodInfoForm {
  const { energyKj, energyKcal, fatDg, saturatesDg, carbohydrateDg, sugarsDg, proteinDg, saltDg } = row;
  const declared =
    energyKj !== null &&
    energyKcal !== null &&
    fatDg !== null &&
    saturatesDg !== null &&
    carbohydrateDg !== null &&
    sugarsDg !== null &&
    proteinDg !== null &&
    saltDg !== null;
  return {
    ingredients_fr: row.ingredientsFr,
    ingredients_en: row.ingredientsEn,
    allergens: row.allergens,
    traces: row.traces,
    net_quantity_g: row.netQuantityG,
    storage_fr: row.storageFr,
    storage_en: row.storageEn,
    best_before_fr: row.bestBeforeFr,
    best_before_en: row.bestBeforeEn,
    nutrition: declared
      ? {
          energy_kj: energyKj,
          energy_kcal: energyKcal,
          fat: grams(fatDg),
          saturates: grams(saturatesDg),
          carbohydrate: grams(carbohydrateDg),
          sugars: grams(sugarsDg),
          protein: grams(proteinDg),
          salt: grams(saltDg),
        }
      : null,
  };
}

function columnsOf(form: FoodInfoForm): Omit<NewProductFoodInfoRow, 'productId'> {
  const n = form.nutrition;
  return {
    ingredientsFr: form.ingredients_fr,
    ingredientsEn: form.ingredients_en,
    allergens: form.allergens,
    traces: form.traces,
    netQuantityG: form.net_quantity_g,
    storageFr: form.storage_fr,
    storageEn: form.storage_en,
    bestBeforeFr: form.best_before_fr,
    bestBeforeEn: form.best_before_en,
    energyKj: n?.energy_kj ?? null,
    energyKcal: n?.energy_kcal ?? null,
    fatDg: n ? tenths(n.fat) : null,
    saturatesDg: n ? tenths(n.saturates) : null,
    carbohydrateDg: n ? tenths(n.carbohydrate) : null,
    sugarsDg: n ? tenths(n.sugars) : null,
    proteinDg: n ? tenths(n.protein) : null,
    saltDg: n ? tenths(n.salt) : null,
  };
}

/**
 * A product's food information (regulation (EU) 1169/2011 art. 9 and 14), as staff edit it:
 * read, saved whole (a product holding an allergen is refused unless the allergen is declared and
 * marked in both lists of ingredients: contracts' foodInfoProblems), or removed for what is not
 * food. Each write runs under the product's row lock, writes its audit line (before → after) in
 * the same transaction, then clears the shop's shared answers so that the product page shows it.
 */
export async function adminFoodInfoRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (lang: Lang) => new HttpError(404, at(lang, 'stockProductNotFound'), 'PRODUCT_NOT_FOUND');

  function productId(request: FastifyRequest): number {
    const { id } = request.params as { id: string };
    if (!PRODUCT_ID.test(id) || Number(id) > 2_147_483_647) throw notFound(request.lang);
    return Number(id);
  }

  async function lockProduct(tx: Db, id: number, lang: Lang): Promise<void> {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound(lang);
  }

  async function current(tx: Db, id: number): Promise<FoodInfoForm | null> {
    const [row] = await tx.select().from(productFoodInfo).where(eq(productFoodInfo.productId, id));
    return row ? foodInfoFormOf(row) : null;
  }

  const url = '/api/admin/products/:id/food-info';

  api.get(url, async (request): Promise<AdminFoodInfo> => {
    requireStaff(request);
    const id = productId(request);
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw notFound(request.lang);
    return { food_info: await current(db, id) };
  });

  // The session, then the product's number (404), before the form (400).
  const staffAndProduct = async (request: FastifyRequest) => {
    requireStaff(request);
    productId(request);
  };
  api.post(url, { preValidation: staffAndProduct, schema: { body: orEmpty(foodInfoFormSchema) } }, async (request): Promise<AdminFoodInfo> => {
    const member = requireStaff(request);
    const id = productId(request);
    const raw = request.body;
    const problems = foodInfoProblems(raw);
    if (problems.length) {
      const sentences = [...new Set(problems.map((problem) => foodInfoProblemText(request.lang, problem)))];
      throw new HttpError(422, sentences.join(' '), 'FOOD_INFO_INVALID');
    }
    const form = tidyFoodInfo(raw);
    const { answer, changed } = await inTransaction(db, async (tx) => {
      await lockProduct(tx, id, request.lang);
      const before = await current(tx, id);
      const columns = columnsOf(form);
      await tx
        .insert(productFoodInfo)
        .values({ productId: id, ...columns })
        .onConflictDoUpdate({ target: productFoodInfo.productId, set: columns });
      const after = (await current(tx, id))!;
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (changed) await recordAudit(tx, { staffId: member.id, action: 'product.food_info', target: `product:${id}`, before, after });
      return { answer: { food_info: after }, changed };
    });
    if (changed) app.publicAnswers.invalidate();
    return answer;
  });

  api.delete(url, async (request): Promise<AdminFoodInfo> => {
    const member = requireStaff(request);
    const id = productId(request);
    const changed = await inTransaction(db, async (tx) => {
      await lockProduct(tx, id, request.lang);
      const before = await current(tx, id);
      if (!before) return false;
      await tx.delete(productFoodInfo).where(eq(productFoodInfo.productId, id));
      await recordAudit(tx, { staffId: member.id, action: 'product.food_info_removed', target: `product:${id}`, before });
      return true;
    });
    if (changed) app.publicAnswers.invalidate();
    return { food_info: null };
  });
}
