import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt } from '@nougaterie/ui/testing';
import { ApiError, type Basket } from '@nougaterie/contracts';
import BasketModal from './BasketModal.js';

const noir = makeItem({ id: 1, name: 'Nougat noir', prices: { price_base: 12, price_to_display: 9.6 }, discount: 20 });
const blanc = makeItem({ id: 2, name: 'Nougat blanc', prices: { price_base: 15.25, price_to_display: 15.25 } });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function setup(basket: Basket | null, lang: 'fr' | 'en' = 'fr') {
  const fake = createFakeContext({ lang, store: { basket } });
  renderAt('/', '*', <BasketModal ctx={fake.ctx} />);
  act(() => fake.ctx.bus.emit('checkout:basket-open'));
  return fake;
}

const dialog = () => screen.getByRole('dialog', { name: 'MON PANIER' });
/** makeBasket gives 9.60 × 2 + 15.25 = 34.45 €, so 55.55 € are missing for free delivery. */
const twoLines = () => makeBasket([makeLine(noir, 2), makeLine(blanc, 1)]);

describe('BasketModal', () => {
  beforeEach(() => initTestI18n('fr'));

  it('is closed until someone asks for it on the bus', () => {
    const fake = createFakeContext();
    renderAt('/', '*', <BasketModal ctx={fake.ctx} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => fake.ctx.bus.emit('checkout:basket-open'));
    expect(dialog()).toBeInTheDocument();
  });

  it('shows each line with image, name, prices, quantity and line total', () => {
    setup(twoLines());
    const lines = within(dialog()).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const first = lines[0];
    expect(within(first).getByRole('img', { name: 'Nougat noir' })).toHaveAttribute('src', noir.medias.main);
    expect(within(first).getByText('Nougat noir')).toBeInTheDocument();
    expect(plain(first.querySelector('s')?.textContent)).toBe('Prix initial 12,00 €');
    expect(within(first).getByRole('spinbutton', { name: 'Quantité de Nougat noir' })).toHaveValue(2);
    expect(plain(first.textContent)).toContain('Total 19,20 €');
    expect(lines[1].querySelector('s')).toBeNull();
  });

  it('shows the TOTAL and what is missing for free delivery', () => {
    setup(twoLines());
    expect(plain(within(dialog()).getByText('TOTAL (TTC)').parentElement?.textContent)).toBe('TOTAL (TTC)34,45 €');
    expect(plain(within(dialog()).getByText(/^Plus que/).textContent)).toBe('Plus que 55,55 € pour profiter de la livraison offerte');
  });

  it('says delivery is free from the franco_port threshold', () => {
    setup(makeBasket([makeLine(blanc, 6)]));
    expect(within(dialog()).getByText('Livraison offerte')).toBeInTheDocument();
  });

  it('says delivery is free when the server offers it', () => {
    setup(makeBasket([makeLine(blanc, 1)], { amount_shipping_offered: true }));
    expect(within(dialog()).getByText('Livraison offerte')).toBeInTheDocument();
  });

  it('removes a line with the spinner at 0, saying the basket is being updated meanwhile', async () => {
    const fake = setup(twoLines());
    const real = fake.store.setQuantity.bind(fake.store);
    let finish: () => void = () => undefined;
    const setQuantity = jest
      .spyOn(fake.store, 'setQuantity')
      .mockImplementation((id, qty) => new Promise((resolve) => (finish = () => resolve(real(id, qty)))));

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Retirer un Nougat blanc' }));
    expect(setQuantity).toHaveBeenCalledWith(2, 0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Nous mettons à jour votre panier.');

    await act(async () => finish());
    expect(within(dialog()).getByRole('status').textContent).toBe('');
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog()).queryByText('Nougat blanc')).not.toBeInTheDocument();
  });

  it('says when an update fails and keeps the basket', async () => {
    const fake = setup(twoLines());
    jest.spyOn(fake.store, 'setQuantity').mockRejectedValue(new Error('offline'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Ajouter un Nougat noir' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent("n'a pas pu être mis à jour");
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the api’s refusal for more than the stock and sets the box back to what the basket holds', async () => {
    const fake = setup(makeBasket([makeLine(noir, 1)]));
    const message = 'Il ne reste que 90 « Nougat noir » en stock : impossible d’en commander 999.';
    const setQuantity = jest
      .spyOn(fake.store, 'setQuantity')
      .mockRejectedValue(
        new ApiError(message, { status: 409, code: 'OUT_OF_STOCK', body: { statusCode: 409, error: 'Conflict', message, code: 'OUT_OF_STOCK' } }),
      );
    const box = within(dialog()).getByRole('spinbutton', { name: 'Quantité de Nougat noir' });
    await userEvent.clear(box);
    await userEvent.type(box, '999{Enter}');
    expect(setQuantity).toHaveBeenCalledWith(1, 999);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog()).queryByText(/n'a pas pu être mis à jour/)).not.toBeInTheDocument();
    expect(box).toHaveValue(1);
    expect(plain(within(dialog()).getByRole('listitem').textContent)).toContain('Total 9,60 €');
  });

  it('says the connection is lost when the api cannot be reached', async () => {
    const fake = setup(twoLines());
    jest.spyOn(fake.store, 'setQuantity').mockRejectedValue(new ApiError('Network Error', { status: 0, code: 'ERR_NETWORK' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Ajouter un Nougat noir' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Impossible de joindre la boutique');
  });

  it('shows the empty text and no COMMANDER for an empty basket', () => {
    setup(makeBasket([]));
    expect(within(dialog()).getByText('Votre panier est actuellement vide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'COMMANDER' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FERMER' })).toBeInTheDocument();
  });

  it('shows the empty text when there is no basket at all', () => {
    setup(null);
    expect(within(dialog()).getByText('Votre panier est actuellement vide.')).toBeInTheDocument();
  });

  it('hides COMMANDER when the amount is 0 and shows it above 0', () => {
    const fake = setup(makeBasket([], { amount_total: 0 }));
    expect(screen.queryByRole('button', { name: 'COMMANDER' })).not.toBeInTheDocument();
    act(() => fake.store.subjects.basket.next(twoLines()));
    expect(screen.getByRole('button', { name: 'COMMANDER' })).toBeInTheDocument();
  });

  it('goes to /boutique/panier on COMMANDER and closes', async () => {
    setup(twoLines());
    await userEvent.click(screen.getByRole('button', { name: 'COMMANDER' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/boutique/panier');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with FERMER, with Escape and on the bus', async () => {
    const fake = setup(twoLines());
    await userEvent.click(screen.getByRole('button', { name: 'FERMER' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => fake.ctx.bus.emit('checkout:basket-open'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => fake.ctx.bus.emit('checkout:basket-open'));
    act(() => fake.ctx.bus.emit('checkout:basket-close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup(twoLines(), 'en');
    const panel = screen.getByRole('dialog', { name: 'MY BASKET' });
    expect(within(panel).getByText('Only €55.55 more for free delivery')).toBeInTheDocument();
    expect(within(panel).getByText('€34.45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ORDER' })).toBeInTheDocument();
  });

  it('speaks English when empty', async () => {
    await initTestI18n('en');
    setup(makeBasket([]), 'en');
    expect(screen.getByText('Your basket is currently empty.')).toBeInTheDocument();
  });
});
