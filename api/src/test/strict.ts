import { z } from 'zod/mini';

/**
 * The schema refusing any key it does not name, as classic zod's .strict() did (the contracts
 * schemas are zod/mini, which has no such method): the tests check the api's answers with it, so
 * an answer carrying a field the contract leaves out fails them.
 */
export function strict<T extends z.ZodMiniObject>(schema: T): T {
  return z.catchall(schema, z.never()) as unknown as T;
}
