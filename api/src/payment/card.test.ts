import { cardBrand, isExpired, isLuhnValid } from './card.js';

describe('card checks', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000003220', '5555555555554444', '378282246310005'])('%s passes Luhn', (n) => {
    expect(isLuhnValid(n)).toBe(true);
  });
  it.each(['4242424242424241', '1234', 'abcd', ''])('%p fails Luhn', (n) => {
    expect(isLuhnValid(n)).toBe(false);
  });
  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
  it('keeps a card valid through its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpired('11/26', now)).toBe(false);
    expect(isExpired('10/26', now)).toBe(true);
    expect(isExpired('01/2030', now)).toBe(false);
  });
});
