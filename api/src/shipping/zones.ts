import { DEFAULT_COUNTRY, EU_COUNTRIES, OVERSEAS_COUNTRIES, countryCode } from '@nougaterie/contracts';

/** Where a parcel goes decides its price; franco_port only applies to metropolitan France. */
export type ShippingZone = 'metro' | 'corsica' | 'overseas' | 'eu';

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);
const OVERSEAS: ReadonlySet<string> = new Set(OVERSEAS_COUNTRIES);

/**
 * The address forms send an ISO code; addresses saved before them hold what was typed ('France',
 * 'Belgique'). A blank is France; a country no parcel goes to keeps its own value.
 */
export function normaliseCountry(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (!value) return DEFAULT_COUNTRY;
  return countryCode(value) || value.toUpperCase();
}

/**
 * The postcode decides within France: 20xxx is Corsica, 971-976xx an overseas department. The
 * address routes only store a postcode valid for its country (contracts' isValidPostcode), so the
 * zone follows a real postcode.
 * null: no parcel goes there (the shop pick-up remains). An address not filled in yet counts as
 * metropolitan France, where nearly every shopper lives, so the basket shows a plausible price.
 */
export function shippingZone(country: string | null | undefined, zipcode: string | null | undefined): ShippingZone | null {
  const code = normaliseCountry(country);
  const zip = (zipcode ?? '').trim().toUpperCase();
  // Monaco's 980xx is priced as the mainland, not as the 97xxx/98xxx of overseas France.
  if (code === 'MC') return 'metro';
  if (code === 'FR') {
    if (/^(20|2A|2B)/.test(zip)) return 'corsica';
    if (/^9[78]/.test(zip)) return 'overseas';
    return 'metro';
  }
  if (OVERSEAS.has(code)) return 'overseas';
  return EU.has(code) ? 'eu' : null;
}
