import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { emailSchema } from './email.js';
import { idSchema } from './common.js';

/** Body of /api/shop/alert: the 'alert form' of an out-of-stock product. */
export const stockAlertRequestSchema = lazy(() =>
  z.object({
    item_id: idSchema,
    email: emailSchema,
  }),
);
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;
