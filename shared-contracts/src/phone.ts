import type { CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, OVERSEAS_COUNTRIES, countryCode } from './countries.js';

/**
 * France and its overseas departments share one numbering plan: a 06 mobile is dialled as such
 * from La Réunion, and a 0690 from Paris. A shopper abroad often keeps a French number too.
 */
const FRENCH_PLAN: readonly string[] = [DEFAULT_COUNTRY, ...OVERSEAS_COUNTRIES];

// The loaded library is state: one per page, in the shared copy of the contracts. Were it among
// the rules that each front end bundles (@nougaterie/contracts/rules), the shell's contact form
// would load the library into its own copy while the shared phoneSchema kept checking the shape.
type PhoneLibrary = typeof import('libphonenumber-js/min');
let library: PhoneLibrary | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads libphonenumber-js and its metadata (about 30 KB gzip, too much for every page of the
 * shop: the contracts are in every page's start-up). The api awaits it before serving; a form
 * with a phone field starts it when its module loads, long before anyone has typed a number.
 * Until it is there, isValidPhone checks the number's shape only, and the api still checks it all.
 */
export function loadPhoneRule(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then((loaded) => {
    library = loaded;
  });
  return loading;
}

/** Digits with the usual separators, a leading + or 00, 6 to 17 digits: what any phone looks like. */
function looksLikePhone(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 17;
}

/**
 * Whether a phone number can be called: written with its country code (+32 470 12 34 56, any
 * country), or as dialled in the address's country (an ISO code or a name; blank is France), or
 * in France. Checked with libphonenumber-js's minimal metadata (once loaded: loadPhoneRule): the
 * number's length and leading digits for its country, not its type.
 */
export function isValidPhone(phone: string | null | undefined, country?: string | null): boolean {
  const value = (phone ?? '').trim();
  // The library reads letters as a keypad's (1-800-FLOWERS): a phone typed here never has any.
  if (!value || value.length > 30 || /\p{L}/u.test(value)) return false;
  if (!library) return looksLikePhone(value);
  const { isValidPhoneNumber } = library;
  const own = countryCode((country ?? '').trim() || DEFAULT_COUNTRY);
  const plans = own && !FRENCH_PLAN.includes(own) ? [own, ...FRENCH_PLAN] : FRENCH_PLAN;
  return plans.some((plan) => isValidPhoneNumber(value, plan as CountryCode));
}
