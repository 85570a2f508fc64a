import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductWithCategories } from '../catalog/mapping.js';
import { loadProducts } from '../catalog/queries.js';
import type { Db } from '../db/client.js';
import { basketLines, products, users, type BasketRow, type DiscountCodeRow } from '../db/schema.js';
import { findCodeById, usesByCustomer } from '../discounts/queries.js';
import { refuseCode, type CodeRefusal } from '../discounts/rules.js';
import { discountedCents } from '../money.js';
import { loadSettings } from '../settings.js';
import { listPriceCents, loadShippingOptions, type ShippingOption } from '../shipping/rates.js';
import { shippingZone, type ShippingZone } from '../shipping/zones.js';
import { computeTotals, type Totals } from './totals.js';

export interface PricedLine {
  lineId: number;
  quantity: number;
  found: ProductWithCategories;
  unitBaseCents: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface PricedBasket {
  basket: BasketRow;
  lines: PricedLine[];
  code: DiscountCodeRow | null;
  /** Why the basket's code does not apply right now (e.g. the minimum is no longer reached). */
  codeRefusal: CodeRefusal | null;
  zone: ShippingZone | null;
  shippingOption: ShippingOption | null;
  /** null when the chosen method does not serve this address or weight. */
  shippingListCents: number | null;
  /** The points the customer owns now (0 for a visitor). */
  userPoints: number;
  totals: Totals;
}

/** Everything a basket is worth now, read from the database: used for every answer and inside valid's transaction. */
export async function priceBasket(db: Db, basket: BasketRow, now = new Date()): Promise<PricedBasket> {
  const lineRows = await db.select().from(basketLines).where(eq(basketLines.basketId, basket.id)).orderBy(asc(basketLines.id));
  const found = lineRows.length ? await loadProducts(db, inArray(products.id, lineRows.map((l) => l.productId))) : [];
  const byId = new Map(found.map((p) => [p.product.id, p]));
  const lines = lineRows.map((line) => {
    const product = byId.get(line.productId)!;
    const unitPriceCents = discountedCents(product.product.priceCents, product.product.discountPercent);
    return {
      lineId: line.id,
      quantity: line.quantity,
      found: product,
      unitBaseCents: product.product.priceCents,
      unitPriceCents,
      totalCents: unitPriceCents * line.quantity,
    };
  });
  const productsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);

  // One query after another: inside valid's transaction they share a single connection.
  const settings = await loadSettings(db);
  const options = await loadShippingOptions(db);
  const code = basket.discountCodeId === null ? null : await findCodeById(db, basket.discountCodeId);
  const [owner] = basket.userId === null ? [] : await db.select({ points: users.points }).from(users).where(eq(users.id, basket.userId));
  const userPoints = owner?.points ?? 0;
  const codeRefusal = code
    ? refuseCode(code, { productsCents, userId: basket.userId, usesByCustomer: await usesByCustomer(db, code.id, basket.userId), now })
    : null;
  const zone = shippingZone(basket.address_shipping_country, basket.address_shipping_zipcode);
  const shippingOption = options.find((option) => option.method.id === basket.shippingMethodId) ?? null;
  const weightG = lines.reduce((sum, line) => sum + line.quantity * line.found.product.weightG, 0);
  const shippingListCents = shippingOption ? listPriceCents(shippingOption, zone, weightG) : null;

  const totals = computeTotals({
    lines: lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPriceCents, weightG: line.found.product.weightG })),
    code: code && !codeRefusal ? code : null,
    pointsWanted: Math.min(basket.pointsUsed, userPoints),
    pointValueCents: settings.pointValueCents,
    shipping: shippingOption && shippingListCents !== null ? { kind: shippingOption.method.kind, listPriceCents: shippingListCents } : null,
    zone,
    francoPortCents: settings.francoPortCents,
    fideliteFromCents: settings.fideliteFromCents,
  });
  return { basket, lines, code, codeRefusal, zone, shippingOption, shippingListCents, userPoints, totals };
}
