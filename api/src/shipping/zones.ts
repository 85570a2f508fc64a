/** Where a parcel goes decides its price; franco_port only applies to metropolitan France. */
export type ShippingZone = 'metro' | 'corsica' | 'overseas' | 'eu';

const FRANCE = new Set(['', 'FR', 'FRA', 'FRANCE']);
const EU = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]);

/** The address form takes the country as typed: an ISO code or 'France'. */
export function normaliseCountry(country: string | null | undefined): string {
  const value = (country ?? '').trim().toUpperCase();
  return FRANCE.has(value) ? 'FR' : value;
}

/**
 * null: no parcel goes there (the shop pick-up remains). An address not filled in yet counts as
 * metropolitan France, where nearly every shopper lives, so the basket shows a plausible price.
 */
export function shippingZone(country: string | null | undefined, zipcode: string | null | undefined): ShippingZone | null {
  const code = normaliseCountry(country);
  const zip = (zipcode ?? '').trim().toUpperCase();
  if (code === 'FR' || code === 'MC') {
    if (/^(20|2A|2B)/.test(zip)) return 'corsica';
    if (/^9[78]/.test(zip)) return 'overseas';
    return 'metro';
  }
  if (['GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF'].includes(code)) return 'overseas';
  return EU.has(code) ? 'eu' : null;
}
