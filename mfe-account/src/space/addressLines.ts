import type { Address, Lang } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';

/** An address as it is written on an envelope, without its empty lines. */
export function addressLines(a: Address | null, lang: Lang): string[] {
  if (!a) return [];
  return [
    a.company,
    `${a.firstname} ${a.lastname}`.trim(),
    a.address1,
    a.address2,
    `${a.zipcode} ${a.city}`.trim(),
    countryName(a.country, lang),
    a.phone,
    a.email,
  ].filter(Boolean);
}
