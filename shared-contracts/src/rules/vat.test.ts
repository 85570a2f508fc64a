import { formatVatRate, linesVat, orderVat, shareCents, vatIncludedCents, vatPart, vatRatePercent, type OrderVatPart } from './vat.js';

/** The VAT fields only: rate, total, VAT, HT. */
const vatOf = (parts: OrderVatPart[]) => parts.map(({ rate, totalCents, vatCents, netCents }) => ({ rate, totalCents, vatCents, netCents }));

describe('vatIncludedCents', () => {
  it.each([
    [1200, 2000, 200],
    [1055, 550, 55],
    [790, 2000, 132],
    [890, 550, 46],
    // Half a cent goes up: 3 cents at 20 % hold 0.5 cent of VAT, 9 cents 1.5.
    [3, 2000, 1],
    [9, 2000, 2],
    // One cent at either rate holds less than half a cent.
    [1, 2000, 0],
    [1, 550, 0],
    [10, 550, 1],
    [0, 2000, 0],
    [-3, 2000, -1],
  ])('%p cents at %p basis points hold %p cents of VAT', (total, rate, vat) => {
    expect(vatIncludedCents(total, rate)).toBe(vat);
  });

  it('refuses what is not whole cents', () => {
    expect(() => vatIncludedCents(1.5, 2000)).toThrow(RangeError);
  });

  it('gives the amount without VAT as the total less the VAT', () => {
    expect(vatPart(2000, 790)).toEqual({ rate: 2000, totalCents: 790, vatCents: 132, netCents: 658 });
  });

  it('reads 550 basis points as 5.5 %, written the way of each language', () => {
    expect(vatRatePercent(550)).toBe(5.5);
    for (const rate of [5.5, 20, 10, 2.1]) {
      expect(formatVatRate(rate, 'fr')).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100));
      expect(formatVatRate(rate, 'en')).toBe(new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100));
    }
    expect([formatVatRate(5.5, 'fr').replace(/\s/g, ' '), formatVatRate(5.5, 'en')]).toEqual(['5,5 %', '5.5%']);
  });
});

describe('shareCents', () => {
  it('gives the cents left to the largest remainders', () => {
    // 690 × 1580 / 2470 = 441.38 and 690 × 890 / 2470 = 248.62: the second one gets the cent.
    expect(shareCents(690, [1580, 890])).toEqual([441, 249]);
  });

  it('gives a tie to the first weight', () => {
    expect(shareCents(1, [1, 1])).toEqual([1, 0]);
  });

  it('puts everything on the first part when no weight counts', () => {
    expect(shareCents(5, [0, 0])).toEqual([5, 0]);
  });
});

describe('orderVat', () => {
  const mixed = [
    { vatRate: 2000, totalCents: 1580 },
    { vatRate: 550, totalCents: 890 },
  ];

  it('gives shipping the goods rate when they share one', () => {
    expect(
      vatOf(
        orderVat({
          lines: [
            { vatRate: 550, totalCents: 890 },
            { vatRate: 550, totalCents: 1290 },
          ],
          discountCents: 0,
          pointsCents: 0,
          shippingCents: 690,
        }),
      ),
    ).toEqual([{ rate: 550, totalCents: 2870, vatCents: 150, netCents: 2720 }]);
  });

  it('shares shipping between the rates pro rata of the goods', () => {
    expect(orderVat({ lines: mixed, discountCents: 0, pointsCents: 0, shippingCents: 690 })).toEqual([
      { rate: 550, totalCents: 1139, vatCents: 59, netCents: 1080, goodsCents: 890, discountCents: 0, pointsCents: 0, shippingCents: 249 },
      { rate: 2000, totalCents: 2021, vatCents: 337, netCents: 1684, goodsCents: 1580, discountCents: 0, pointsCents: 0, shippingCents: 441 },
    ]);
  });

  it('takes a discount off the rates pro rata of the goods', () => {
    const parts = orderVat({ lines: mixed, discountCents: 300, pointsCents: 0, shippingCents: 690 });
    expect(parts.map((part) => [part.rate, part.discountCents, part.totalCents])).toEqual([
      [550, 108, 1031],
      [2000, 192, 1829],
    ]);
    expect(parts.reduce((sum, part) => sum + part.totalCents, 0)).toBe(1580 + 890 - 300 + 690);
  });

  it('shares a single cent without losing it', () => {
    const parts = orderVat({
      lines: [
        { vatRate: 2000, totalCents: 1 },
        { vatRate: 550, totalCents: 1 },
      ],
      discountCents: 0,
      pointsCents: 0,
      shippingCents: 1,
    });
    expect(vatOf(parts)).toEqual([
      { rate: 550, totalCents: 2, vatCents: 0, netCents: 2 },
      { rate: 2000, totalCents: 1, vatCents: 0, netCents: 1 },
    ]);
  });

  it('ships a basket without goods at the standard rate, and an empty one at nothing', () => {
    expect(vatOf(orderVat({ lines: [], discountCents: 0, pointsCents: 0, shippingCents: 600 }))).toEqual([
      { rate: 2000, totalCents: 600, vatCents: 100, netCents: 500 },
    ]);
    expect(orderVat({ lines: [], discountCents: 0, pointsCents: 0, shippingCents: 0 })).toEqual([]);
  });

  it('adds up exactly to the order total, whatever the basket', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % max;
    };
    for (let run = 0; run < 500; run += 1) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({ vatRate: [550, 2000][next(2)], totalCents: 1 + next(20000) }));
      const goods = lines.reduce((sum, line) => sum + line.totalCents, 0);
      const discountCents = next(goods + 1);
      const pointsCents = next(goods - discountCents + 1);
      const shippingCents = next(1500);
      const parts = orderVat({ lines, discountCents, pointsCents, shippingCents });
      expect(parts.reduce((sum, part) => sum + part.totalCents, 0)).toBe(goods - discountCents - pointsCents + shippingCents);
      for (const part of parts) expect(part.netCents + part.vatCents).toBe(part.totalCents);

      const lineVat = linesVat(lines);
      for (const rate of [550, 2000]) {
        const ofRate = lines.flatMap((line, index) => (line.vatRate === rate ? [index] : []));
        const rateGoods = ofRate.reduce((sum, index) => sum + lines[index].totalCents, 0);
        expect(ofRate.reduce((sum, index) => sum + lineVat[index], 0)).toBe(vatIncludedCents(rateGoods, rate));
      }
    }
  });
});

describe('linesVat', () => {
  it('shares the rate’s VAT between its lines instead of rounding each line', () => {
    // Each 7.90 € line alone rounds to 1.32 € of VAT; the rate's 15.80 € hold 2.63 €, not 2.64 €.
    expect(
      linesVat([
        { vatRate: 2000, totalCents: 790 },
        { vatRate: 550, totalCents: 890 },
        { vatRate: 2000, totalCents: 790 },
      ]),
    ).toEqual([132, 46, 131]);
  });
});
