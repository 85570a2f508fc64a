import { freightRemaining, isShippingFree } from './shipping.js';

const settings = { franco_port: 90 };

describe('isShippingFree', () => {
  it('follows the server flag whatever the amount', () => {
    expect(isShippingFree({ amount_products: 5, amount_shipping_offered: true }, settings)).toBe(true);
    expect(isShippingFree({ amount_products: 5, amount_shipping_offered: true }, null)).toBe(true);
  });

  it('is free at the franco_port threshold and above', () => {
    expect(isShippingFree({ amount_products: 90, amount_shipping_offered: false }, settings)).toBe(true);
    expect(isShippingFree({ amount_products: 120.5, amount_shipping_offered: false }, settings)).toBe(true);
  });

  it('is not free below the threshold', () => {
    expect(isShippingFree({ amount_products: 89.99, amount_shipping_offered: false }, settings)).toBe(false);
  });

  it('compares in cents, so float sums reaching the threshold count', () => {
    expect(isShippingFree({ amount_products: 0.1 + 0.2, amount_shipping_offered: false }, { franco_port: 0.3 })).toBe(true);
  });

  it('is not free without settings nor flag', () => {
    expect(isShippingFree({ amount_products: 500, amount_shipping_offered: false }, null)).toBe(false);
  });
});

describe('freightRemaining', () => {
  it('is franco_port minus products amount, to 2 decimals', () => {
    expect(freightRemaining(90, 42.3)).toBe(47.7);
    expect(freightRemaining(90, 89.99)).toBe(0.01);
    expect(freightRemaining(90, 0)).toBe(90);
  });

  it('never goes below 0', () => {
    expect(freightRemaining(90, 90)).toBe(0);
    expect(freightRemaining(90, 150)).toBe(0);
  });
});
