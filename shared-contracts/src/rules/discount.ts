/** SPEC §5: the discount code input shows what is typed in upper case. */
export function formatDiscountCode(input: string): string {
  return input.toUpperCase();
}

/** The code as sent to the api: what the shopper saw, without stray spaces. */
export function normaliseDiscountCode(input: string): string {
  return formatDiscountCode(input.trim());
}
