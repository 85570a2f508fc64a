import { ADDRESS_FIELDS, ADDRESS_PREFIXES, type Basket, type Lang } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import { toItem } from '../catalog/mapping.js';
import type { BasketRow } from '../db/schema.js';
import { refusalMessage } from '../discounts/rules.js';
import { methodName } from '../shipping/rates.js';
import { storedRelayPoint } from '../shipping/stored-relay.js';
import { orderVatParts, vatJson } from '../orders/vat.js';
import type { PricedBasket } from './pricing.js';

export const ADDRESS_COLUMNS = Object.values(ADDRESS_PREFIXES).flatMap((prefix) => ADDRESS_FIELDS.map((field) => `${prefix}${field}` as const));

/** The 20 prefixed address fields of a basket or order row, as the contract names them. */
export function addressFields(row: Pick<BasketRow, (typeof ADDRESS_COLUMNS)[number]>) {
  return Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, row[column]])) as Pick<Basket, (typeof ADDRESS_COLUMNS)[number]>;
}

/** An open basket as SPEC §3 shows it, euros at the edge. */
export function toBasket(priced: PricedBasket, lang: Lang, publicUrl: string): Basket {
  const { basket, totals, code, codeRefusal, shippingOption } = priced;
  return {
    id: basket.id,
    status: basket.status,
    order: null,
    nb_products: totals.nbProducts,
    amount_products: fromCents(totals.productsCents),
    amount_discount: fromCents(totals.discountCents),
    amount_points: fromCents(totals.pointsCents),
    amount_shipping: fromCents(totals.shippingCents),
    amount_total: fromCents(totals.totalCents),
    amount_shipping_offered: totals.shippingOffered,
    earned_points: totals.earnedPoints,
    user_id: basket.userId,
    baskets: priced.lines.map((line) => ({
      id: line.lineId,
      quantity: line.quantity,
      total_price: fromCents(line.totalCents),
      item: toItem(line.found, lang, publicUrl),
    })),
    discount: code
      ? {
          code: code.code,
          kind: code.kind,
          value: code.kind === 'amount' ? fromCents(code.value) : code.value,
          amount: fromCents(totals.discountCents),
        }
      : null,
    // The code stays on the basket (adding products may bring it back), saying what it waits for.
    ...(code && codeRefusal ? { discount_refusal: refusalMessage(lang, code.code, codeRefusal) } : {}),
    fidelity_points: totals.pointsUsed,
    shipping_method: shippingOption
      ? {
          id: shippingOption.method.id,
          kind: shippingOption.method.kind,
          name: methodName(shippingOption.method, lang),
          price: fromCents(totals.shippingCents),
          relay: storedRelayPoint(basket.relayPoint),
        }
      : null,
    // The rates are the products' now: the order keeps them when the basket is validated.
    vat: vatJson(
      orderVatParts(
        { amountDiscountCents: totals.discountCents, amountPointsCents: totals.pointsCents, amountShippingCents: totals.shippingCents },
        priced.lines.map((line) => ({ vatRate: line.found.product.vatRate, totalCents: line.totalCents })),
      ),
    ),
    gift_message: basket.giftMessage,
    ...addressFields(basket),
  };
}
