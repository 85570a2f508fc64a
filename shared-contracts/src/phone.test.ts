import { isValidPhone, loadPhoneRule } from './phone.js';

beforeAll(() => loadPhoneRule());

describe('isValidPhone', () => {
  it.each([
    ['06 12 34 56 78', 'FR'],
    ['0612345678', 'FR'],
    ['04.90.00.00.00', 'FR'],
    ['06-12-34-56-78', 'FR'],
    ['+33 6 12 34 56 78', 'FR'],
    ['+33 (0)4 90 66 09 54', 'FR'],
    ['0033 6 12 34 56 78', 'FR'],
    ['0590 12 34 56', 'GP'],
    ['0692 12 34 56', 'RE'],
    ['06 12 34 56 78', 'RE'],
    ['0692 12 34 56', 'FR'],
    ['+262 692 12 34 56', 'RE'],
    ['93 15 20 00', 'MC'],
    ['+377 6 12 34 56 78', 'MC'],
    ['0470 12 34 56', 'BE'],
    ['+32 470 12 34 56', 'FR'],
    ['030 1234567', 'DE'],
    ['06 12 34 56 78', 'DE'],
    ['+41 22 123 45 67', 'FR'],
    ['06 12 34 56 78', undefined],
    ['06 12 34 56 78', 'France'],
  ])('accepts %p for %p', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });

  it.each([
    ['abcdefghij', 'FR'],
    ['zz', 'FR'],
    ['', 'FR'],
    ['   ', 'FR'],
    ['123', 'FR'],
    ['0000000000', 'FR'],
    ['1234567890', 'FR'],
    ['06 12 34 56 7', 'FR'],
    ['06 12 34 56 78 99', 'FR'],
    ['06 12 34 56 7a', 'FR'],
    ['06 12 34 56 78 poste 2', 'FR'],
    ['+33 6 12 34 56 78 ext 5', 'FR'],
    ['1-800-FLOWERS', 'FR'],
    ['0470 12 34 56 12 12', 'BE'],
    ['+99 123 456 789', 'FR'],
    ['0'.repeat(40), 'FR'],
  ])('refuses %p for %p', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });

  it('refuses a missing number', () => {
    expect(isValidPhone(null, 'FR')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('isValidPhone before libphonenumber-js has loaded', () => {
  it('checks the shape only', async () => {
    jest.resetModules();
    const fresh = await import('./phone.js');
    expect(fresh.isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(fresh.isValidPhone('abcdefghij', 'FR')).toBe(false);
    expect(fresh.isValidPhone('12', 'FR')).toBe(false);
    // Too short for France, but shaped like a phone: only the loaded rule refuses it.
    expect(fresh.isValidPhone('06 12 34', 'FR')).toBe(true);
    await fresh.loadPhoneRule();
    expect(fresh.isValidPhone('06 12 34', 'FR')).toBe(false);
  });
});
