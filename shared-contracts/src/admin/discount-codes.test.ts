import { discountCodeProblems, isParisDateTime, type DiscountCodeForm } from './discount-codes.js';

const form = (overrides: Partial<DiscountCodeForm> = {}): DiscountCodeForm => ({
  code: 'PRINTEMPS15',
  kind: 'percent',
  value: 15,
  min_amount: 0,
  starts_at: null,
  ends_at: null,
  once_per_customer: false,
  max_uses: null,
  ...overrides,
});
const problems = (overrides: Partial<DiscountCodeForm>) => discountCodeProblems(form(overrides)).map((p) => `${p.field}:${p.problem}`);

describe('discountCodeProblems', () => {
  it('accepts a code as the basket reads it (spaces around and lower case are the basket’s to forgive)', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ code: ' noel-2026_b ' })).toEqual([]);
    expect(problems({ kind: 'amount', value: 4.5, min_amount: 30.99, max_uses: 1, starts_at: '2026-12-01T00:00', ends_at: '2026-12-01T00:01' })).toEqual([]);
    expect(problems({ kind: 'free_shipping', value: -3 })).toEqual([]);
  });

  it.each([['NOËL'], ['NO EL'], ['AB'], ['-NOEL'], ['NOEL!'], ['X'.repeat(33)], ['']])('refuses the code %p', (code) => {
    expect(problems({ code })).toEqual(['code:code_format']);
  });

  it.each([[0], [101], [12.5], [-5]])('refuses a percentage of %p', (value) => {
    expect(problems({ value })).toEqual(['value:percent_range']);
  });

  it.each([[0], [-1], [0.001], [10_000.01]])('refuses an amount of %p euros', (value) => {
    expect(problems({ kind: 'amount', value })).toEqual(['value:amount_range']);
  });

  it('refuses a negative minimum, a limit of no use, and an end at or before the start', () => {
    expect(problems({ min_amount: -1 })).toEqual(['min_amount:min_amount_range']);
    expect(problems({ max_uses: 0 })).toEqual(['max_uses:max_uses_range']);
    expect(problems({ max_uses: 2.5 })).toEqual(['max_uses:max_uses_range']);
    expect(problems({ starts_at: '2026-12-01T10:00', ends_at: '2026-12-01T10:00' })).toEqual(['ends_at:end_before_start']);
    expect(problems({ starts_at: '2026-12-02T00:00', ends_at: '2026-12-01T23:59' })).toEqual(['ends_at:end_before_start']);
  });

  it.each([['2026-02-30T10:00'], ['2026-12-01T24:00'], ['2026-12-01'], ['2026-12-01T10:00:00'], ['1er décembre']])('refuses the date %p', (text) => {
    expect(isParisDateTime(text)).toBe(false);
    expect(problems({ starts_at: text })).toEqual(['starts_at:date_invalid']);
  });
});
