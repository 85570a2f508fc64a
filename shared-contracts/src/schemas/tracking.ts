import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { CARRIERS } from './order-status.js';

/**
 * The parcel's carrier and number once shipped; url is null for a carrier without a tracking page.
 * Apart from order.ts so that the basket's order summary (a guest's link) carries it too without
 * the two schema files importing each other.
 */
export const trackingSchema = lazy(() =>
  z.object({
    carrier: z.enum(CARRIERS),
    number: z.string(),
    url: z.nullable(z.string()),
  }),
);
export type Tracking = z.infer<typeof trackingSchema>;
