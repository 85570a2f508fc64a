import { cardBrand, checkCard } from './card.js';

// The Luhn and expiry rules themselves are the contracts' (shared-contracts/src/rules/card.test.ts).
describe('card checks before any processor is asked', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('keeps only the digits, the brand and the last four of a good card', () => {
    expect(checkCard({ card_number: '4242 4242-4242 4242', expiry: '11/26', cvc: '123' }, 'fr', now)).toEqual({
      number: '4242424242424242',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('refuses a mistyped number and an expired card with 400 and a message in the shopper language', () => {
    expect(() => checkCard({ card_number: '4242 4242 4242 4241', expiry: '11/26', cvc: '123' }, 'en', now)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'CARD_INVALID' }),
    );
    expect(() => checkCard({ card_number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, 'fr', now)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'CARD_EXPIRED' }),
    );
  });
});
