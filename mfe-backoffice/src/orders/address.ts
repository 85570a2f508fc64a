import type { AddressField, AddressKind } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';
import { ADDRESS_PREFIXES } from '@nougaterie/contracts';

type Prefixed = Partial<Record<string, unknown>>;

/** An order's shipping or billing address as the lines of a label; empty when it has none. */
export function addressLines(order: Prefixed, kind: AddressKind, lang: string): string[] {
  const field = (name: AddressField) => {
    const value = order[`${ADDRESS_PREFIXES[kind]}${name}`];
    return typeof value === 'string' ? value.trim() : '';
  };
  const lines = [
    [field('firstname'), field('lastname')].filter(Boolean).join(' '),
    field('company'),
    field('address1'),
    field('address2'),
    [field('zipcode'), field('city')].filter(Boolean).join(' '),
    field('country') ? countryName(field('country'), lang) : '',
  ];
  return lines.filter(Boolean);
}

/** The phone and e-mail given with an address, to reach the person. */
export function addressContact(order: Prefixed, kind: AddressKind): { phone: string; email: string } {
  const value = (name: AddressField) => {
    const raw = order[`${ADDRESS_PREFIXES[kind]}${name}`];
    return typeof raw === 'string' ? raw.trim() : '';
  };
  return { phone: value('phone'), email: value('email') };
}
