import { fromCents, roundEuros, toCents } from './money.js';

describe('toCents', () => {
  it.each([
    [12.345, 1235],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [90, 9000],
    [0, 0],
    [-12.345, -1235],
    [1e-7, 0],
  ])('%p euros is %p cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %p', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it('gives euros', () => {
    expect(fromCents(1235)).toBe(12.35);
    expect(fromCents(-5)).toBe(-0.05);
  });

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});

describe('roundEuros', () => {
  it('rounds to the cent without float error', () => {
    expect(roundEuros(0.1 + 0.2)).toBe(0.3);
    expect(roundEuros(2.675)).toBe(2.68);
  });
});
