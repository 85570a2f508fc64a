import { creditVat, invoiceNumber } from './invoice.js';
import { vatPart } from './vat.js';

describe('invoice numbers', () => {
  it('are a kind letter, the year and six digits at least', () => {
    expect(invoiceNumber('invoice', 2026, 1)).toBe('F-2026-000001');
    expect(invoiceNumber('credit_note', 2027, 42)).toBe('A-2027-000042');
    expect(invoiceNumber('invoice', 2026, 1234567)).toBe('F-2026-1234567');
  });
});

describe('credit notes VAT', () => {
  // An invoice of 30,00 € at 5,5 % and 12,34 € at 20 %.
  const food = vatPart(550, 3000);
  const sweets = vatPart(2000, 1234);
  const invoice = (creditedFood = 0, creditedSweets = 0) => [
    { rate: 550, invoicedCents: food.totalCents, invoicedVatCents: food.vatCents, creditedCents: creditedFood },
    { rate: 2000, invoicedCents: sweets.totalCents, invoicedVatCents: sweets.vatCents, creditedCents: creditedSweets },
  ];

  it('splits a partial credit pro rata of the rates, each with its VAT', () => {
    const parts = creditVat(invoice(), 1000);
    // 1000 × 3000 / 4234 = 708.5… and 291.4…: the spare cent to the larger remainder.
    expect(parts.map((p) => [p.rate, p.totalCents])).toEqual([
      [550, 709],
      [2000, 291],
    ]);
    expect(parts[0].vatCents).toBe(37); // 709 × 5.5 / 105.5 = 36.96
    expect(parts[1].vatCents).toBe(49); // 291 × 20 / 120 = 48.5, half a cent up
    for (const part of parts) expect(part.netCents + part.vatCents).toBe(part.totalCents);
  });

  it('gives back each rate and its VAT to the cent once the whole invoice is credited in several notes', () => {
    const first = creditVat(invoice(), 1000);
    const rest = creditVat(invoice(first[0].totalCents, first[1].totalCents), 4234 - 1000);
    const vat = (rate: number) => [...first, ...rest].filter((p) => p.rate === rate).reduce((sum, p) => sum + p.vatCents, 0);
    const total = (rate: number) => [...first, ...rest].filter((p) => p.rate === rate).reduce((sum, p) => sum + p.totalCents, 0);
    expect([total(550), total(2000)]).toEqual([3000, 1234]);
    expect([vat(550), vat(2000)]).toEqual([food.vatCents, sweets.vatCents]);
  });

  it('refuses more than is left, nothing, or a fraction of a cent', () => {
    expect(() => creditVat(invoice(3000, 1234), 1)).toThrow(RangeError);
    expect(() => creditVat(invoice(), 0)).toThrow(RangeError);
    expect(() => creditVat(invoice(), 4235)).toThrow(RangeError);
    expect(() => creditVat(invoice(), 1.5)).toThrow(RangeError);
  });
});
