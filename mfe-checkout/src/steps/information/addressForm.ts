import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  addressFieldMessage,
  emailSchema,
  invalidAddressFields,
  type Address,
  type AddressBookUpdateRequest,
  type AddressesFields,
  type Basket,
  type User,
  loadPhoneRule,
} from '@nougaterie/contracts';
import { DEFAULT_COUNTRY, countryCode } from '@nougaterie/contracts';
import { addressesEqual, fromPrefixed, toPrefixed } from '@nougaterie/contracts/rules';

// The phone rule's library (contracts' loadPhoneRule) loads with this form, before a number is typed.
void loadPhoneRule();

/**
 * What the information form holds: the two addresses, whether billing repeats shipping, and
 * (customers only) whether the account keeps them for the next orders.
 */
export interface InformationValues {
  shipping: Address;
  billing: Address;
  sameAsShipping: boolean;
  saveToAccount: boolean;
}

const filledIn = (address: Address) => ADDRESS_FIELDS.some((field) => address[field].trim() !== '');
/**
 * The country as the select holds it: its ISO code, also for an address saved as typed before
 * ('France'); France when none was given, where most shoppers live. A country no parcel goes to
 * stays blank, for the shopper to choose.
 */
export const withCountry = (address: Address): Address => ({
  ...address,
  country: address.country.trim() ? countryCode(address.country) : DEFAULT_COUNTRY,
});

/**
 * Where the form starts: what this basket already holds, else the customer's saved addresses,
 * else their name and contact from the profile. Billing is shown apart only when it was saved
 * different from shipping, so a known billing address is never silently replaced. A customer
 * whose account holds no address yet is offered to keep these ones, ticked.
 */
export function initialValues(basket: Basket | null, user: User | null): InformationValues {
  const source = [basket, user].find((holder) => holder && filledIn(fromPrefixed(holder, 'shipping')));
  const profile = fromPrefixed({}, 'shipping');
  if (user) Object.assign(profile, { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '' });
  const shipping = withCountry(source ? fromPrefixed(source, 'shipping') : profile);
  const billing = source ? fromPrefixed(source, 'billing') : fromPrefixed({}, 'billing');
  const sameAsShipping = !filledIn(billing) || addressesEqual(withCountry(billing), shipping);
  const saveToAccount = Boolean(user) && !filledIn(fromPrefixed(user ?? {}, 'shipping'));
  return { shipping, billing: withCountry(sameAsShipping ? fromPrefixed({}, 'billing') : billing), sameAsShipping, saveToAccount };
}

/** An i18n key, or the contracts rule's own sentence in the page's language. */
export type FieldError = string | ((lang: string) => string);
type AddressErrors = Partial<Record<keyof Address, FieldError>>;

/**
 * SPEC §5 required fields, a well-formed e-mail, a postcode and phone valid for the country (the
 * api's own rule, with its sentence); errors follow a language switch.
 */
function addressErrors(address: Address): AddressErrors | undefined {
  const errors: AddressErrors = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) if (!address[field]?.trim()) errors[field] = 'errors.required';
  if (!errors.email && !emailSchema.safeParse(address.email).success) errors.email = 'errors.email';
  for (const field of invalidAddressFields(address)) errors[field] = (lang) => addressFieldMessage(field, address, lang);
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function validateInformation(values: InformationValues) {
  return {
    shipping: addressErrors(values.shipping),
    billing: values.sameAsShipping ? undefined : addressErrors(values.billing),
  };
}

const trimmed = (address: Address) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (address[field] ?? '').trim()])) as Address;

/** The account's address book as the form leaves it (POST /api/user/addresses). */
export function addressBookPayload(values: InformationValues): AddressBookUpdateRequest {
  const shipping = trimmed(values.shipping);
  return values.sameAsShipping ? { shipping, same_as_shipping: true } : { shipping, billing: trimmed(values.billing), same_as_shipping: false };
}

/** The basket/update payload: both addresses, prefixed as the api stores them (SPEC §3). */
export function informationPayload(values: InformationValues): AddressesFields {
  const shipping = trimmed(values.shipping);
  return {
    ...toPrefixed(shipping, 'shipping'),
    ...toPrefixed(values.sameAsShipping ? shipping : trimmed(values.billing), 'billing'),
  };
}
