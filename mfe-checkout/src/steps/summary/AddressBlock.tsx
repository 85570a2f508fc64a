import type { Address } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';

/** An address as it is written on a parcel, the country named in the shopper's language. */
export function AddressBlock({ address, lang }: { address: Address; lang: string }) {
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.address1,
    address.address2,
    `${address.zipcode} ${address.city}`.trim(),
    countryName(address.country, lang),
    address.phone,
    address.email,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </address>
  );
}
