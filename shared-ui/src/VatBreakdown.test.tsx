import { render, screen } from '@testing-library/react';
import { VatBreakdown } from './VatBreakdown.js';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const parts = [
  { rate: 5.5, amount_incl_vat: 8.9, vat: 0.46, amount_excl_vat: 8.44 },
  { rate: 20, amount_incl_vat: 15.8, vat: 2.63, amount_excl_vat: 13.17 },
];

describe('VatBreakdown', () => {
  it('writes one line per rate in the shopper’s language', () => {
    const { rerender } = render(<VatBreakdown parts={parts} lang="fr" label="TVA" line={({ rate, amount }) => `dont TVA ${rate} : ${amount}`} />);
    expect(screen.getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual(['dont TVA 5,5 % : 0,46 €', 'dont TVA 20 % : 2,63 €']);
    rerender(<VatBreakdown parts={parts} lang="en" label="VAT" line={({ rate, amount }) => `incl. VAT ${rate}: ${amount}`} />);
    expect(screen.getByRole('list', { name: 'VAT' }).textContent).toBe('incl. VAT 5.5%: €0.46incl. VAT 20%: €2.63');
  });

  it('shows nothing for an answer without VAT parts', () => {
    const { container } = render(<VatBreakdown parts={undefined} lang="fr" line={() => 'x'} />);
    expect(container).toBeEmptyDOMElement();
  });
});
