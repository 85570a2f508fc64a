import type { Basket, Lang, Order, OrderDocument, Tracking } from '@nougaterie/contracts';
import { fromCents, vatRatePercent } from '@nougaterie/contracts/rules';
import { trackingUrl } from '@nougaterie/contracts/admin';
import { localized, toItem, type ProductWithCategories } from '../catalog/mapping.js';
import type { OrderRow } from '../db/schema.js';
import type { SettledPaymentRow } from '../payment/attempts.js';
import { addressFields } from '../basket/view.js';
import { storedRelayPoint } from '../shipping/stored-relay.js';
import { orderVatParts, vatJson } from './vat.js';

export interface OrderLineWithProduct {
  id: number;
  quantity: number;
  unitBaseCents: number;
  unitPriceCents: number;
  totalCents: number;
  /** Kept when ordered: basis points, the line's VAT and its total without it. */
  vatRate: number;
  vatCents: number;
  totalNetCents: number;
  found: ProductWithCategories;
}

export interface OrderWithDetails {
  order: OrderRow;
  lines: OrderLineWithProduct[];
  lastPayment: SettledPaymentRow | null;
  /** Its invoice and credit notes, oldest first. */
  documents: OrderDocument[];
}

/** The product's percentage as it was when ordered, from the prices the order kept. */
function paidDiscount(baseCents: number, paidCents: number): number | null {
  return paidCents < baseCents ? Math.round((1 - paidCents / baseCents) * 100) : null;
}

/** The parcel's carrier and number, with its tracking page, once the shop has shipped it. */
export function orderTracking(order: OrderRow): Tracking | null {
  if (!order.carrier || !order.trackingNumber) return null;
  return { carrier: order.carrier, number: order.trackingNumber, url: trackingUrl(order.carrier, order.trackingNumber) };
}

export function toOrder({ order, lines, lastPayment, documents }: OrderWithDetails, lang: Lang, publicUrl: string): Order {
  const shipping = order.shipping;
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_method: order.paymentMethod,
    basket_id: order.basketId,
    nb_products: order.nbProducts,
    amount_products: fromCents(order.amountProductsCents),
    amount_discount: fromCents(order.amountDiscountCents),
    amount_points: fromCents(order.amountPointsCents),
    amount_shipping: fromCents(order.amountShippingCents),
    amount_total: fromCents(order.amountTotalCents),
    earned_points: order.earnedPoints,
    points_used: order.pointsUsed,
    lines: lines.map((line) => {
      const item = toItem(line.found, lang, publicUrl);
      return {
        id: line.id,
        quantity: line.quantity,
        total_price: fromCents(line.totalCents),
        vat_rate: vatRatePercent(line.vatRate),
        item: {
          ...item,
          discount: paidDiscount(line.unitBaseCents, line.unitPriceCents),
          prices: { price_base: fromCents(line.unitBaseCents), price_to_display: fromCents(line.unitPriceCents) },
        },
      };
    }),
    discount: order.discount
      ? {
          code: order.discount.code,
          kind: order.discount.kind,
          value: order.discount.kind === 'amount' ? fromCents(order.discount.value) : order.discount.value,
          amount: fromCents(order.amountDiscountCents),
        }
      : null,
    shipping_method: {
      id: shipping.id,
      kind: shipping.kind,
      name: localized({ nameFr: shipping.nameFr, nameEn: shipping.nameEn }, 'name', lang),
      price: fromCents(order.amountShippingCents),
      relay: storedRelayPoint(order.relayPoint),
    },
    payment: lastPayment ? { status: lastPayment.status, brand: lastPayment.cardBrand, last4: lastPayment.cardLast4 } : null,
    tracking: orderTracking(order),
    gift_message: order.giftMessage,
    vat: vatJson(orderVatParts(order, lines)),
    documents,
    ...addressFields(order),
  };
}

/** An ordered basket answers with what its order kept, so the recap never drifts from what is paid. */
export function orderAsBasket(order: Order, row: OrderRow): Basket {
  return {
    id: row.basketId,
    status: 'ordered',
    order: {
      id: order.id,
      reference: order.reference,
      status: order.status,
      payment_method: order.payment_method,
      amount_total: order.amount_total,
      tracking: order.tracking ?? null,
    },
    nb_products: order.nb_products,
    amount_products: order.amount_products,
    amount_discount: order.amount_discount,
    amount_points: order.amount_points,
    amount_shipping: order.amount_shipping,
    amount_total: order.amount_total,
    amount_shipping_offered: row.shippingOffered,
    earned_points: order.earned_points,
    user_id: row.userId,
    baskets: order.lines,
    discount: order.discount,
    fidelity_points: row.pointsUsed,
    shipping_method: order.shipping_method,
    gift_message: row.giftMessage,
    vat: order.vat,
    ...addressFields(row),
  };
}
