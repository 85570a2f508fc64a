import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSort } from '@nougaterie/contracts';
import { apiFailure, createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import { giftsRange, nougatsRange } from '../common/categoryFixtures.js';
import ShopPage from './ShopPage.js';

const categories = jest.fn(() => Promise.resolve({ categories: [nougatsRange, giftsRange] }));
const blanc = makeItem({ name: 'Nougat blanc', prices: { price_base: 8, price_to_display: 8 } });
const noir = makeItem({ name: 'Nougat noir', prices: { price_base: 12, price_to_display: 12 } });
const miel = makeItem({ name: 'Miel de lavande', prices: { price_base: 9.5, price_to_display: 9.5 } });

/** Answers like the api: every product for an empty search, in the order asked for. */
function fakeSearch() {
  const orders: Record<SearchSort, (typeof blanc)[]> = {
    relevance: [noir, blanc, miel],
    price_asc: [blanc, miel, noir],
    price_desc: [noir, miel, blanc],
    name: [miel, blanc, noir],
  };
  return jest.fn((_search: string, sort?: SearchSort) => {
    const products = orders[sort ?? 'relevance'];
    return Promise.resolve({ products, total: products.length });
  });
}

function renderShop(url: string, search: jest.Mock = fakeSearch(), lang: 'fr' | 'en' = 'fr') {
  const fake = createFakeContext({ lang, api: { shop: { categories, search } } });
  renderAt(url, '/boutique', <ShopPage ctx={fake.ctx} />);
  return fake;
}

const shownNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const location = () => screen.getByTestId('location').textContent;
const head = (selector: string) => document.head.querySelector(selector);

describe('ShopPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('lists every product with their count, and the ranges with their sub-ranges as links', async () => {
    const search = fakeSearch();
    renderShop('/boutique', search);
    expect(screen.getByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
    expect(await screen.findByText('3 produits')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('', undefined);
    expect(shownNames()).toEqual(['Nougat noir', 'Nougat blanc', 'Miel de lavande']);
    const tree = screen.getByRole('navigation', { name: 'Nos gammes' });
    expect(within(tree).getByRole('link', { name: 'Nougats' })).toHaveAttribute('href', '/boutique/nougats');
    expect(within(tree).getByRole('link', { name: 'Nougats traditionnels' })).toHaveAttribute('href', '/boutique/nougats-traditionnels');
    expect(within(tree).getByRole('link', { name: 'Miels' })).toHaveAttribute('href', '/boutique/deguster-et-offrir-miels');
    const shortcuts = screen.getByRole('list', { name: 'Nos gammes' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nougats', 'Déguster et offrir']);
  });

  it('shows the results of ?search= with their count', async () => {
    const search = jest.fn().mockResolvedValue({ products: [makeItem({ name: 'Nougat noir tendre' })], total: 1 });
    renderShop('/boutique?search=nougat%20noir', search);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « nougat noir »');
    expect(await screen.findByText('1 produit')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('nougat noir', undefined);
    expect(screen.getByRole('article', { name: 'Nougat noir tendre' })).toBeInTheDocument();
  });

  it('says clearly when nothing matches and suggests the ranges', async () => {
    renderShop('/boutique?search=caviar', jest.fn().mockResolvedValue({ products: [], total: 0 }));
    expect(await screen.findByText(/Aucun produit ne correspond à « caviar »/)).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Parcourez plutôt nos gammes' });
    expect(within(suggestions).getByRole('link', { name: 'Nougats' })).toHaveAttribute('href', '/boutique/nougats');
    expect(within(suggestions).getByRole('link', { name: 'Déguster et offrir' })).toHaveAttribute('href', '/boutique/deguster-et-offrir');
    expect(screen.getByRole('link', { name: 'Voir toute la boutique' })).toHaveAttribute('href', '/boutique');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a search holding markup as the text typed, never as HTML', async () => {
    const typed = '<img src=x onerror="alert(1)"><b>nougat</b>';
    renderShop(`/boutique?search=${encodeURIComponent(typed)}`, jest.fn().mockResolvedValue({ products: [], total: 0 }));
    const message = await screen.findByText(/Aucun produit ne correspond/);
    expect(message).toHaveTextContent(`« ${typed} »`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('sorts by the ?sort= of the address', async () => {
    const search = fakeSearch();
    renderShop('/boutique?search=nougat&sort=price_desc', search);
    await screen.findByText('3 produits');
    expect(search).toHaveBeenCalledWith('nougat', 'price_desc');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price_desc');
    expect(shownNames()).toEqual(['Nougat noir', 'Miel de lavande', 'Nougat blanc']);
  });

  it('puts the chosen sort in the address and shows the products in that order', async () => {
    const search = fakeSearch();
    renderShop('/boutique?search=nougat', search);
    await screen.findByText('3 produits');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Prix croissant');
    await waitFor(() => expect(shownNames()).toEqual(['Nougat blanc', 'Miel de lavande', 'Nougat noir']));
    expect(location()).toBe('/boutique?search=nougat&sort=price_asc');
    expect(search).toHaveBeenLastCalledWith('nougat', 'price_asc');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Nom, de A à Z');
    await waitFor(() => expect(shownNames()).toEqual(['Miel de lavande', 'Nougat blanc', 'Nougat noir']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Pertinence');
    await waitFor(() => expect(location()).toBe('/boutique?search=nougat'));
    expect(search).toHaveBeenLastCalledWith('nougat', undefined);
  });

  it('falls back to the api order for an unknown ?sort=', async () => {
    const search = fakeSearch();
    renderShop('/boutique?sort=cheapest', search);
    await screen.findByText('3 produits');
    expect(search).toHaveBeenCalledWith('', undefined);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Notre sélection' })).toBeInTheDocument();
  });

  it('keeps the page useful when the search fails, with a retry', async () => {
    const search = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(apiFailure(404), { code: 'ROUTE_NOT_FOUND' }))
      .mockResolvedValueOnce({ products: [makeItem({ name: 'Nougat blanc' })], total: 1 });
    const { events } = renderShop('/boutique?search=nougat', search);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("La recherche n'a pas pu aboutir pour « nougat »");
    // The ranges arrive as a transition, maybe after the search's failure is on screen.
    const ranges = await screen.findByRole('navigation', { name: 'Nos gammes' });
    await waitFor(() => expect(ranges).toHaveTextContent('Nougats traditionnels'));
    expect(events).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Nougat blanc' })).toBeInTheDocument();
  });

  it('gives the listing and each search their own title, description, canonical URL and alternates', async () => {
    renderShop('/boutique?sort=name');
    await screen.findByText('3 produits');
    expect(document.title).toBe('La boutique | Nougaterie de Saint-Didier');
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(/^Tous nos nougats/);
    // A sorted list is the same page as the unsorted one.
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/boutique');
    cleanup();

    renderShop('/boutique?search=nougat%20noir');
    expect(document.title).toBe('Résultats pour «\u00a0nougat noir\u00a0» | Nougaterie de Saint-Didier');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/boutique?search=nougat+noir');
    expect(head('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/boutique?search=nougat+noir&lang=en');
    expect(head('link[hreflang="fr"]')).toHaveAttribute('href', 'http://localhost/boutique?search=nougat+noir&lang=fr');
    await screen.findByText('3 produits');
  });

  it('speaks English: ranges, count, sort and no-result texts', async () => {
    await initTestI18n('en');
    renderShop('/boutique', fakeSearch(), 'en');
    expect(await screen.findByRole('link', { name: 'Traditional nougats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our ranges' })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Price, high to low' })).toBeInTheDocument();
    expect(document.title).toBe('The shop | Nougaterie de Saint-Didier');
  });

  it('says in English when nothing matches', async () => {
    await initTestI18n('en');
    renderShop('/boutique?search=caviar', jest.fn().mockResolvedValue({ products: [], total: 0 }), 'en');
    expect(await screen.findByText(/No product matches “caviar”/)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Browse our ranges instead' })).toBeInTheDocument();
  });
});
