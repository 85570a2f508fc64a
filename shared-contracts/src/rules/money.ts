/**
 * Euros are what the api shows at its edges; cents are what sums are done in. Going through the
 * decimal text (toPrecision) avoids binary artefacts such as 1.005 * 100 === 100.49999999999999.
 */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount in euros: ${euros}`);
  const cents = Number((Math.abs(euros) * 100).toPrecision(15));
  return Math.sign(euros) * Math.round(cents) || 0;
}

export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** Rounds euros to the cent, half away from zero. */
export function roundEuros(euros: number): number {
  return fromCents(toCents(euros));
}
