import { computeTotals, type TotalsInput } from './totals.js';

const base: TotalsInput = {
  lines: [{ quantity: 2, unitPriceCents: 1250, weightG: 200 }],
  code: null,
  pointsWanted: 0,
  pointValueCents: 10,
  shipping: { kind: 'home', listPriceCents: 690 },
  zone: 'metro',
  francoPortCents: 9000,
  fideliteFromCents: 1000,
};

describe('computeTotals', () => {
  it('adds lines, shipping and earned points in cents', () => {
    expect(computeTotals(base)).toEqual({
      nbProducts: 2,
      weightG: 400,
      productsCents: 2500,
      discountCents: 0,
      pointsUsed: 0,
      pointsCents: 0,
      shippingOffered: false,
      shippingCents: 690,
      totalCents: 3190,
      earnedPoints: 2,
    });
  });

  it('rounds a percentage to the nearest cent', () => {
    const totals = computeTotals({ ...base, lines: [{ quantity: 1, unitPriceCents: 1999, weightG: 1 }], code: { kind: 'percent', value: 15 } });
    expect(totals.discountCents).toBe(300);
    expect(totals.totalCents).toBe(1999 - 300 + 690);
  });

  it('never takes more than the products with a fixed amount', () => {
    expect(computeTotals({ ...base, code: { kind: 'amount', value: 5000 } }).discountCents).toBe(2500);
  });

  it('spends points up to what is left after the code, by whole points', () => {
    const totals = computeTotals({ ...base, code: { kind: 'amount', value: 500 }, pointsWanted: 100_000 });
    expect(totals.pointsUsed).toBe(200);
    expect(totals.pointsCents).toBe(2000);
    expect(totals.totalCents).toBe(690);
    expect(computeTotals({ ...base, pointsWanted: 37 }).pointsCents).toBe(370);
    expect(computeTotals({ ...base, pointsWanted: 37, pointValueCents: 0 }).pointsUsed).toBe(0);
  });

  it('offers home and relay shipping from franco_port exactly, in metropolitan France only', () => {
    const at = (cents: number, zone: TotalsInput['zone']) => computeTotals({ ...base, lines: [{ quantity: 1, unitPriceCents: cents, weightG: 100 }], zone });
    expect(at(8999, 'metro')).toMatchObject({ shippingOffered: false, shippingCents: 690 });
    expect(at(9000, 'metro')).toMatchObject({ shippingOffered: true, shippingCents: 0, totalCents: 9000 });
    expect(at(9000, 'corsica')).toMatchObject({ shippingOffered: false, shippingCents: 690 });
  });

  it('offers shipping anywhere with a free-shipping code, and the shop pick-up is always free', () => {
    expect(computeTotals({ ...base, zone: 'eu', code: { kind: 'free_shipping', value: 0 } })).toMatchObject({
      shippingOffered: true,
      shippingCents: 0,
      discountCents: 0,
    });
    expect(computeTotals({ ...base, shipping: { kind: 'shop', listPriceCents: 0 } }).shippingCents).toBe(0);
  });

  it('earns the whole part of products / fidelite_from, before discounts', () => {
    expect(computeTotals({ ...base, lines: [{ quantity: 1, unitPriceCents: 9999, weightG: 1 }], code: { kind: 'percent', value: 50 } }).earnedPoints).toBe(9);
  });
});
