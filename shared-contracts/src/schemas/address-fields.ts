/**
 * The address form's fields and the prefixes of their stored shape, free of zod: the address
 * rules (rules/address.ts) import them into every front end that formats an address, where
 * schemas/address.ts would bring zod along.
 */

/** The ten fields of the flat address form (SPEC §3). */
export const ADDRESS_FIELDS = ['company', 'address1', 'address2', 'zipcode', 'email', 'firstname', 'lastname', 'country', 'phone', 'city'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Fields that must all be present for an address to be complete (SPEC §5). */
export const REQUIRED_ADDRESS_FIELDS = [
  'address1',
  'city',
  'country',
  'email',
  'firstname',
  'lastname',
  'phone',
  'zipcode',
] as const satisfies readonly AddressField[];

export const ADDRESS_PREFIXES = {
  shipping: 'address_shipping_',
  billing: 'address_billing_',
} as const;
export type AddressKind = keyof typeof ADDRESS_PREFIXES;

/** The same bound for the flat form and the prefixed fields, so either form stores the same addresses. */
export const ADDRESS_FIELD_MAX_LENGTH = 255;
