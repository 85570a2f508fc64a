import { earnedPoints } from './loyalty.js';

describe('earnedPoints', () => {
  it('is the whole part of amount / fidelite_from', () => {
    expect(earnedPoints(95.5, 10)).toBe(9);
    expect(earnedPoints(100, 10)).toBe(10);
    expect(earnedPoints(9.99, 10)).toBe(0);
  });

  it('does not lose a point to floating point', () => {
    expect(earnedPoints(0.3, 0.1)).toBe(3);
  });

  it('gives nothing for an empty basket, a negative amount or a non-positive rate', () => {
    expect(earnedPoints(0, 10)).toBe(0);
    expect(earnedPoints(-20, 10)).toBe(0);
    expect(earnedPoints(50, 0)).toBe(0);
  });
});
