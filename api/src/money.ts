/** Price after a percentage discount, rounded to the cent the shopper pays. */
export function discountedCents(priceCents: number, discountPercent: number | null): number {
  if (!discountPercent) return priceCents;
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/** VAT rates are stored in basis points (550) and shown in percent (5.5). */
export function vatPercent(basisPoints: number): number {
  return basisPoints / 100;
}
