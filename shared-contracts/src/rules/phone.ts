import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, OVERSEAS_COUNTRIES, countryCode } from './countries.js';

/**
 * France and its overseas departments share one numbering plan: a 06 mobile is dialled as such
 * from La Réunion, and a 0690 from Paris. A shopper abroad often keeps a French number too.
 */
const FRENCH_PLAN: readonly string[] = [DEFAULT_COUNTRY, ...OVERSEAS_COUNTRIES];

/**
 * Whether a phone number can be called: written with its country code (+32 470 12 34 56, any
 * country), or as dialled in the address's country (an ISO code or a name; blank is France), or
 * in France. Checked with libphonenumber-js's minimal metadata: the number's length and leading
 * digits for its country, not its type.
 */
export function isValidPhone(phone: string | null | undefined, country?: string | null): boolean {
  const value = (phone ?? '').trim();
  // The library reads letters as a keypad's (1-800-FLOWERS): a phone typed here never has any.
  if (!value || value.length > 30 || /\p{L}/u.test(value)) return false;
  const own = countryCode((country ?? '').trim() || DEFAULT_COUNTRY);
  const plans = own && !FRENCH_PLAN.includes(own) ? [own, ...FRENCH_PLAN] : FRENCH_PLAN;
  return plans.some((plan) => isValidPhoneNumber(value, plan as CountryCode));
}
