import type { Lang, OrderDocument, OrderStatus } from '@nougaterie/contracts';
import { fromCents, vatRatePercent } from '@nougaterie/contracts/rules';
import { nextOrderStatuses, type AdminOrder, type OrderSummary } from '@nougaterie/contracts/admin';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { addressFields } from '../../basket/view.js';
import { localized } from '../../catalog/mapping.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders, payments, products, users, type OrderRow, type PaymentRow } from '../../db/schema.js';
import { loadOrderDocuments } from '../../invoices/queries.js';
import { orderTracking } from '../../orders/mapping.js';
import { orderVatParts, vatJson } from '../../orders/vat.js';
import { storedRelayPoint } from '../../shipping/stored-relay.js';
import { orderEvents, refunds, staff } from '../schema.js';

/**
 * The moves the shop may make now: the state machine of contracts, except recording a payment on
 * an order paid by card (its money comes through the card calls, with the shopper, never by hand).
 */
export function allowedMoves(order: Pick<OrderRow, 'status' | 'paymentMethod' | 'shipping'>): OrderStatus[] {
  return nextOrderStatuses(order.status, order.shipping.kind).filter((to) => !(to === 'paid' && order.paymentMethod === 'card'));
}

/** Money received on the order (its paid payment) minus what was given back. */
export function refundableCents(paymentRows: readonly Pick<PaymentRow, 'status' | 'amountCents'>[], refundedCents: number): number {
  const paid = paymentRows.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0);
  return Math.max(0, paid - refundedCents);
}

const fullName = (first: string | null, last: string | null) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** One row of the orders list: who ordered (the billing copy, else the shipping one), how, how much. */
export function toOrderSummary(order: OrderRow, lang: Lang): OrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer_name:
      fullName(order.address_billing_firstname, order.address_billing_lastname) || fullName(order.address_shipping_firstname, order.address_shipping_lastname),
    email: order.address_billing_email || order.address_shipping_email || '',
    payment_method: order.paymentMethod,
    delivery_kind: order.shipping.kind,
    shipping_name: localized({ nameFr: order.shipping.nameFr, nameEn: order.shipping.nameEn }, 'name', lang),
    nb_products: order.nbProducts,
    amount_total: fromCents(order.amountTotalCents),
  };
}

export interface AdminOrderDetails {
  order: OrderRow;
  lines: { productId: number; slug: string; nameFr: string; nameEn: string; quantity: number; unitPriceCents: number; totalCents: number; vatRate: number }[];
  payments: PaymentRow[];
  /** unconfirmed: a card refund asked of the processor whose answer is not recorded yet. */
  refunds: { amountCents: number; reason: string; staffName: string | null; createdAt: Date; unconfirmed: boolean }[];
  events: {
    kind: AdminOrder['events'][number]['kind'];
    from: OrderStatus | null;
    to: OrderStatus | null;
    detail: string | null;
    staffName: string | null;
    createdAt: Date;
  }[];
  customer: { id: number; email: string; firstname: string; lastname: string } | null;
  documents: OrderDocument[];
}

const byOrder = <T extends { orderId: number | null }>(rows: T[], id: number) => rows.filter((row) => row.orderId === id);

/** Orders matching `where` in the given order, each with everything the back office shows of it. */
export async function loadAdminOrders(db: Db, where: SQL, order: 'newest' | 'oldest' = 'newest'): Promise<AdminOrderDetails[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...(order === 'newest' ? [desc(orders.createdAt), desc(orders.id)] : [asc(orders.createdAt), asc(orders.id)]));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const userIds = [...new Set(rows.map((o) => o.userId).filter((id): id is number => id !== null))];
  const [lineRows, paymentRows, refundRows, eventRows, customers, documents] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        productId: orderLines.productId,
        slug: products.slug,
        nameFr: products.nameFr,
        nameEn: products.nameEn,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        totalCents: orderLines.totalCents,
        vatRate: orderLines.vatRate,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    db
      .select({
        orderId: refunds.orderId,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        staffName: staff.name,
        createdAt: refunds.createdAt,
        unconfirmed: sql<boolean>`(${refunds.providerRef} IS NULL AND ${payments.method} = 'card')`,
      })
      .from(refunds)
      .leftJoin(staff, eq(staff.id, refunds.staffId))
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .where(inArray(refunds.orderId, ids))
      .orderBy(asc(refunds.id)),
    db
      .select({
        orderId: orderEvents.orderId,
        kind: orderEvents.kind,
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        detail: orderEvents.detail,
        staffName: staff.name,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    userIds.length
      ? db.select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, userIds))
      : Promise.resolve([]),
    loadOrderDocuments(db, ids),
  ]);
  return rows.map((row) => ({
    order: row,
    lines: byOrder(lineRows, row.id),
    payments: byOrder(paymentRows, row.id),
    refunds: byOrder(refundRows, row.id),
    events: byOrder(eventRows, row.id),
    customer: customers.find((c) => c.id === row.userId) ?? null,
    documents: documents.get(row.id) ?? [],
  }));
}

export async function loadAdminOrder(db: Db, where: SQL): Promise<AdminOrderDetails | null> {
  const [found] = await loadAdminOrders(db, where);
  return found ?? null;
}

export function toAdminOrder(details: AdminOrderDetails, lang: Lang): AdminOrder {
  const { order } = details;
  const refunded = details.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    ...toOrderSummary(order, lang),
    lang: order.lang === 'en' ? 'en' : 'fr',
    paid_at: order.paidAt?.toISOString() ?? null,
    lines: details.lines.map((line) => ({
      product_id: line.productId,
      name: localized(line, 'name', lang),
      slug: line.slug,
      quantity: line.quantity,
      unit_price: fromCents(line.unitPriceCents),
      total: fromCents(line.totalCents),
      vat_rate: vatRatePercent(line.vatRate),
    })),
    amount_products: fromCents(order.amountProductsCents),
    amount_discount: fromCents(order.amountDiscountCents),
    amount_points: fromCents(order.amountPointsCents),
    amount_shipping: fromCents(order.amountShippingCents),
    discount_code: order.discount?.code ?? null,
    points_used: order.pointsUsed,
    earned_points: order.earnedPoints,
    relay_point: order.shipping.kind === 'relay' ? storedRelayPoint(order.relayPoint) : null,
    gift_message: order.giftMessage,
    customer: details.customer
      ? { id: details.customer.id, email: details.customer.email, name: fullName(details.customer.firstname, details.customer.lastname) }
      : null,
    tracking: orderTracking(order),
    payments: details.payments.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amount: fromCents(p.amountCents),
      brand: p.cardBrand,
      last4: p.cardLast4,
      created_at: p.createdAt.toISOString(),
    })),
    // An unconfirmed card refund is not shown as made, but counts in what is left to refund.
    refunds: details.refunds
      .filter((r) => !r.unconfirmed)
      .map((r) => ({ amount: fromCents(r.amountCents), reason: r.reason, staff_name: r.staffName, created_at: r.createdAt.toISOString() })),
    refundable: fromCents(refundableCents(details.payments, refunded)),
    events: details.events.map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, from: e.from, to: e.to, detail: e.detail, staff_name: e.staffName })),
    next_statuses: allowedMoves(order),
    vat: vatJson(orderVatParts(order, details.lines)),
    documents: details.documents,
    ...addressFields(order),
  };
}
