import { render, screen } from '@testing-library/react';
import { initTestI18n, makeBasket, makeItem, makeLine } from '@nougaterie/ui/testing';
import { BasketSummary } from './BasketSummary.js';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
// 15.80 € of nougat at 20 % and 8.90 € of honey at 5.5 %, collected at the shop.
const basket = makeBasket(
  [makeLine(makeItem({ id: 1, name: 'Nougat noir', prices: { price_base: 7.9, price_to_display: 7.9 } }), 2), makeLine(makeItem({ id: 2, name: 'Miel' }), 1)],
  {
    amount_products: 24.7,
    amount_total: 24.7,
    shipping_method: { id: 3, kind: 'shop', name: 'Retrait à la boutique', price: 0 },
    vat: [
      { rate: 5.5, amount_incl_vat: 8.9, vat: 0.46, amount_excl_vat: 8.44 },
      { rate: 20, amount_incl_vat: 15.8, vat: 2.63, amount_excl_vat: 13.17 },
    ],
  },
);
const vatLines = (name: string) => screen.getByRole('list', { name }).querySelectorAll('li');

describe('BasketSummary', () => {
  it('says the VAT the total holds, per rate, in French', async () => {
    await initTestI18n('fr');
    render(<BasketSummary basket={basket} lang="fr" />);
    expect([...vatLines('TVA par taux')].map((li) => plain(li.textContent))).toEqual(['dont TVA 5,5 % : 0,46 €', 'dont TVA 20 % : 2,63 €']);
  });

  it('and in English', async () => {
    await initTestI18n('en');
    render(<BasketSummary basket={basket} lang="en" />);
    expect([...vatLines('VAT per rate')].map((li) => li.textContent)).toEqual(['incl. VAT 5.5%: €0.46', 'incl. VAT 20%: €2.63']);
  });

  it('hides it while a delivery of another price is previewed: the server’s VAT does not hold it yet', async () => {
    await initTestI18n('fr');
    render(<BasketSummary basket={basket} lang="fr" choosing preview={{ name: 'Colissimo', price: 6.9 }} />);
    expect(screen.queryByRole('list', { name: 'TVA par taux' })).not.toBeInTheDocument();
  });
});
