import type { Admission, Pricing } from '../schemas/tours.js';
import { admissionRefusal, quoteBooking, quoteTour } from './tours.js';

/** SPEC §9 as the api seeds it (api/src/tours/data.ts), amounts in cents. */
const gourmand: Pricing = { kind: 'perPerson', adult: 200, child: 0 };
const champs: Pricing = {
  kind: 'bands',
  bands: [
    { min: 1, max: 6, amount: 8000, per: 'party' },
    { min: 7, max: 15, amount: 1200, per: 'person' },
  ],
};
const toutPetits: Pricing = { kind: 'perPerson', adult: 400, child: 400 };
const abeilles: Pricing = { kind: 'perParty', amount: 500 };
const endurante: Pricing = { kind: 'perPerson', adult: 2200, child: null };

const total = (pricing: Pricing, adults: number, children = 0) => {
  const result = quoteTour(pricing, { adults, children });
  return result.ok ? result.total : result.reason;
};

describe('tour prices (SPEC §9)', () => {
  it('gourmet tour: 2 € per person, free under 10', () => {
    expect(total(gourmand, 2, 1)).toBe(400);
    expect(total(gourmand, 1)).toBe(200);
    expect(quoteTour(gourmand, { adults: 2, children: 1 })).toEqual({
      ok: true,
      total: 400,
      lines: [
        { key: 'adult', quantity: 2, unit: 200, amount: 400 },
        { key: 'child', quantity: 1, unit: 0, amount: 0 },
      ],
    });
  });

  it('field visit: flat 80 € from 1 to 6 people', () => {
    expect(total(champs, 1)).toBe(8000);
    expect(total(champs, 3)).toBe(8000);
    expect(total(champs, 4, 2)).toBe(8000);
  });

  it('field visit: 12 € per person from 7 to 15 people, children included', () => {
    expect(total(champs, 7)).toBe(8400);
    expect(total(champs, 8)).toBe(9600);
    expect(total(champs, 10, 5)).toBe(18000);
  });

  it('field visit: more than 15 people is refused with the limit', () => {
    expect(quoteTour(champs, { adults: 16, children: 0 })).toEqual({ ok: false, reason: 'partyTooLarge', max: 15 });
    expect(total(champs, 14, 2)).toBe('partyTooLarge');
  });

  it("little ones' visit: 4 € per person", () => {
    expect(total(toutPetits, 1)).toBe(400);
    expect(total(toutPetits, 1, 2)).toBe(1200);
  });

  it('bee path: one route notebook at 5 € for the party', () => {
    expect(total(abeilles, 1)).toBe(500);
    expect(total(abeilles, 2, 3)).toBe(500);
  });

  it("L'Endurante does not admit children under 10", () => {
    expect(total(endurante, 2)).toBe(4400);
    expect(total(endurante, 2, 1)).toBe('childrenNotAdmitted');
  });

  it('every party needs an adult, and counts are whole and non-negative', () => {
    expect(total(gourmand, 0, 2)).toBe('noAdult');
    expect(total(gourmand, 2.7, -1)).toBe(400);
  });
});

describe('admission', () => {
  const littleOnes: Admission = { maxParty: 12, childRequired: true };

  it('refuses a party larger than the tour takes, with the limit', () => {
    expect(admissionRefusal({ maxParty: 20, childRequired: false }, { adults: 15, children: 6 })).toEqual({
      ok: false,
      reason: 'partyTooLarge',
      max: 20,
    });
    expect(admissionRefusal({ maxParty: 20, childRequired: false }, { adults: 15, children: 5 })).toBeNull();
  });

  it("the little ones' visit needs a child", () => {
    expect(admissionRefusal(littleOnes, { adults: 2, children: 0 })).toEqual({ ok: false, reason: 'childRequired' });
    expect(admissionRefusal(littleOnes, { adults: 1, children: 1 })).toBeNull();
  });

  it('quoteBooking checks the price rules first, then admission, then gives the price', () => {
    const tour = { pricing: toutPetits, admission: littleOnes };
    expect(quoteBooking(tour, { adults: 0, children: 2 })).toEqual({ ok: false, reason: 'noAdult' });
    expect(quoteBooking(tour, { adults: 2, children: 0 })).toEqual({ ok: false, reason: 'childRequired' });
    expect(quoteBooking(tour, { adults: 1, children: 2 })).toMatchObject({ ok: true, total: 1200 });
  });
});
