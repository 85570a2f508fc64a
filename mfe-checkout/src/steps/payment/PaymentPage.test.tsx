import { screen, waitFor } from '@testing-library/react';
import type { BasketShipping } from '@nougaterie/contracts';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt, setupUser } from '@nougaterie/ui/testing';
import PaymentPage from './PaymentPage.js';
import { paymentDraft } from './paymentDraft.js';

const URL = '/boutique/paiement';
const relay: BasketShipping = { id: 2, kind: 'relay', name: 'Point relais', price: 4.9 };
const shop: BasketShipping = { id: 3, kind: 'shop', name: 'Retrait au magasin', price: 0 };

function setup(shipping: BasketShipping | null = relay, lang: 'fr' | 'en' = 'fr') {
  const fake = createFakeContext({ lang, store: { basket: makeBasket([makeLine(makeItem())], { shipping_method: shipping }) } });
  renderAt(URL, URL, <PaymentPage ctx={fake.ctx} />);
}

describe('PaymentPage', () => {
  beforeEach(async () => {
    paymentDraft.set(null);
    await initTestI18n('fr');
  });

  it('offers card and transfer, and payment at the shop only for a pick-up there', () => {
    setup(relay);
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Carte bancaire', 'Virement bancaire']);
  });

  it('offers payment at the shop for a pick-up at the shop', async () => {
    setup(shop);
    expect(screen.getByRole('radio', { name: 'Paiement au magasin' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('radio', { name: 'Paiement au magasin' }));
    expect(screen.getByText(/lorsque vous venez la retirer/)).toBeInTheDocument();
  });

  it('sends the shopper to the delivery step first when none is chosen', () => {
    setup(null);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir la livraison' })).toHaveAttribute('href', '/boutique/livraison');
  });

  it('takes the card as a method only: no card field on our page, the choice kept in memory for the summary', async () => {
    setup();
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    expect(screen.getByText(/nous ne voyons jamais son numéro/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/recapitulatif'));
    expect(paymentDraft.get()).toEqual({ method: 'card' });
    expect(document.cookie).toBe('');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('explains the bank transfer', async () => {
    setup();
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Virement bancaire' }));
    expect(screen.getByText(/attend votre virement/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(paymentDraft.get()).toEqual({ method: 'transfer' });
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup(shop, 'en');
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Bank card', 'Bank transfer', 'Pay at the shop']);
    expect(screen.getByText(/we never see its number/)).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/recapitulatif'));
  });
});
