import { cardBrand, checkCard, isCardExpired, isLuhnValid } from './card.js';

/** What a call throws; it must throw. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('the sandbox card rules', () => {
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
});

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
    expect(thrown(() => checkCard({ card_number: '4242 4242 4242 4241', expiry: '11/26', cvc: '123' }, 'en', now))).toMatchObject({
      statusCode: 400,
      code: 'CARD_INVALID',
    });
    expect(thrown(() => checkCard({ card_number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, 'fr', now))).toMatchObject({
      statusCode: 400,
      code: 'CARD_EXPIRED',
    });
  });
});
