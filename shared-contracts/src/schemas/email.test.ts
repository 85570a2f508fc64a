import {
  addressBookSchema,
  addressBookUpdateRequestSchema,
  addressEmailSchema,
  basketUpdateRequestSchema,
  bookingContactSchema,
  contactRequestSchema,
  emailSchema,
  proRequestSchema,
  registerRequestSchema,
  resetTokenRequestSchema,
  stockAlertRequestSchema,
  userUpdateRequestSchema,
  type Address,
} from './index.js';
import { toPrefixed } from '../rules/address.js';
import { loadPhoneRule } from '../phone.js';

beforeAll(() => loadPhoneRule());

/** What a mail's To: must never receive from one field: a list, a name, a header, or no address at all. */
const NOT_ONE_ADDRESS = [
  'not an e-mail',
  'buyer@example.fr, third@example.org',
  'buyer@example.fr;third@example.org',
  'buyer@example.fr third@example.org',
  'Buyer <buyer@example.fr>',
  'buyer@example.fr\r\nBcc: third@example.org',
  'buyer@example',
  '@example.fr',
  'buyer@',
  `${'a'.repeat(250)}@example.fr`,
];

const address: Address = {
  company: '',
  address1: '12 place de la Fontaine',
  address2: '',
  zipcode: '84210',
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Silvestre',
  country: 'FR',
  phone: '0490000000',
  city: 'Saint-Didier',
};

describe('one e-mail address', () => {
  it('takes one address, trimmed and lower-case', () => {
    expect(emailSchema.parse('  Marie.Silvestre+nougat@Example.FR ')).toBe('marie.silvestre+nougat@example.fr');
    for (const value of NOT_ONE_ADDRESS) expect(emailSchema.safeParse(value).success).toBe(false);
  });

  it('lets an address form leave its e-mail empty, else holds it to the same rule', () => {
    expect(addressEmailSchema.parse('')).toBe('');
    expect(addressEmailSchema.parse('   ')).toBe('');
    expect(addressEmailSchema.parse(' Marie@Example.fr')).toBe('marie@example.fr');
    for (const value of NOT_ONE_ADDRESS) expect(addressEmailSchema.safeParse(value).success).toBe(false);
  });

  it('holds both addresses of the basket update and of the profile update to it', () => {
    for (const schema of [basketUpdateRequestSchema, userUpdateRequestSchema]) {
      const given = { ...toPrefixed(address, 'shipping'), ...toPrefixed(address, 'billing') };
      expect(schema.parse(given)).toMatchObject(given);
      expect(schema.parse({ address_billing_email: null, address_shipping_email: '' })).toMatchObject({
        address_billing_email: null,
        address_shipping_email: '',
      });
      for (const value of NOT_ONE_ADDRESS) {
        expect(schema.safeParse({ ...given, address_billing_email: value }).success).toBe(false);
        expect(schema.safeParse({ ...given, address_shipping_email: value }).success).toBe(false);
      }
    }
  });

  it("holds the account's address book to it, while an address stored before still reads", () => {
    expect(addressBookUpdateRequestSchema.parse({ shipping: address, billing: null })).toEqual({ shipping: address, billing: null });
    for (const value of NOT_ONE_ADDRESS) {
      expect(addressBookUpdateRequestSchema.safeParse({ shipping: { ...address, email: value } }).success).toBe(false);
      expect(addressBookUpdateRequestSchema.safeParse({ billing: { ...address, email: value } }).success).toBe(false);
    }
    const stored = { shipping: { ...address, email: 'a@example.fr, b@example.fr' }, billing: null, same_as_shipping: false };
    expect(addressBookSchema.safeParse(stored).success).toBe(true);
  });

  it('is the rule of every other call that stores or mails to an address', () => {
    const pro = { company: 'Olivades', siret: '81234567800019', contactName: 'Paul', phone: '0490123456', activity: 'Épicerie' };
    const calls = [
      (email: string) => registerRequestSchema.safeParse({ email, password: 'miel-de-lavande-84', firstname: 'M', lastname: 'S' }),
      (email: string) => resetTokenRequestSchema.safeParse({ email }),
      (email: string) => stockAlertRequestSchema.safeParse({ item_id: 3, email }),
      (email: string) => bookingContactSchema.safeParse({ firstname: 'Camille', lastname: 'Roux', email, phone: '06 12 34 56 78' }),
      (email: string) => contactRequestSchema.safeParse({ firstname: 'Rose', lastname: 'Aubanel', email, subject: 'Coffret', message: 'Quarante coffrets ?' }),
      (email: string) => proRequestSchema.safeParse({ ...pro, email }),
    ];
    for (const call of calls) {
      expect(call('rose@example.fr').success).toBe(true);
      for (const value of NOT_ONE_ADDRESS) expect(call(value).success).toBe(false);
    }
  });
});
