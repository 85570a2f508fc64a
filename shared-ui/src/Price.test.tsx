import { render, screen } from '@testing-library/react';
import { Price, formatEuros } from './Price.js';

// Intl puts no-break spaces (U+00A0, U+202F) in French amounts; compare on plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('writes French amounts with a decimal comma and the euro sign after', () => {
    expect(plain(formatEuros(12.5, 'fr'))).toBe('12,50 €');
    expect(plain(formatEuros(1234.5, 'fr'))).toBe('1 234,50 €');
  });

  it('writes English amounts with the euro sign first', () => {
    expect(formatEuros(12.5, 'en')).toBe('€12.50');
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
  });

  it('writes every amount exactly as Intl does, without building a formatter', () => {
    const intl = {
      fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
      en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
    };
    const amounts = [0, 0.01, 0.1 + 0.2, 1.005, 2.675, 4.9, 19.999, 999.995, 1000, 12345.67, 1234567.891, 99999999.99];
    for (let cents = 0; cents < 3000; cents += 1) amounts.push(cents / 100, (cents * 37) / 100 + 0.1 * 3);
    const built = jest.spyOn(Intl, 'NumberFormat');
    const mismatches = [];
    for (const amount of [...amounts, ...amounts.filter((a) => Math.round(a * 100) !== 0).map((a) => -a)]) {
      for (const lang of ['fr', 'en'] as const) {
        const ours = formatEuros(amount, lang);
        if (ours !== intl[lang].format(amount)) mismatches.push({ amount, lang, ours, intl: intl[lang].format(amount) });
      }
    }
    expect(mismatches).toEqual([]);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('writes an amount that rounds to nothing without a minus sign', () => {
    expect(plain(formatEuros(-0.001, 'fr'))).toBe('0,00 €');
    expect(formatEuros(-0, 'en')).toBe('€0.00');
  });
});

describe('Price', () => {
  it('shows only the price when there is no discount', () => {
    const { container } = render(<Price base={9.9} price={9.9} lang="fr" oldLabel="Prix initial" />);
    expect(container.querySelector('s')).toBeNull();
    expect(plain(container.textContent)).toBe('9,90 €');
  });

  it('strikes out the base price and shows the discounted one', () => {
    const { container } = render(<Price base={12} price={9.6} lang="fr" oldLabel="Prix initial" newLabel="Prix remisé" />);
    const old = container.querySelector('s');
    expect(plain(old?.textContent ?? null)).toBe('Prix initial 12,00 €');
    expect(plain(container.querySelector('strong')?.textContent ?? null)).toBe('Prix remisé 9,60 €');
  });

  it('formats both prices in English', () => {
    render(<Price base={12} price={9.6} lang="en" />);
    expect(screen.getByText('€12.00').tagName).toBe('S');
    expect(screen.getByText('€9.60')).toBeInTheDocument();
  });

  it('never strikes out a price that is higher than the base', () => {
    const { container } = render(<Price base={5} price={6} lang="en" />);
    expect(container.querySelector('s')).toBeNull();
  });
});
