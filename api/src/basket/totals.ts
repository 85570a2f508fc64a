import type { ShippingKind } from '@nougaterie/contracts';
import { earnedPoints, fromCents } from '@nougaterie/contracts/rules';
import type { DiscountCodeRow } from '../db/schema.js';
import { discountCents } from '../discounts/rules.js';
import type { ShippingZone } from '../shipping/zones.js';

export interface TotalsInput {
  lines: readonly { quantity: number; unitPriceCents: number; weightG: number }[];
  /** The basket's code when it applies now; null otherwise. */
  code: Pick<DiscountCodeRow, 'kind' | 'value'> | null;
  /** Points the shopper asked to spend, already limited to what they own. */
  pointsWanted: number;
  pointValueCents: number;
  shipping: { kind: ShippingKind; listPriceCents: number } | null;
  zone: ShippingZone | null;
  francoPortCents: number;
  fideliteFromCents: number;
}

export interface Totals {
  nbProducts: number;
  weightG: number;
  productsCents: number;
  discountCents: number;
  pointsUsed: number;
  pointsCents: number;
  shippingOffered: boolean;
  shippingCents: number;
  totalCents: number;
  earnedPoints: number;
}

/**
 * Every amount of a basket, in cents, in this order: products, code, points (never more than what
 * is left after the code), shipping. Shipping is free with a free-shipping code, or for home and
 * relay parcels in metropolitan France from franco_port on (compared with the products amount,
 * as the contracts' isShippingFree does).
 */
export function computeTotals(input: TotalsInput): Totals {
  const nbProducts = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const weightG = input.lines.reduce((sum, line) => sum + line.quantity * line.weightG, 0);
  const productsCents = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discount = input.code ? discountCents(input.code, productsCents) : 0;
  const afterDiscount = productsCents - discount;
  const pointsUsed = input.pointValueCents > 0 ? Math.max(0, Math.min(input.pointsWanted, Math.floor(afterDiscount / input.pointValueCents))) : 0;
  const pointsCents = pointsUsed * input.pointValueCents;
  const shippingOffered = input.code?.kind === 'free_shipping' || (input.zone === 'metro' && productsCents > 0 && productsCents >= input.francoPortCents);
  const shippingCents = !input.shipping || input.shipping.kind === 'shop' || shippingOffered ? 0 : input.shipping.listPriceCents;
  return {
    nbProducts,
    weightG,
    productsCents,
    discountCents: discount,
    pointsUsed,
    pointsCents,
    shippingOffered,
    shippingCents,
    totalCents: afterDiscount - pointsCents + shippingCents,
    earnedPoints: earnedPoints(fromCents(productsCents), fromCents(input.fideliteFromCents)),
  };
}
