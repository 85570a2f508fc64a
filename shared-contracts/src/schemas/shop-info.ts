import { z } from 'zod/mini';
import type { Firm } from '../firm.js';
import type { OpeningSeason } from '../rules/hours.js';
import type { ShopClosure } from '../rules/shop-hours.js';
import { lazy } from './lazy.js';

/*
 * GET /api/shop/info: the shop's identity, opening hours and closing days as stored by the
 * back office (#22), the same for every visitor (a public answer, cached 2 s at most). The shell
 * reads it at start and keeps it in the session store (shopInfo$) for the remotes.
 */

export interface ShopHours {
  seasons: OpeningSeason[];
  closures: ShopClosure[];
}

/**
 * Checked for its shape only: every page loads this module, and the api writes the answer from
 * data its own rules checked (the back office's full schemas are in contracts/admin).
 */
export const shopInfoSchema = lazy(() =>
  z.object({ firm: z.looseObject({ name: z.string() }), hours: z.looseObject({ seasons: z.array(z.unknown()), closures: z.array(z.unknown()) }) }),
);
export interface ShopInfo {
  firm: Firm;
  hours: ShopHours;
}
