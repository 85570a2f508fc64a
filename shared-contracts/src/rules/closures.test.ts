import { closureLine, closuresAhead, type ShopClosure } from './closures.js';

describe('shop closures', () => {
  const christmas: ShopClosure = { from: '2026-12-25', to: '2026-12-25', reason: { fr: 'Noël', en: 'Christmas' } };
  const inventory: ShopClosure = { from: '2027-01-04', to: '2027-01-06', reason: { fr: 'Inventaire', en: '' } };
  const past: ShopClosure = { from: '2026-08-15', to: '2026-08-15', reason: { fr: 'Assomption', en: 'Assumption' } };

  it('words a day and a run of days in French and in English', () => {
    expect(closureLine(christmas, 'fr')).toBe('Fermé le 25 décembre (Noël)');
    expect(closureLine(christmas, 'en')).toBe('Closed on 25 December (Christmas)');
    expect(closureLine(inventory, 'fr')).toBe('Fermé du 4 au 6 janvier (Inventaire)');
    expect(closureLine({ ...inventory, from: '2026-12-30' }, 'fr')).toBe('Fermé du 30 décembre au 6 janvier (Inventaire)');
    expect(closureLine(inventory, 'en').replace(/\s/g, ' ')).toBe('Closed 4 – 6 January');
  });

  it('keeps the closures not over and starting within the days ahead, in date order', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(closuresAhead([inventory, past, christmas], now)).toEqual([christmas, inventory]);
    expect(closuresAhead([inventory, past, christmas], now, 30)).toEqual([christmas]);
    // The day itself still counts, up to its last minute in Paris.
    expect(closuresAhead([christmas], new Date('2026-12-25T22:30:00Z'))).toEqual([christmas]);
    expect(closuresAhead([christmas], new Date('2026-12-25T23:30:00Z'))).toEqual([]);
  });
});
