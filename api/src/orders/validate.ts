import type { Lang, PaymentMethod } from '@nougaterie/contracts';
import { fromPrefixed, isAddressComplete, linesVat } from '@nougaterie/contracts/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isBasketId } from '../basket/access.js';
import { priceBasket } from '../basket/pricing.js';
import { offSaleError, stockError } from '../basket/lines.js';
import { ADDRESS_COLUMNS } from '../basket/view.js';
import { lockBasket } from '../basket/locks.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { basketLines, baskets, discountCodes, discountRedemptions, orderLines, orders, products, users, type OrderRow } from '../db/schema.js';
import { refusalMessage } from '../discounts/rules.js';
import { recordPoints } from '../points/ledger.js';
import { HttpError } from '../http/errors.js';
import type { OrderWithDetails } from './mapping.js';
import { t } from '../http/messages.js';

/** NSD-2026-000123: the shop's initials, the year, the order number. */
export function orderReference(id: number, date: Date): string {
  return `NSD-${date.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/**
 * The basket valid works on. A customer may name one of their own baskets (a second click
 * finds it already ordered); any other id gives their open basket. A visitor only reaches
 * anonymous baskets.
 */
async function targetBasketId(db: Db, request: FastifyRequest, basketId: string | undefined): Promise<string> {
  const user = request.user;
  if (isBasketId(basketId)) {
    const [row] = await db.select({ id: baskets.id, userId: baskets.userId }).from(baskets).where(eq(baskets.id, basketId));
    if (row && row.userId === (user?.id ?? null)) return row.id;
  }
  if (user) {
    const [own] = await db
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(eq(baskets.userId, user.id), eq(baskets.status, 'open')));
    if (own) return own.id;
  }
  throw new HttpError(404, t(request.lang, 'basketNotFound'), 'BASKET_NOT_FOUND');
}

const refuse = (status: number, message: string, code: string) => new HttpError(status, message, code);

/** What is checked before anything is taken; every refusal leaves the basket as it was. */
function checkReady(addresses: Readonly<Record<string, unknown>>, kind: string | undefined, method: PaymentMethod, lang: Lang): void {
  if (!kind) throw refuse(409, t(lang, 'shippingRequired'), 'SHIPPING_REQUIRED');
  if (method === 'shop' && kind !== 'shop') throw refuse(409, t(lang, 'shopPaymentNeedsPickup'), 'SHOP_PAYMENT_NEEDS_PICKUP');
  if (kind !== 'shop' && !isAddressComplete(fromPrefixed(addresses, 'shipping'))) {
    throw refuse(422, t(lang, 'addressIncomplete', { which: 'shipping' }), 'ADDRESS_INCOMPLETE');
  }
  if (!isAddressComplete(fromPrefixed(addresses, 'billing'))) {
    throw refuse(422, t(lang, 'addressIncomplete', { which: 'billing' }), 'ADDRESS_INCOMPLETE');
  }
}

/**
 * Turns a basket into its order in one transaction. Row locks are taken in one order (basket,
 * products by id, code, customer, order: db/transaction.ts) so concurrent validations, and a
 * validation beside a payment or a basket change, queue instead of deadlocking, and
 * each one re-reads stock, code uses and points after the previous one committed. The unique
 * basket_id of orders makes a second validation find the first order.
 */
export async function validateBasket(
  db: Db,
  request: FastifyRequest,
  input: { basketId?: string; method: PaymentMethod },
): Promise<{ order: OrderRow; created: boolean; methodChanged: boolean; details?: OrderWithDetails }> {
  const lang = request.lang;
  const id = await targetBasketId(db, request, input.basketId);
  return inTransaction(db, async (tx) => {
    const basket = (await lockBasket(tx, id))!;
    if (basket.status === 'ordered') {
      const [order] = await tx.select().from(orders).where(eq(orders.basketId, basket.id)).for('update');
      // A shopper whose card was declined may switch to another way of paying the same order.
      if (order.status === 'awaiting_payment' && order.paymentMethod !== input.method) {
        checkReady(order, order.shipping.kind, input.method, lang);
        const [changed] = await tx.update(orders).set({ paymentMethod: input.method }).where(eq(orders.id, order.id)).returning();
        return { order: changed, created: false, methodChanged: true };
      }
      return { order, created: false, methodChanged: false };
    }

    const lines = await tx.select().from(basketLines).where(eq(basketLines.basketId, basket.id));
    if (lines.length === 0) throw refuse(409, t(lang, 'basketEmpty'), 'BASKET_EMPTY');
    const locked = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    for (const line of lines) {
      const product = locked.find((p) => p.id === line.productId)!;
      if (product.hiddenAt !== null) throw offSaleError(product, lang);
      if (line.quantity > product.stock) throw stockError(product, line.quantity, lang);
    }
    if (basket.discountCodeId !== null) {
      await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, basket.discountCodeId)).for('update');
    }
    if (basket.userId !== null) {
      const [owner] = await tx.select({ points: users.points }).from(users).where(eq(users.id, basket.userId)).for('update');
      if (owner.points < basket.pointsUsed) throw refuse(409, t(lang, 'pointsUnavailable'), 'POINTS_UNAVAILABLE');
    }

    const priced = await priceBasket(tx, basket);
    checkReady(basket, priced.shippingOption?.method.kind, input.method, lang);
    if (priced.shippingListCents === null) throw refuse(409, t(lang, 'shippingUnavailable'), 'SHIPPING_UNAVAILABLE');
    if (priced.code && priced.codeRefusal) {
      throw refuse(409, refusalMessage(lang, priced.code.code, priced.codeRefusal), 'CODE_REFUSED');
    }

    // Every line's stock taken in one statement (a basket holds a product on one line at most).
    const taken = sql.join(
      lines.map((line) => sql`(${line.productId}::integer, ${line.quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${products} SET stock = ${products}.stock - taken.quantity FROM (VALUES ${taken}) AS taken(id, quantity) WHERE ${products}.id = taken.id`,
    );
    const { totals } = priced;
    if (priced.code) {
      await tx
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} + 1` })
        .where(eq(discountCodes.id, priced.code.id));
    }

    const [{ next }] = (await tx.execute<{ next: string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as next`)).rows;
    const orderId = Number(next);
    const now = new Date();
    const method = priced.shippingOption!.method;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        reference: orderReference(orderId, now),
        basketId: basket.id,
        userId: basket.userId,
        paymentMethod: input.method,
        lang,
        amountProductsCents: totals.productsCents,
        amountDiscountCents: totals.discountCents,
        amountPointsCents: totals.pointsCents,
        amountShippingCents: totals.shippingCents,
        amountTotalCents: totals.totalCents,
        shippingOffered: totals.shippingOffered,
        nbProducts: totals.nbProducts,
        pointsUsed: totals.pointsUsed,
        earnedPoints: totals.earnedPoints,
        discountCodeId: priced.code?.id ?? null,
        discount: priced.code ? { code: priced.code.code, kind: priced.code.kind, value: priced.code.value } : null,
        shipping: { id: method.id, kind: method.kind, nameFr: method.nameFr, nameEn: method.nameEn, priceCents: totals.shippingCents },
        relayPoint: method.kind === 'relay' ? basket.relayPoint : null,
        giftMessage: basket.giftMessage,
        createdAt: now,
        ...Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, basket[column]])),
      })
      .returning();
    // The rate is the product's now, read under its lock: later changes leave this order alone.
    const lineVat = linesVat(priced.lines.map((line) => ({ vatRate: line.found.product.vatRate, totalCents: line.totalCents })));
    const lineRows = await tx
      .insert(orderLines)
      .values(
        priced.lines.map((line, index) => ({
          orderId,
          productId: line.found.product.id,
          quantity: line.quantity,
          unitBaseCents: line.unitBaseCents,
          unitPriceCents: line.unitPriceCents,
          totalCents: line.totalCents,
          vatRate: line.found.product.vatRate,
          vatCents: lineVat[index],
          totalNetCents: line.totalCents - lineVat[index],
        })),
      )
      .returning();
    if (basket.userId !== null && totals.pointsUsed > 0) {
      await tx
        .update(users)
        .set({ points: sql`${users.points} - ${totals.pointsUsed}` })
        .where(eq(users.id, basket.userId));
      await recordPoints(tx, { userId: basket.userId, delta: -totals.pointsUsed, reason: 'spent', orderId });
    }
    if (priced.code) {
      await tx.insert(discountRedemptions).values({ codeId: priced.code.id, orderId, userId: basket.userId });
    }
    await tx.update(baskets).set({ status: 'ordered', updatedAt: now }).where(eq(baskets.id, basket.id));
    // The order as loadOrder would read it now, without reading it again: nothing paid nor
    // invoiced yet, each line with its product as this transaction leaves it (its stock taken).
    const details: OrderWithDetails = {
      order,
      lines: lineRows.map((row, index) => {
        const { found, quantity } = priced.lines[index];
        return { ...row, found: { ...found, product: { ...found.product, stock: found.product.stock - quantity } } };
      }),
      lastPayment: null,
      documents: [],
    };
    return { order, created: true, methodChanged: false, details };
  });
}
