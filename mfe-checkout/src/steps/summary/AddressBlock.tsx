import type { Address } from '@nougaterie/contracts';

/** An address as it is written on a parcel. */
export function AddressBlock({ address }: { address: Address }) {
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.address1,
    address.address2,
    `${address.zipcode} ${address.city}`.trim(),
    address.country,
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
