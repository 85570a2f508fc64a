import type { Address } from './schemas/address.js';
import { addressFieldMessage, invalidAddressFields, invalidAddressMessage } from './address-format.js';
import { loadPhoneRule } from './phone.js';

beforeAll(() => loadPhoneRule());

const address: Address = {
  company: '',
  address1: '1 place du Village',
  address2: '',
  zipcode: '84210',
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Silvestre',
  country: 'FR',
  phone: '04 90 66 09 54',
  city: 'Saint-Didier',
};

describe('invalidAddressFields', () => {
  it('passes a valid address in each kind of zone', () => {
    expect(invalidAddressFields(address)).toEqual([]);
    expect(invalidAddressFields({ ...address, zipcode: '20000', city: 'Ajaccio' })).toEqual([]);
    expect(invalidAddressFields({ ...address, zipcode: '97400', phone: '0692 12 34 56' })).toEqual([]);
    expect(invalidAddressFields({ ...address, country: 'MC', zipcode: '98000', phone: '+377 93 15 20 00' })).toEqual([]);
    expect(invalidAddressFields({ ...address, country: 'BE', zipcode: '1000', phone: '0470 12 34 56' })).toEqual([]);
  });

  it('names a postcode or phone not valid for the country', () => {
    expect(invalidAddressFields({ ...address, zipcode: 'ABCDE' })).toEqual(['zipcode']);
    expect(invalidAddressFields({ ...address, zipcode: '99999', phone: 'abcdefghij' })).toEqual(['zipcode', 'phone']);
    expect(invalidAddressFields({ ...address, phone: 'zz' })).toEqual(['phone']);
    expect(invalidAddressFields({ ...address, country: 'BE' })).toEqual(['zipcode']);
    expect(invalidAddressFields({ ...address, zipcode: '98000' })).toEqual(['zipcode']);
  });

  it('leaves blank fields to isAddressComplete', () => {
    expect(invalidAddressFields({ ...address, zipcode: '', phone: ' ' })).toEqual([]);
    expect(invalidAddressFields(null)).toEqual([]);
  });
});

describe('messages', () => {
  it('says what is wrong in French and English, naming the field and the country', () => {
    const wrong = { ...address, zipcode: 'ABCDE' };
    expect(addressFieldMessage('zipcode', wrong, 'fr')).toBe("Ce code postal n'existe pas dans le pays choisi (France) : écrivez-le comme 84210, par exemple.");
    expect(addressFieldMessage('zipcode', { ...address, country: 'NL' }, 'en')).toBe(
      'This postcode does not exist in the chosen country (Netherlands): write it as 1012 JS, for example.',
    );
    expect(addressFieldMessage('phone', wrong, 'fr')).toMatch(/^Ce numéro de téléphone n'est pas valable/);
    expect(addressFieldMessage('phone', wrong, 'en')).toMatch(/^This phone number cannot be called/);
  });

  it('sends a Monaco postcode typed for France to the country Monaco', () => {
    expect(addressFieldMessage('zipcode', { ...address, zipcode: '98000' }, 'fr')).toBe('Le code postal 98000 est à Monaco : choisissez le pays Monaco.');
  });

  it("prefixes the api's refusal with the address it is about", () => {
    const wrong = { ...address, zipcode: 'zz', phone: 'zz' };
    expect(invalidAddressMessage('shipping', wrong, ['zipcode', 'phone'], 'fr')).toMatch(/^Adresse de livraison : Ce code postal .* Ce numéro de téléphone /);
    expect(invalidAddressMessage('billing', wrong, ['phone'], 'en')).toMatch(/^Billing address: This phone number/);
  });
});
