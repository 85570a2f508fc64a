import { asc, eq, sql } from 'drizzle-orm';
import type { ProductWithCategories } from '../catalog/mapping.js';
import { categoriesOfProduct } from '../catalog/queries.js';
import { photosOfProduct } from '../photos/pictures.js';
import type { Db } from '../db/client.js';
import { fromJson, jsonRow } from '../db/json.js';
import { basketLines, products, settings as settingsTable, type BasketRow, type DiscountCodeRow } from '../db/schema.js';
import { findCodeById, usesByCustomer } from '../discounts/queries.js';
import { refuseCode, type CodeRefusal } from '../discounts/rules.js';
import { discountedCents } from '../money.js';
import type { SettingsRow } from '../settings.js';
import { listPriceCents, shippingOptionColumns, shippingOptionsOf, type ShippingOption } from '../shipping/rates.js';
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

interface PricingReference {
  settings: SettingsRow;
  options: ShippingOption[];
  /** The points the basket's owner has, 0 for a visitor's basket. */
  userPoints: number;
}

/** The shop's settings, the shipping methods and rates, and the owner's points: one round trip. */
async function loadPricingReference(db: Db, userId: number | null): Promise<PricingReference> {
  const owner = userId === null ? sql`0` : sql`(SELECT points FROM users WHERE id = ${userId})`;
  const result = await db.execute<{ settings: unknown; user_points: number | null; shipping_methods: unknown; shipping_rates: unknown }>(sql`
    SELECT (SELECT ${jsonRow(settingsTable, 's')} FROM settings s WHERE s.id = 1) AS settings,
      ${owner} AS user_points,
      ${shippingOptionColumns}`);
  const [row] = result.rows;
  const settings = fromJson<SettingsRow | null>(row.settings);
  if (!settings) throw new Error('The settings row is missing: were the migrations applied?');
  return { settings, options: shippingOptionsOf(row), userPoints: Number(row.user_points ?? 0) };
}

/**
 * Everything a basket is worth now, read from the database: used for every answer and inside
 * valid's transaction. Prices are the catalogue's, never the client's. Two queries (lines with
 * their products, then the reference data) and two more only for a basket holding a code: one
 * after another, as inside valid's transaction they share a single connection.
 */
export async function priceBasket(db: Db, basket: BasketRow, now = new Date()): Promise<PricedBasket> {
  const lineRows = await db
    .select({ line: basketLines, product: products, categories: categoriesOfProduct, photos: photosOfProduct })
    .from(basketLines)
    .innerJoin(products, eq(products.id, basketLines.productId))
    .where(eq(basketLines.basketId, basket.id))
    .orderBy(asc(basketLines.id));
  const lines = lineRows.map(({ line, ...product }) => {
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

  const { settings, options, userPoints } = await loadPricingReference(db, basket.userId);
  const code = basket.discountCodeId === null ? null : await findCodeById(db, basket.discountCodeId);
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
