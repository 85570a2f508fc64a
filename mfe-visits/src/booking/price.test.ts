import { findTour } from '../tours/data.js';
import type { TourSlug } from '../tours/types.js';
import { quote } from './price.js';

const pricingOf = (slug: TourSlug) => findTour(slug)!.pricing;
const total = (slug: TourSlug, adults: number, children = 0) => {
  const result = quote(pricingOf(slug), { adults, children });
  return result.ok ? result.total : result.reason;
};

describe('tour prices (SPEC §9)', () => {
  it('gourmet tour: 2 € per person, free under 10', () => {
    expect(total('le-parcours-gourmand', 2, 1)).toBe(400);
    expect(total('le-parcours-gourmand', 1)).toBe(200);
    expect(quote(pricingOf('le-parcours-gourmand'), { adults: 2, children: 1 })).toEqual({
      ok: true,
      total: 400,
      lines: [
        { key: 'adult', quantity: 2, unit: 200, amount: 400 },
        { key: 'child', quantity: 1, unit: 0, amount: 0 },
      ],
    });
  });

  it('field visit: flat 80 € from 1 to 6 people', () => {
    expect(total('la-visite-des-champs', 1)).toBe(8000);
    expect(total('la-visite-des-champs', 3)).toBe(8000);
    expect(total('la-visite-des-champs', 4, 2)).toBe(8000);
  });

  it('field visit: 12 € per person from 7 to 15 people, children included', () => {
    expect(total('la-visite-des-champs', 7)).toBe(8400);
    expect(total('la-visite-des-champs', 8)).toBe(9600);
    expect(total('la-visite-des-champs', 10, 5)).toBe(18000);
  });

  it('field visit: more than 15 people is refused with the limit', () => {
    expect(quote(pricingOf('la-visite-des-champs'), { adults: 16, children: 0 })).toEqual({
      ok: false,
      reason: 'partyTooLarge',
      max: 15,
    });
    expect(total('la-visite-des-champs', 14, 2)).toBe('partyTooLarge');
  });

  it("little ones' visit: 4 € per person", () => {
    expect(total('la-visite-des-tous-petits', 1)).toBe(400);
    expect(total('la-visite-des-tous-petits', 1, 2)).toBe(1200);
  });

  it('bee path: one route notebook at 5 € for the party', () => {
    expect(total('le-sentier-des-abeilles', 1)).toBe(500);
    expect(total('le-sentier-des-abeilles', 2, 3)).toBe(500);
  });

  it("L'Endurante does not admit children under 10", () => {
    expect(total('endurante', 2)).toBe(4400);
    expect(total('endurante', 2, 1)).toBe('childrenNotAdmitted');
  });

  it('every party needs an adult, and counts are whole and non-negative', () => {
    expect(total('le-parcours-gourmand', 0, 2)).toBe('noAdult');
    expect(total('le-parcours-gourmand', 2.7, -1)).toBe(400);
  });
});
