import { moneySettingsProblems, shippingRatesProblems, type ShippingRatesForm } from './shop-settings.js';

const money = { franco_port: 90, fidelite_from: 10, point_value: 0.1 };
const moneyProblems = (overrides: Partial<typeof money>) => moneySettingsProblems({ ...money, ...overrides }).map((p) => `${p.field}:${p.problem}`);

describe('moneySettingsProblems', () => {
  it('accepts amounts above 0, to the cent, within their bounds', () => {
    expect(moneyProblems({})).toEqual([]);
    expect(moneyProblems({ franco_port: 0.01, fidelite_from: 10_000, point_value: 100 })).toEqual([]);
  });

  it.each([[0], [-1], [10_000.01], [12.345], [6e-323], [0.004], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses a franco of %p', (franco_port) => {
    expect(moneyProblems({ franco_port })).toEqual(['franco_port:franco_port_range']);
  });

  it('refuses a loyalty step and a point value of 0 (the points divide by the step)', () => {
    expect(moneyProblems({ fidelite_from: 0, point_value: 0 })).toEqual(['fidelite_from:fidelite_from_range', 'point_value:point_value_range']);
    expect(moneyProblems({ point_value: 100.5 })).toEqual(['point_value:point_value_range']);
  });
});

const methods = [
  { id: 1, kind: 'home' as const },
  { id: 2, kind: 'relay' as const },
  { id: 3, kind: 'shop' as const },
];
const table = (overrides: Partial<ShippingRatesForm['tables'][number]> = {}) => ({
  method_id: 1,
  zone: 'metro',
  bands: [
    { max_weight_g: 250, price: 4.95 },
    { max_weight_g: 1000, price: 8.5 },
    { max_weight_g: 30000, price: 32 },
  ],
  ...overrides,
});
const rateProblems = (...tables: ShippingRatesForm['tables']) =>
  shippingRatesProblems({ tables }, methods).map((p) => `${p.method_id}/${p.zone}${p.band === undefined ? '' : `#${p.band}`}:${p.problem}`);

describe('shippingRatesProblems', () => {
  it('accepts increasing bands, a free band, an empty table (the method does not go there)', () => {
    expect(
      rateProblems(table(), table({ zone: 'eu' }), table({ method_id: 2, bands: [{ max_weight_g: 500, price: 0 }] }), table({ zone: 'corsica', bands: [] })),
    ).toEqual([]);
    expect(rateProblems(table({ method_id: 3, bands: [] }))).toEqual([]);
  });

  it('refuses weights that do not go up: every weight from 0 to the last band has one price', () => {
    const bands = [
      { max_weight_g: 500, price: 5 },
      { max_weight_g: 500, price: 6 },
      { max_weight_g: 250, price: 4 },
    ];
    expect(rateProblems(table({ bands }))).toEqual(['1/metro#1:weights_increasing', '1/metro#2:weights_increasing']);
  });

  it.each([[0], [-250], [12.5], [100_001]])('refuses a band up to %p g', (max_weight_g) => {
    expect(rateProblems(table({ bands: [{ max_weight_g, price: 5 }] }))).toEqual(['1/metro#0:weight_range']);
  });

  it.each([[-0.01], [1_000.01], [4.955], [Number.NaN]])('refuses a price of %p €', (price) => {
    expect(rateProblems(table({ bands: [{ max_weight_g: 500, price }] }))).toEqual(['1/metro#0:price_range']);
  });

  it('refuses an unknown method or zone, the pick-up priced, a table twice, too many bands', () => {
    expect(rateProblems(table({ method_id: 9 }))).toEqual(['9/metro:method_unknown']);
    expect(rateProblems(table({ zone: 'mars' }))).toEqual(['1/mars:zone_unknown']);
    expect(rateProblems(table({ method_id: 3 }))).toEqual(['3/metro:method_free']);
    expect(rateProblems(table(), table())).toEqual(['1/metro:table_twice']);
    const many = Array.from({ length: 21 }, (_, i) => ({ max_weight_g: (i + 1) * 100, price: 5 }));
    expect(rateProblems(table({ bands: many }))).toEqual(['1/metro:bands_too_many']);
  });
});
