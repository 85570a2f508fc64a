import { contactRequestSchema, proRequestSchema } from './site.js';
import { loadPhoneRule } from '../phone.js';

beforeAll(() => loadPhoneRule());

const contact = { firstname: 'Rose', lastname: 'Aubanel', email: 'rose@example.fr', subject: 'Coffret', message: 'Quarante coffrets pour juin ?' };
const pro = {
  company: 'Les Olivades',
  siret: '812 345 678 00019',
  contactName: 'Paul',
  email: 'paul@example.fr',
  phone: '04 90 12 34 56',
  activity: 'Épicerie fine',
};

describe('site forms', () => {
  it('accepts a contact message with or without phone, and a French or international number', () => {
    expect(contactRequestSchema.safeParse(contact).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...contact, phone: '' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...contact, phone: '+33 6 12 34 56 78' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...contact, phone: '0612' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...contact, message: 'court' }).success).toBe(false);
  });

  it('keeps the SIRET as its 14 digits and refuses any other length', () => {
    expect(proRequestSchema.parse(pro).siret).toBe('81234567800019');
    expect(proRequestSchema.safeParse({ ...pro, siret: '8123456780001' }).success).toBe(false);
    expect(proRequestSchema.safeParse({ ...pro, siret: '8123456780001X' }).success).toBe(false);
  });
});
