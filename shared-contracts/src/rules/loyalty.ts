import { toCents } from './money.js';

/**
 * SPEC §9: whole part of products amount / fidelite_from. Divided in cents because
 * 0.3 / 0.1 is 2.9999999999999996 in floating point and would lose a point.
 */
export function earnedPoints(amountProducts: number, fideliteFrom: number): number {
  const per = toCents(fideliteFrom);
  if (per <= 0) return 0;
  return Math.max(0, Math.floor(toCents(amountProducts) / per));
}
