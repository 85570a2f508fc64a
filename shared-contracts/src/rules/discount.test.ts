import { formatDiscountCode, normaliseDiscountCode } from './discount.js';

describe('formatDiscountCode', () => {
  it('upper-cases, accents included, and keeps spaces while typing', () => {
    expect(formatDiscountCode('noël 2026 ')).toBe('NOËL 2026 ');
  });
});

describe('normaliseDiscountCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseDiscountCode('  miel10 ')).toBe('MIEL10');
  });
});
