import { cardNumberError, cvcError, expiryError, formatCardNumber, formatCvc, formatExpiry, isCardExpired, isLuhnValid } from './card.js';

describe('card rules shared by the payment forms and the api', () => {
  it('accepts the sandbox numbers and refuses a mistyped digit or a wrong length', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000003220', '5555555555554444', '378282246310005']) expect(isLuhnValid(n)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42424242424')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
  });

  it('keeps a card valid through the last day of its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isCardExpired('11/26', now)).toBe(false);
    expect(isCardExpired('10/26', now)).toBe(true);
    expect(isCardExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('01/2030', now)).toBe(false);
  });

  it('gives the form an i18n key for each slip, nothing when the field is right', () => {
    expect(cardNumberError('')).toBe('errors.required');
    expect(cardNumberError('4242 4242 4242 4241')).toBe('card.errors.number');
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    const today = new Date('2026-11-21T12:00:00Z');
    expect(expiryError(undefined, today)).toBe('errors.required');
    expect(expiryError('13/27', today)).toBe('card.errors.expiryFormat');
    expect(expiryError('10/26', today)).toBe('card.errors.expired');
    expect(expiryError('11/26', today)).toBeUndefined();
    expect(cvcError('')).toBe('errors.required');
    expect(cvcError('12')).toBe('card.errors.cvc');
    expect(cvcError('123')).toBeUndefined();
  });

  it('formats what is typed as it is printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1127')).toBe('11/27');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
