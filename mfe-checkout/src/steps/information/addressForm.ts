import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  addressesEqual,
  emailSchema,
  fromPrefixed,
  toPrefixed,
  type Address,
  type AddressesFields,
  type Basket,
  type User,
} from '@nougaterie/contracts';

/** What the information form holds: the two addresses, and whether billing repeats shipping. */
export interface InformationValues {
  shipping: Address;
  billing: Address;
  sameAsShipping: boolean;
}

/** Most shoppers live in France; the api reads the country as typed ('France' or an ISO code). */
const DEFAULT_COUNTRY = 'France';

const filledIn = (address: Address) => ADDRESS_FIELDS.some((field) => address[field].trim() !== '');
const withCountry = (address: Address): Address => ({ ...address, country: address.country || DEFAULT_COUNTRY });

/**
 * Where the form starts: what this basket already holds, else the customer's saved addresses,
 * else their name and contact from the profile. Billing is shown apart only when it was saved
 * different from shipping, so a known billing address is never silently replaced.
 */
export function initialValues(basket: Basket | null, user: User | null): InformationValues {
  const source = [basket, user].find((holder) => holder && filledIn(fromPrefixed(holder, 'shipping')));
  const profile = fromPrefixed({}, 'shipping');
  if (user) Object.assign(profile, { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '' });
  const shipping = withCountry(source ? fromPrefixed(source, 'shipping') : profile);
  const billing = source ? fromPrefixed(source, 'billing') : fromPrefixed({}, 'billing');
  const sameAsShipping = !filledIn(billing) || addressesEqual(billing, shipping);
  return { shipping, billing: withCountry(sameAsShipping ? fromPrefixed({}, 'billing') : billing), sameAsShipping };
}

type AddressErrors = Partial<Record<keyof Address, string>>;

/** SPEC §5 required fields and a well-formed e-mail; the errors are i18n keys so they follow a language switch. */
function addressErrors(address: Address): AddressErrors | undefined {
  const errors: AddressErrors = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) if (!address[field]?.trim()) errors[field] = 'errors.required';
  if (!errors.email && !emailSchema.safeParse(address.email).success) errors.email = 'errors.email';
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function validateInformation(values: InformationValues) {
  return {
    shipping: addressErrors(values.shipping),
    billing: values.sameAsShipping ? undefined : addressErrors(values.billing),
  };
}

const trimmed = (address: Address) =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (address[field] ?? '').trim()])) as Address;

/** The basket/update payload: both addresses, prefixed as the api stores them (SPEC §3). */
export function informationPayload(values: InformationValues): AddressesFields {
  const shipping = trimmed(values.shipping);
  return {
    ...toPrefixed(shipping, 'shipping'),
    ...toPrefixed(values.sameAsShipping ? shipping : trimmed(values.billing), 'billing'),
  };
}
