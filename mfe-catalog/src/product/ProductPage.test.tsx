import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@nougaterie/contracts';
import { apiFailure, createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import ProductPage from './ProductPage.js';

const item = makeItem({
  id: 42,
  name: 'Nougat noir',
  slug: 'nougat-noir',
  category: [{ slug: 'nougats-traditionnels', name: 'Nougats traditionnels' }],
  prices: { price_base: 12, price_to_display: 9.6 },
  discount: 20,
});
const product: Product = {
  ...item,
  title: 'Nougat noir au miel de lavande',
  description: 'Un nougat croquant.\n\nCuit au chaudron.',
  images: ['/media/a.svg', '/media/b.svg'],
  weight_g: 200,
  stock: 5,
  is_favourite: false,
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderProduct(productCall: jest.Mock, store = {}) {
  const fake = createFakeContext({ api: { shop: { product: productCall } }, store });
  renderAt('/boutique/nougats-traditionnels/nougat-noir', '/boutique/:slug/:slugproduct', <ProductPage ctx={fake.ctx} />);
  return fake;
}

describe('ProductPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows the product with its photos, prices and description', async () => {
    const call = jest.fn().mockResolvedValue(product);
    const { ctx } = renderProduct(call);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougat noir au miel de lavande' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('nougat-noir');
    expect(ctx.lang).toBe('fr');
    expect(plain(document.querySelector('s')?.textContent)).toBe('Prix initial 12,00 €');
    expect(screen.getByText('Prix TTC')).toBeInTheDocument();
    expect(screen.getByText('Cuit au chaudron.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nougats traditionnels' })).toHaveAttribute('href', '/boutique/nougats-traditionnels');
    await userEvent.click(screen.getByRole('button', { name: 'Nougat noir au miel de lavande, photo 2' }));
    expect(screen.getByRole('img', { name: 'Nougat noir au miel de lavande' })).toHaveAttribute('src', '/media/b.svg');
  });

  it('adds the chosen quantity and opens the basket panel', async () => {
    const { store, events } = renderProduct(jest.fn().mockResolvedValue(product), { meaProducts: [item] });
    const addProduct = jest.spyOn(store, 'addProduct');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(addProduct).toHaveBeenCalledWith(42, 2);
    await waitFor(() => expect(events.map((e) => e.topic)).toEqual(['checkout:basket-open']));
  });

  it('says a sold-out product is sold out, with nothing to add', async () => {
    renderProduct(jest.fn().mockResolvedValue({ ...product, out_of_stock: true, stock: 0 }));
    expect(await screen.findByText('Épuisé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();
  });

  it('asks the shell for its 404 page for an unknown product', async () => {
    const { events } = renderProduct(jest.fn().mockRejectedValue(Object.assign(apiFailure(404), { code: 'PRODUCT_NOT_FOUND' })));
    await waitFor(() => expect(events).toEqual([{ topic: 'shell:error', payload: { status: 404 } }]));
  });
});
