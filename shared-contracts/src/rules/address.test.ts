import type { Address } from '../schemas/address.js';
import { addressesEqual, fromPrefixed, isAddressComplete, toPrefixed } from './address.js';

const full: Address = {
  company: 'Nougaterie',
  address1: '1 place du Village',
  address2: 'Bâtiment B',
  zipcode: '84210',
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Silvestre',
  country: 'FR',
  phone: '0490000000',
  city: 'Saint-Didier',
};

describe('isAddressComplete', () => {
  it('accepts a full address', () => {
    expect(isAddressComplete(full)).toBe(true);
  });

  it('does not need company nor address2', () => {
    expect(isAddressComplete({ ...full, company: '', address2: undefined })).toBe(true);
  });

  it.each(['address1', 'city', 'country', 'email', 'firstname', 'lastname', 'phone', 'zipcode'] as const)('refuses a missing, null or blank %s', (field) => {
    expect(isAddressComplete({ ...full, [field]: undefined })).toBe(false);
    expect(isAddressComplete({ ...full, [field]: null })).toBe(false);
    expect(isAddressComplete({ ...full, [field]: '   ' })).toBe(false);
  });

  it('refuses no address at all', () => {
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete(undefined)).toBe(false);
  });
});

describe('addressesEqual', () => {
  it('is true for identical addresses', () => {
    expect(addressesEqual(full, { ...full })).toBe(true);
  });

  it.each(Object.keys(full) as (keyof Address)[])('is false when %s differs', (field) => {
    expect(addressesEqual(full, { ...full, [field]: `${full[field]}x` })).toBe(false);
  });

  it('treats a missing or null field as empty', () => {
    expect(addressesEqual({ ...full, company: '' }, { ...full, company: null })).toBe(true);
    expect(addressesEqual({ ...full, address2: undefined }, { ...full, address2: '' })).toBe(true);
  });

  it('is case and space sensitive', () => {
    expect(addressesEqual(full, { ...full, city: 'saint-didier' })).toBe(false);
  });
});

describe('toPrefixed / fromPrefixed', () => {
  it('prefixes every field for shipping', () => {
    const stored = toPrefixed(full, 'shipping');
    expect(Object.keys(stored)).toHaveLength(10);
    expect(stored.address_shipping_city).toBe('Saint-Didier');
    expect(stored.address_shipping_company).toBe('Nougaterie');
  });

  it('prefixes every field for billing, empty strings for missing ones', () => {
    const stored = toPrefixed({ city: 'Carpentras', address2: null }, 'billing');
    expect(stored.address_billing_city).toBe('Carpentras');
    expect(stored.address_billing_address2).toBe('');
    expect(stored.address_billing_email).toBe('');
  });

  it('round-trips', () => {
    expect(fromPrefixed(toPrefixed(full, 'billing'), 'billing')).toEqual(full);
    expect(fromPrefixed(toPrefixed(full, 'shipping'), 'shipping')).toEqual(full);
  });

  it('reads only the requested kind, nulls as empty strings', () => {
    const source = {
      ...toPrefixed(full, 'shipping'),
      address_billing_city: 'Avignon',
      address_billing_company: null,
      id: 3,
    };
    expect(fromPrefixed(source, 'shipping')).toEqual(full);
    const billing = fromPrefixed(source, 'billing');
    expect(billing.city).toBe('Avignon');
    expect(billing.company).toBe('');
    expect(billing.zipcode).toBe('');
  });
});
