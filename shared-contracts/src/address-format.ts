import type { LooseAddress } from './rules/address.js';
import { DEFAULT_COUNTRY, countryCode, countryName } from './countries.js';
import { isValidPhone } from './phone.js';
import { isValidPostcode, postcodeExample } from './rules/postcode.js';

// Beside phone.ts, in the shared copy of the contracts rather than among the rules that each front
// end bundles (@nougaterie/contracts/rules): its phone check must see the library the page loaded.

/** The address fields whose form depends on the country. */
export const FORMATTED_ADDRESS_FIELDS = ['zipcode', 'phone'] as const;
export type FormattedAddressField = (typeof FORMATTED_ADDRESS_FIELDS)[number];

const filled = (value: string | null | undefined) => value != null && value.trim() !== '';

/**
 * The fields of an address filled in but not valid for its country: a postcode that does not
 * exist there (so the parcel is priced for the right zone: Corsica, overseas, Monaco), a phone
 * the carrier cannot call. A blank field is isAddressComplete's business, not this rule's.
 * The forms and the api ask the same question.
 */
export function invalidAddressFields(address: LooseAddress | null | undefined): FormattedAddressField[] {
  if (!address) return [];
  const invalid: FormattedAddressField[] = [];
  if (filled(address.zipcode) && !isValidPostcode(address.country, address.zipcode)) invalid.push('zipcode');
  if (filled(address.phone) && !isValidPhone(address.phone, address.country)) invalid.push('phone');
  return invalid;
}

const PHONE_EXAMPLE = '+33 6 12 34 56 78';

/** What a person reads when a postcode or phone is refused, by the form or by the api. */
export function addressFieldMessage(field: FormattedAddressField, address: LooseAddress | null | undefined, lang: string): string {
  const en = lang === 'en';
  if (field === 'phone') {
    return en
      ? `This phone number cannot be called: check its digits, or give it with its country code (${PHONE_EXAMPLE}).`
      : `Ce numéro de téléphone n'est pas valable : vérifiez ses chiffres, ou indiquez-le avec l'indicatif du pays (${PHONE_EXAMPLE}).`;
  }
  const country = countryCode(address?.country?.trim() || DEFAULT_COUNTRY) || (address?.country ?? '');
  const zipcode = (address?.zipcode ?? '').trim();
  if (country === DEFAULT_COUNTRY && isValidPostcode('MC', zipcode)) {
    return en ? `The postcode ${zipcode} is in Monaco: choose Monaco as the country.` : `Le code postal ${zipcode} est à Monaco : choisissez le pays Monaco.`;
  }
  const name = countryName(country, lang);
  const example = postcodeExample(country);
  return en
    ? `This postcode does not exist in the chosen country (${name}): write it as ${example}, for example.`
    : `Ce code postal n'existe pas dans le pays choisi (${name}) : écrivez-le comme ${example}, par exemple.`;
}

/**
 * The api's refusal of an address whose postcode or phone is not valid for its country: which
 * address, then each field's sentence.
 */
export function invalidAddressMessage(
  kind: 'shipping' | 'billing' | 'saved',
  address: LooseAddress,
  fields: readonly FormattedAddressField[],
  lang: string,
): string {
  const names = {
    en: { shipping: 'Delivery address', billing: 'Billing address', saved: 'Address' },
    fr: { shipping: 'Adresse de livraison', billing: 'Adresse de facturation', saved: 'Adresse' },
  };
  const which = names[lang === 'en' ? 'en' : 'fr'][kind];
  return `${which}${lang === 'en' ? ':' : ' :'} ${fields.map((field) => addressFieldMessage(field, address, lang)).join(' ')}`;
}
