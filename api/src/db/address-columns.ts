import { ADDRESS_FIELDS, ADDRESS_PREFIXES, type AddressField } from '@nougaterie/contracts';
import { text } from 'drizzle-orm/pg-core';

type AddressColumnName = `${(typeof ADDRESS_PREFIXES)[keyof typeof ADDRESS_PREFIXES]}${AddressField}`;

/** The 20 prefixed address columns of SPEC §3, keyed by their column names so rows map to the contract as they are. */
export function addressColumns() {
  const column = () => text();
  const names = Object.values(ADDRESS_PREFIXES).flatMap((prefix) => ADDRESS_FIELDS.map((field) => `${prefix}${field}`));
  return Object.fromEntries(names.map((name) => [name, column()])) as Record<AddressColumnName, ReturnType<typeof column>>;
}
