import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt } from '@nougaterie/ui/testing';
import BasketPage from './BasketPage.js';

const noir = makeItem({ id: 1, name: 'Nougat noir', prices: { price_base: 10, price_to_display: 10 } });

function setup(lines = [makeLine(noir, 3)]) {
  const fake = createFakeContext({ store: { basket: makeBasket(lines) } });
  renderAt('/boutique/panier', '/boutique/panier', <BasketPage ctx={fake.ctx} />);
  return fake;
}

describe('BasketPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows the six steps with the basket as the current one', () => {
    setup();
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de la commande' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Panier',
      'Informations',
      'Livraison',
      'Paiement',
      'Récapitulatif',
      'Confirmation',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('lets the shopper change quantities and go on to the information step', async () => {
    const { store } = setup();
    const setQuantity = jest.spyOn(store, 'setQuantity');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un Nougat noir' }));
    expect(setQuantity).toHaveBeenCalledWith(1, 4);
    expect(await screen.findByRole('spinbutton', { name: 'Quantité de Nougat noir' })).toHaveValue(4);
    await userEvent.click(screen.getByRole('button', { name: 'Valider mon panier' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/boutique/informations');
  });

  it('offers only the way back to the shop when the basket is empty', () => {
    setup([]);
    expect(screen.getByText('Votre panier est actuellement vide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider mon panier' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/boutique');
  });
});
