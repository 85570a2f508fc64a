import {
  ADDRESS_FIELDS,
  ADDRESS_PREFIXES,
  invalidAddressFields,
  invalidAddressMessage,
  REQUIRED_ADDRESS_FIELDS,
  type Address,
  type AddressBook,
  type AddressKind,
  type Lang,
  type SavedAddress,
} from '@nougaterie/contracts';
import { addressesEqual, fromPrefixed, isAddressComplete, type LooseAddress } from '@nougaterie/contracts/rules';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

export type AddressColumn = `${(typeof ADDRESS_PREFIXES)[AddressKind]}${(typeof ADDRESS_FIELDS)[number]}`;
export type AddressColumns = Partial<Record<AddressColumn, string | null>>;

export const columnsOf = (kind: AddressKind) => ADDRESS_FIELDS.map((field): AddressColumn => `${ADDRESS_PREFIXES[kind]}${field}`);

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** A stored address: trimmed, null where the form was left empty; null clears all ten columns. */
export function addressColumns(kind: AddressKind, address: LooseAddress | null): AddressColumns {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = address?.[field];
      return [`${ADDRESS_PREFIXES[kind]}${field}`, blank(value) ? null : value!.trim()];
    }),
  );
}

/**
 * SPEC §5 on the server: an address given must be complete, its postcode and phone valid for its
 * country. One left entirely empty is no address at all (the customer removed it), which is allowed.
 */
export function requireCompleteOrEmpty(kind: AddressKind, address: LooseAddress, lang: Lang): void {
  if (ADDRESS_FIELDS.every((field) => blank(address[field]))) return;
  requireComplete(kind, address, lang);
}

/** SPEC §5 for an address that must be given: complete, its postcode and phone valid for its country. */
export function requireComplete(kind: AddressKind | 'saved', address: LooseAddress, lang: Lang): void {
  if (isAddressComplete(address)) return requireWellFormed(kind, address, lang, 'ADDRESS_INVALID');
  // In the order of the form, so the message reads like the page.
  const required: readonly string[] = REQUIRED_ADDRESS_FIELDS;
  const fields = ADDRESS_FIELDS.filter((field) => required.includes(field) && blank(address[field]));
  throw new HttpError(422, t(lang, 'addressMissingFields', { which: kind, fields }), 'ADDRESS_INCOMPLETE');
}

/**
 * The postcode and phone of an address read for its country (contracts' invalidAddressFields, the
 * forms' own rule): 422 naming them, in the requester's language, before anything is written.
 */
export function requireWellFormed(kind: AddressKind | 'saved', address: LooseAddress, lang: Lang, code: string): void {
  const invalid = invalidAddressFields(address);
  if (invalid.length > 0) throw new HttpError(422, invalidAddressMessage(kind, address, invalid, lang), code);
}

function storedAddress(row: UserRow, kind: AddressKind): Address | null {
  const address = fromPrefixed(row, kind);
  return ADDRESS_FIELDS.every((field) => blank(address[field])) ? null : address;
}

/** The book from the customer's row (the two defaults) and their other addresses (saved-addresses.ts). */
export function toAddressBook(row: UserRow, saved: SavedAddress[]): AddressBook {
  const shipping = storedAddress(row, 'shipping');
  const billing = storedAddress(row, 'billing');
  return { shipping, billing, same_as_shipping: shipping !== null && billing !== null && addressesEqual(shipping, billing), saved };
}
