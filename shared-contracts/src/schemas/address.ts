import { z } from 'zod/mini';
import { addressEmailSchema } from './email.js';
import { lazy } from './lazy.js';
import { ADDRESS_FIELD_MAX_LENGTH, ADDRESS_FIELDS, ADDRESS_PREFIXES, type AddressField } from './address-fields.js';

// Apart, free of zod, so that the rules using them do not bring zod into a front end's bundle.
export * from './address-fields.js';

const field = lazy(() => z.string().check(z.trim(), z.maxLength(ADDRESS_FIELD_MAX_LENGTH)));

export const addressSchema = lazy(() =>
  z.object({
    company: z._default(z.optional(field), ''),
    address1: field,
    address2: z._default(z.optional(field), ''),
    zipcode: field,
    email: field,
    firstname: field,
    lastname: field,
    country: field,
    phone: field,
    city: field,
  }),
);
export type Address = { [K in AddressField]: string };

/**
 * An address as a client sends it (the account's address book): the same fields, the e-mail one
 * address. The answers keep addressSchema, so an address stored before this rule still reads.
 */
export const addressRequestSchema = lazy(() => z.extend(addressSchema, { email: addressEmailSchema }));

/** The stored shape: every field prefixed with address_shipping_ or address_billing_. */
export type PrefixedAddress<P extends string> = { [K in AddressField as `${P}${K}`]: string };
export type ShippingAddressFields = PrefixedAddress<typeof ADDRESS_PREFIXES.shipping>;
export type BillingAddressFields = PrefixedAddress<typeof ADDRESS_PREFIXES.billing>;
export type AddressesFields = Partial<ShippingAddressFields & BillingAddressFields>;

type PrefixedShape<P extends string> = {
  [K in AddressField as `${P}${K}`]: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
};
type PrefixedRequestShape<P extends string> = {
  [K in AddressField as `${P}${K}`]: z.ZodMiniOptional<z.ZodMiniNullable<K extends 'email' ? typeof addressEmailSchema : z.ZodMiniString<string>>>;
};

// Typed key by key: a Record<string, ...> here would give Basket, User and Order an index signature
// that turns every other field (amount_products, id...) into string | null | undefined.
function prefixedShape<P extends string>(prefix: P): PrefixedShape<P> {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [`${prefix}${f}`, z.optional(z.nullable(z.string().check(z.maxLength(ADDRESS_FIELD_MAX_LENGTH))))]),
  ) as PrefixedShape<P>;
}

function prefixedRequestShape<P extends string>(prefix: P): PrefixedRequestShape<P> {
  return { ...prefixedShape(prefix), [`${prefix}email`]: z.optional(z.nullable(addressEmailSchema)) } as PrefixedRequestShape<P>;
}

/** Optional prefixed address fields, as carried by users and baskets. */
export const addressesFieldsSchema = lazy(() =>
  z.object({
    ...prefixedShape(ADDRESS_PREFIXES.shipping),
    ...prefixedShape(ADDRESS_PREFIXES.billing),
  }),
);

/**
 * The same fields as a client sends them (basket update, profile update): each e-mail one
 * address, so the order mail has one recipient. The answers keep addressesFieldsSchema, so an
 * address stored before this rule still reads.
 */
export const addressesFieldsRequestSchema = lazy(() =>
  z.object({
    ...prefixedRequestShape(ADDRESS_PREFIXES.shipping),
    ...prefixedRequestShape(ADDRESS_PREFIXES.billing),
  }),
);
