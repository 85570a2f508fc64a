import { z } from 'zod/mini';
import { foodInfoSchema, nutritionSchema, productSchema } from '@nougaterie/contracts';

/**
 * The schema refusing any key it does not name, as classic zod's .strict() did (the contracts
 * schemas are zod/mini, which has no such method): the tests check the api's answers with it, so
 * an answer carrying a field the contract leaves out fails them.
 */
export function strict<T extends z.ZodMiniObject>(schema: T): T {
  return z.catchall(schema, z.never()) as unknown as T;
}

/** The product page's answer refusing unnamed keys down to its food information and nutrition. */
export function strictProduct() {
  return strict(
    z.extend(productSchema, {
      food_info: z.nullable(strict(z.extend(foodInfoSchema, { nutrition: z.nullable(strict(nutritionSchema)) }))),
    }),
  );
}
