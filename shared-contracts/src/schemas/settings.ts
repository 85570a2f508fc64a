import { z } from 'zod';

/** Shop settings (SPEC §3, §9). Amounts in euros. */
export const settingsSchema = z.object({
  /** Euros of products bought per loyalty point earned. */
  fidelite_from: z.number().positive(),
  /** Products amount from which shipping is free (metropolitan France). */
  franco_port: z.number().nonnegative(),
  /** Value in euros of one loyalty point spent as a discount. */
  point_value: z.number().nonnegative(),
  /** When true the site shows its maintenance page instead of the shop. */
  maintenance: z.boolean().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
