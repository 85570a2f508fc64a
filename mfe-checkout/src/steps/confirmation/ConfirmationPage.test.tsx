import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BUILD_SHOP_INFO, setShopInfo, type Basket, type Lang, type PaymentMethod, type User } from '@nougaterie/contracts';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, makeUser } from '@nougaterie/ui/testing';
import ConfirmationPage from './ConfirmationPage.js';

const REF = 'NSD-2026-000007';
const final = (method: PaymentMethod, status: 'paid' | 'awaiting_payment'): Basket =>
  makeBasket([makeLine(makeItem(), 5)], {
    id: 'b-7',
    status: 'ordered',
    earned_points: 5,
    address_billing_email: 'lea@example.fr',
    order: { id: 7, reference: REF, status, payment_method: method, amount_total: 52.9 },
  });

function setup({
  basket = final('card', 'paid'),
  user = null,
  lang = 'fr',
  search = `?ref=${REF}`,
}: { basket?: Basket; user?: User | null; lang?: Lang; search?: string } = {}) {
  const getFinal = jest.fn().mockResolvedValue(basket);
  const fake = createFakeContext({ lang, store: { basket, user }, api: { basket: { getFinal } } });
  const loadBasket = jest.spyOn(fake.store, 'loadBasket').mockResolvedValue(null);
  render(
    <MemoryRouter initialEntries={[{ pathname: '/boutique/confirmation', search, state: { basketId: 'b-7' } }]}>
      <Routes>
        <Route path="/boutique/confirmation" element={<ConfirmationPage ctx={fake.ctx} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { getFinal, loadBasket };
}

describe('ConfirmationPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('gives the order number, the e-mail sent, and empties the session basket for the next purchase', async () => {
    const { getFinal, loadBasket } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeInTheDocument();
    expect(screen.getByText(REF)).toBeInTheDocument();
    expect(await screen.findByText('Un e-mail de confirmation vous a été envoyé à lea@example.fr.')).toBeInTheDocument();
    expect(screen.getByText(/Votre paiement a bien été reçu/)).toBeInTheDocument();
    expect(getFinal).toHaveBeenCalledWith('b-7');
    expect(loadBasket).toHaveBeenCalled();
    expect(screen.queryByText(/points de fidélité/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suivre mes commandes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/boutique');
  });

  it('shows what was ordered, where it goes and what it cost, with no way back to the steps', async () => {
    const basket = makeBasket([makeLine(makeItem({ name: 'Nougat noir croquant' }), 2)], {
      id: 'b-7',
      status: 'ordered',
      address_billing_email: 'lea@example.fr',
      address_shipping_firstname: 'Léa',
      address_shipping_lastname: 'Martin',
      address_shipping_address1: '3 rue des Lilas',
      address_shipping_zipcode: '84000',
      address_shipping_city: 'Avignon',
      address_shipping_country: 'France',
      gift_message: 'Bon anniversaire !',
      order: { id: 7, reference: REF, status: 'paid', payment_method: 'card', amount_total: 30 },
    });
    setup({ basket });
    const products = await screen.findByRole('region', { name: 'Vos produits' });
    expect(products).toHaveTextContent('2 × Nougat noir croquant');
    expect(screen.getByRole('region', { name: 'Adresses' })).toHaveTextContent('3 rue des Lilas');
    expect(screen.getByRole('region', { name: 'Adresses' })).toHaveTextContent('84000 Avignon');
    expect(screen.queryByRole('link', { name: /Modifier/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Livraison' })).toHaveTextContent('Message joint au colis : « Bon anniversaire ! »');
  });

  it('tells a customer the points earned and leads to their orders', async () => {
    setup({ user: makeUser() });
    expect(await screen.findByText('Cette commande vous rapporte 5 points de fidélité.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre mes commandes' })).toHaveAttribute('href', '/mon-compte/mes-commandes');
  });

  it("gives the shop's stored bank account (the back office's settings), not the build's", async () => {
    const firm = { ...BUILD_SHOP_INFO.firm, bank: { holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' } };
    setShopInfo({ ...BUILD_SHOP_INFO, firm });
    try {
      setup({ basket: final('transfer', 'awaiting_payment'), user: makeUser() });
      const transfer = await screen.findByRole('region', { name: 'Virement bancaire' });
      expect(transfer).toHaveTextContent('TitulaireSARL Test');
      expect(transfer).toHaveTextContent('IBANFR76 3000 6000 0112 3456 7890 189');
      expect(transfer).toHaveTextContent('BICAGRIFRPP');
      expect(transfer).not.toHaveTextContent('FR76 3000 4000');
    } finally {
      setShopInfo(BUILD_SHOP_INFO);
    }
  });

  it('gives the bank details for a transfer, points credited on payment', async () => {
    setup({ basket: final('transfer', 'awaiting_payment'), user: makeUser() });
    const transfer = await screen.findByRole('region', { name: 'Virement bancaire' });
    expect(transfer).toHaveTextContent('FR76 3000 4000 0500 0012 3456 789');
    expect(transfer).toHaveTextContent(`Référence${REF}`);
    expect(transfer.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Montant52,90 €');
    expect(screen.getByText('5 points de fidélité vous seront crédités à réception du paiement.')).toBeInTheDocument();
  });

  it('says when it is paid at the shop', async () => {
    setup({ basket: final('shop', 'awaiting_payment') });
    expect(await screen.findByText(/vous la réglerez au magasin/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Virement bancaire' })).not.toBeInTheDocument();
  });

  it('has nothing to confirm without an order number', () => {
    setup({ search: '' });
    expect(screen.getByText('Aucune commande à afficher ici.')).toBeInTheDocument();
    // No order, no steps: they would all show as done.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup({ basket: final('transfer', 'awaiting_payment'), lang: 'en', user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(await screen.findByText('A confirmation e-mail has been sent to lea@example.fr.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bank transfer' })).toHaveTextContent('€52.90');
    expect(screen.getByRole('link', { name: 'Follow my orders' })).toBeInTheDocument();
  });
});
