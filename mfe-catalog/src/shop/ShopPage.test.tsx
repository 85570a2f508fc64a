import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import { giftsRange, nougatsRange } from '../common/categoryFixtures.js';
import ShopPage from './ShopPage.js';

const categories = jest.fn(() => Promise.resolve({ categories: [nougatsRange, giftsRange] }));

function renderShop(url: string, search: jest.Mock = jest.fn(), lang: 'fr' | 'en' = 'fr') {
  const fake = createFakeContext({ lang, api: { shop: { categories, search } } });
  renderAt(url, '/boutique', <ShopPage ctx={fake.ctx} />);
  return fake;
}

describe('ShopPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('lists the ranges and their sub-ranges as links', async () => {
    renderShop('/boutique');
    expect(screen.getByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
    const ranges = await screen.findByRole('link', { name: 'Nougats' });
    expect(ranges).toHaveAttribute('href', '/boutique/nougats');
    expect(screen.getByRole('link', { name: 'Nougats traditionnels' })).toHaveAttribute(
      'href',
      '/boutique/nougats-traditionnels',
    );
    expect(screen.getByRole('link', { name: 'Miels' })).toHaveAttribute('href', '/boutique/deguster-et-offrir-miels');
  });

  it('names the ranges in English without asking the api again', async () => {
    await initTestI18n('en');
    renderShop('/boutique', jest.fn(), 'en');
    expect(await screen.findByRole('link', { name: 'Traditional nougats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our ranges' })).toBeInTheDocument();
  });

  it('shows the results of ?search= with their count', async () => {
    const noir = makeItem({ name: 'Nougat noir tendre' });
    const search = jest.fn().mockResolvedValue({ products: [noir], total: 1 });
    renderShop('/boutique?search=nougat%20noir', search);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « nougat noir »');
    expect(await screen.findByText('1 produit trouvé')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('nougat noir');
    expect(screen.getByRole('article', { name: 'Nougat noir tendre' })).toBeInTheDocument();
  });

  it('says clearly when nothing matches', async () => {
    renderShop('/boutique?search=caviar', jest.fn().mockResolvedValue({ products: [], total: 0 }));
    expect(await screen.findByText(/Aucun produit ne correspond à « caviar »/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toute la boutique' })).toHaveAttribute('href', '/boutique');
  });

  it('keeps the page useful when the search fails, with a retry', async () => {
    const search = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(apiFailure(404), { code: 'ROUTE_NOT_FOUND' }))
      .mockResolvedValueOnce({ products: [makeItem({ name: 'Nougat blanc' })], total: 1 });
    const { events } = renderShop('/boutique?search=nougat', search);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La recherche n\'a pas pu aboutir pour « nougat »');
    expect(await screen.findByRole('link', { name: 'Nougats' })).toBeInTheDocument();
    expect(events).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Nougat blanc' })).toBeInTheDocument();
  });
});
