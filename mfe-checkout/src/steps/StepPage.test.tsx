import { screen } from '@testing-library/react';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt } from '@nougaterie/ui/testing';
import { pages } from '../routes.js';

const basket = makeBasket([makeLine(makeItem({ prices: { price_base: 8, price_to_display: 8 } }), 2)]);
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the steps after the basket', () => {
  beforeEach(() => initTestI18n('fr'));

  it.each([
    ['delivery', '/boutique/livraison', 'Livraison', /point relais/],
    ['information', '/boutique/informations', 'Vos informations', /adresse de livraison/],
    ['payment', '/boutique/paiement', 'Paiement', /moyen de paiement/],
    ['summary', '/boutique/recapitulatif', 'Récapitulatif', /conditions générales de vente/],
    ['confirmation', '/boutique/confirmation', 'Confirmation', /points de fidélité/],
  ] as const)('%s explains itself, shows the basket and leads back to it', async (page, url, title, text) => {
    const Page = pages[page];
    const fake = createFakeContext({ store: { basket } });
    renderAt(url, url, <Page ctx={fake.ctx} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      { delivery: 'Livraison', information: 'Informations', payment: 'Paiement', summary: 'Récapitulatif', confirmation: 'Confirmation' }[page],
    );
    expect(plain(screen.getByRole('region', { name: 'Votre panier' }).textContent)).toContain('2 produits16,00 €');
    expect(screen.getByRole('link', { name: /Retour au panier/ })).toHaveAttribute('href', '/boutique/panier');
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    const Page = pages.delivery;
    const fake = createFakeContext({ lang: 'en', store: { basket } });
    renderAt('/boutique/livraison', '/boutique/livraison', <Page ctx={fake.ctx} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByText(/relay point/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the basket/ })).toBeInTheDocument();
  });
});
