import type { VatPartJson } from '@nougaterie/contracts';
import { fromCents, orderVat, vatRatePercent, type OrderVatPart, type VatLineInput } from '@nougaterie/contracts/rules';
import type { OrderRow } from '../db/schema.js';

/** The amounts a basket or an order shares between its rates, beside its lines. */
export type VatAmounts = Pick<OrderRow, 'amountDiscountCents' | 'amountPointsCents' | 'amountShippingCents'>;

/**
 * An order's VAT per rate (contracts' rules/vat.ts), from the rates its lines kept and the
 * amounts it kept: a product's rate changed since leaves it as it was.
 */
export function orderVatParts(order: VatAmounts, lines: readonly VatLineInput[]): OrderVatPart[] {
  return orderVat({
    lines,
    discountCents: order.amountDiscountCents,
    pointsCents: order.amountPointsCents,
    shippingCents: order.amountShippingCents,
  });
}

/** The parts as the contracts show them: percent and euros. */
export function vatJson(parts: readonly OrderVatPart[]): VatPartJson[] {
  return parts.map((part) => ({
    rate: vatRatePercent(part.rate),
    amount_incl_vat: fromCents(part.totalCents),
    vat: fromCents(part.vatCents),
    amount_excl_vat: fromCents(part.netCents),
  }));
}
