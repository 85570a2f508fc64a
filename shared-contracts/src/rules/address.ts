import { ADDRESS_FIELDS, ADDRESS_PREFIXES, REQUIRED_ADDRESS_FIELDS, type AddressKind } from '../schemas/address-fields.js';
import type { Address, PrefixedAddress } from '../schemas/address.js';

/** Stored addresses carry null or nothing where the form has an empty string. */
export type LooseAddress = { [K in keyof Address]?: string | null };

function blank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** SPEC §5: every field but company and address2 must be filled in. */
export function isAddressComplete(address: LooseAddress | null | undefined): boolean {
  if (!address) return false;
  return REQUIRED_ADDRESS_FIELDS.every((field) => !blank(address[field]));
}

/** SPEC §5: equal when all ten fields match; a missing field matches an empty one. */
export function addressesEqual(a: LooseAddress | null | undefined, b: LooseAddress | null | undefined): boolean {
  return ADDRESS_FIELDS.every((field) => (a?.[field] ?? '') === (b?.[field] ?? ''));
}

export type KindPrefix<K extends AddressKind> = (typeof ADDRESS_PREFIXES)[K];

/** The flat form as stored on users, baskets and orders (address_shipping_* / address_billing_*). */
export function toPrefixed<K extends AddressKind>(address: LooseAddress, kind: K): PrefixedAddress<KindPrefix<K>> {
  const prefix = ADDRESS_PREFIXES[kind];
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [`${prefix}${field}`, address[field] ?? ''])) as PrefixedAddress<KindPrefix<K>>;
}

/** Reads one kind of address back from an object holding prefixed fields; other keys are ignored. */
export function fromPrefixed(source: Readonly<Record<string, unknown>>, kind: AddressKind): Address {
  const prefix = ADDRESS_PREFIXES[kind];
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = source[`${prefix}${field}`];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Address;
}
