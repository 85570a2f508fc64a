import { z } from 'zod/mini';
import { lazy } from './lazy.js';

/** Shop settings (SPEC §3, §9). Amounts in euros. */
export const settingsSchema = lazy(() =>
  z.object({
    /** Euros of products bought per loyalty point earned. */
    fidelite_from: z.number().check(z.positive()),
    /** Products amount from which shipping is free (metropolitan France). */
    franco_port: z.number().check(z.nonnegative()),
    /** Value in euros of one loyalty point spent as a discount. */
    point_value: z.number().check(z.nonnegative()),
    /** When true the site shows its maintenance page instead of the shop. */
    maintenance: z.optional(z.boolean()),
  }),
);
export type Settings = z.infer<typeof settingsSchema>;
