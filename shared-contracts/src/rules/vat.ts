/**
 * VAT of an order, in integer cents. Prices are shown and paid VAT included (TTC); the VAT is
 * worked out of them, once per rate, never line by line and then summed.
 *
 * The rule, in this order:
 * 1. Rates are basis points: 550 is 5.5 %, 2000 is 20 %.
 * 2. The goods of a rate are the sum of its lines (VAT included, after each product's own discount).
 * 3. What the basket takes off as a whole (the discount code, then the loyalty points, each on its
 *    own) is shared between the rates pro rata of their goods; so is shipping, whose VAT follows the
 *    goods' rate (one rate: all of it; mixed rates: pro rata of the goods' amounts). A basket of no
 *    goods ships at 20 %. Sharing gives each rate the floor of its exact share, then the cents left
 *    go one by one to the largest remainders (the lower rate first on a tie), so the shares add up
 *    exactly.
 * 4. The VAT of a rate's total T is round(T × rate / (10000 + rate)), half a cent rounded up;
 *    the amount without VAT (HT) is T − VAT.
 * So the rates' totals add up exactly to the order's total, and each rate's HT + VAT to its total.
 * An order line keeps its share of its rate's goods VAT (shared as in 3, pro rata of the lines'
 * totals): the lines of a rate add up exactly to the VAT of that rate's goods.
 */

import type { Lang } from '../schemas/common.js';

export const VAT_RATE_FOOD = 550;
export const VAT_RATE_STANDARD = 2000;
/** The four rates of metropolitan France (2.1 %, 5.5 %, 10 %, 20 %), lowest first: what a product may carry. */
export const VAT_RATE_SUPER_REDUCED = 210;
export const VAT_RATE_INTERMEDIATE = 1000;
export const FRENCH_VAT_RATES = [VAT_RATE_SUPER_REDUCED, VAT_RATE_FOOD, VAT_RATE_INTERMEDIATE, VAT_RATE_STANDARD] as const;

export interface VatPart {
  /** Basis points. */
  rate: number;
  /** VAT included. */
  totalCents: number;
  vatCents: number;
  /** Without VAT: totalCents − vatCents. */
  netCents: number;
}

/** The VAT included in an amount at a rate: half a cent up, in integers only. */
export function vatIncludedCents(totalCents: number, rate: number): number {
  if (!Number.isInteger(totalCents) || !Number.isInteger(rate) || rate < 0) {
    throw new RangeError(`Not whole cents at a rate in basis points: ${totalCents}, ${rate}`);
  }
  const divisor = 10000 + rate;
  const sign = totalCents < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(totalCents) * rate + divisor) / (2 * divisor)) || 0;
}

/** A rate's total split into VAT and the amount without it. */
export function vatPart(rate: number, totalCents: number): VatPart {
  const vatCents = vatIncludedCents(totalCents, rate);
  return { rate, totalCents, vatCents, netCents: totalCents - vatCents };
}

/**
 * Splits whole cents pro rata of non-negative weights so that the parts add up exactly: floors
 * first, then the cents left to the largest remainders (the earliest weight on a tie).
 */
export function shareCents(amountCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? amountCents : 0));
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const floors = weights.map((weight) => Math.floor((amount * weight) / sum));
  let left = amount - floors.reduce((total, part) => total + part, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    floors[index] += 1;
    left -= 1;
  }
  return floors.map((part) => sign * part || 0);
}

export interface VatLineInput {
  /** Basis points. */
  vatRate: number;
  /** The line's total, VAT included. */
  totalCents: number;
}

export interface OrderVatInput {
  lines: readonly VatLineInput[];
  /** Taken off the goods as a whole: the discount code's amount, then the points'. */
  discountCents: number;
  pointsCents: number;
  shippingCents: number;
}

/** A rate's part of an order, with the shares its total is made of. */
export interface OrderVatPart extends VatPart {
  goodsCents: number;
  discountCents: number;
  pointsCents: number;
  shippingCents: number;
}

/** The goods of each rate, lower rate first. */
function goodsByRate(lines: readonly VatLineInput[]): { rate: number; goodsCents: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.totalCents);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, goodsCents]) => ({ rate, goodsCents }));
}

/** The order's VAT per rate (rule above), lower rate first; their totals add up to the order's. */
export function orderVat(input: OrderVatInput): OrderVatPart[] {
  const goods = goodsByRate(input.lines);
  if (goods.length === 0) {
    if (input.shippingCents <= 0) return [];
    const part = vatPart(VAT_RATE_STANDARD, input.shippingCents);
    return [{ ...part, goodsCents: 0, discountCents: 0, pointsCents: 0, shippingCents: input.shippingCents }];
  }
  const weights = goods.map((part) => part.goodsCents);
  const discount = shareCents(input.discountCents, weights);
  const points = shareCents(input.pointsCents, weights);
  const shipping = shareCents(input.shippingCents, weights);
  return goods.map((part, index) => ({
    ...vatPart(part.rate, part.goodsCents - discount[index] - points[index] + shipping[index]),
    goodsCents: part.goodsCents,
    discountCents: discount[index],
    pointsCents: points[index],
    shippingCents: shipping[index],
  }));
}

/** Each line's share of its rate's goods VAT, in the lines' order: the VAT an order line keeps. */
export function linesVat(lines: readonly VatLineInput[]): number[] {
  const vat = new Array<number>(lines.length).fill(0);
  for (const { rate, goodsCents } of goodsByRate(lines)) {
    const indexes = lines.flatMap((line, index) => (line.vatRate === rate ? [index] : []));
    const shares = shareCents(
      vatIncludedCents(goodsCents, rate),
      indexes.map((index) => lines[index].totalCents),
    );
    indexes.forEach((lineIndex, position) => (vat[lineIndex] = shares[position]));
  }
  return vat;
}

/** 550 → 5.5: how a rate reads in percent. */
export function vatRatePercent(rate: number): number {
  return rate / 100;
}

/**
 * A rate in percent as a shopper reads it: « 5,5 % » (a no-break space, as Intl writes
 * fr-FR), "5.5%". Written out rather than asked of Intl, as shared-ui's formatEuros: front ends
 * show it without loading the locale's number data.
 */
export function formatVatRate(percent: number, lang: Lang): string {
  const digits = String(Math.round(percent * 100) / 100);
  return lang === 'en' ? `${digits}%` : `${digits.replace('.', ',')}\u00a0%`;
}
