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

  it('builds one formatter per language, not one per amount', () => {
    formatEuros(1, 'fr');
    formatEuros(1, 'en');
    const built = jest.spyOn(Intl, 'NumberFormat');
    for (let cents = 0; cents < 500; cents += 7) {
      formatEuros(cents / 100, 'fr');
      formatEuros(cents / 100, 'en');
    }
    expect(plain(formatEuros(4.9, 'fr'))).toBe('4,90 €');
    expect(formatEuros(4.9, 'en')).toBe('€4.90');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});

describe('Price', () => {
  it('shows only the price when there is no discount', () => {
    const { container } = render(<Price base={9.9} price={9.9} lang="fr" oldLabel="Prix initial" />);
    expect(container.querySelector('s')).toBeNull();
    expect(plain(container.textContent)).toBe('9,90 €');
  });

  it('strikes out the base price and shows the discounted one', () => {
    const { container } = render(
      <Price base={12} price={9.6} lang="fr" oldLabel="Prix initial" newLabel="Prix remisé" />,
    );
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
