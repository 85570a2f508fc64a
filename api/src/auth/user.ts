import { ADDRESS_FIELDS, ADDRESS_PREFIXES, DEFAULT_LANG, isLang, type User } from '@nougaterie/contracts';
import type { UserRow } from '../db/schema.js';

const ADDRESS_COLUMNS = Object.values(ADDRESS_PREFIXES).flatMap((prefix) => ADDRESS_FIELDS.map((field) => `${prefix}${field}` as const));

/** The profile as the api shows it: chosen field by field, so the password hash can never leak. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    lang: isLang(row.lang) ? row.lang : DEFAULT_LANG,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    ...Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, row[column]])),
  };
}
