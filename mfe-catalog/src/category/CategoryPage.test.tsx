import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryPage as CategoryPageData } from '@nougaterie/contracts';
import { apiFailure, createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import { nougatsRange } from '../common/categoryFixtures.js';
import CategoryPage from './CategoryPage.js';

const page: CategoryPageData = {
  category: { ...nougatsRange, description: 'Tendres ou croquants, au miel de lavande.' },
  products: [makeItem({ name: 'Nougat blanc tendre' }), makeItem({ name: 'Nougat noir croquant' })],
};

function renderCategory(category: jest.Mock, lang: 'fr' | 'en' = 'fr', url = '/boutique/nougats') {
  const fake = createFakeContext({ lang, api: { shop: { category } } });
  renderAt(url, '/boutique/:slug', <CategoryPage ctx={fake.ctx} />);
  return fake;
}

describe('CategoryPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows a loading state, then the range with its sub-ranges and products', async () => {
    const category = jest.fn().mockResolvedValue(page);
    renderCategory(category);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougats' })).toBeInTheDocument();
    expect(category).toHaveBeenCalledWith('nougats');
    expect(screen.getByText('Tendres ou croquants, au miel de lavande.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nougats gourmands' })).toHaveAttribute('href', '/boutique/nougats-gourmands');
    expect(screen.getByText('2 produits')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Right under the page's title, the products' names are its second level.
    expect(screen.getByRole('heading', { level: 2, name: 'Nougat noir croquant' })).toBeInTheDocument();
  });

  it('asks the shell for its 404 page when the range does not exist', async () => {
    const { events } = renderCategory(jest.fn().mockRejectedValue(Object.assign(apiFailure(404), { code: 'NOT_FOUND' })));
    await screen.findByRole('alert');
    expect(events).toEqual([{ topic: 'shell:error', payload: { status: 404 } }]);
  });

  it('treats a slug too long to exist (414) as an unknown range', async () => {
    const { events } = renderCategory(jest.fn().mockRejectedValue(Object.assign(apiFailure(414), { code: 'URI_TOO_LONG' })));
    await screen.findByRole('alert');
    expect(events).toEqual([{ topic: 'shell:error', payload: { status: 404 } }]);
  });

  it('gives the range its own title, description, canonical URL and language alternates', async () => {
    renderCategory(jest.fn().mockResolvedValue(page));
    await screen.findByRole('heading', { level: 1, name: 'Nougats' });
    expect(document.title).toBe('Nougats | Nougaterie de Saint-Didier');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Tendres ou croquants, au miel de lavande.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/boutique/nougats');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/boutique/nougats?lang=en');
    expect(document.head.querySelector('link[hreflang="fr"]')).toHaveAttribute('href', 'http://localhost/boutique/nougats?lang=fr');
  });

  it('names the range and its sub-ranges in English, with an English description when it has none', async () => {
    await initTestI18n('en');
    renderCategory(jest.fn().mockResolvedValue({ ...page, category: nougatsRange }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougats' })).toBeInTheDocument();
    const children = screen.getByRole('navigation', { name: 'In this range' });
    expect(within(children).getByRole('link', { name: 'Traditional nougats' })).toHaveAttribute('href', '/boutique/nougats-traditionnels');
    expect(within(children).getByRole('link', { name: 'Gourmet nougats' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Nougats from the family nougaterie of Saint-Didier/);
  });

  it('explains a failed load and retries on demand', async () => {
    const category = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(apiFailure(404), { code: 'ROUTE_NOT_FOUND' }))
      .mockResolvedValueOnce(page);
    const { events } = renderCategory(category);
    expect(await screen.findByRole('alert')).toHaveTextContent("Nous n'avons pas pu charger cette page.");
    expect(events).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougats' })).toBeInTheDocument();
  });

  it('explains a failed load in English', async () => {
    await initTestI18n('en');
    renderCategory(jest.fn().mockRejectedValue(apiFailure(0, 'Network Error')), 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/boutique');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('sans gluten, sans lait, sans fruits à coque (issue #23)', () => {
    const honey = { ...page, products: [makeItem({ name: 'Miel d’acacia' })] };

    it('lists only the products free of the allergens the address names, the checkboxes ticked', async () => {
      const category = jest.fn((_slug: string, without?: string[]) => Promise.resolve(without?.length ? honey : page));
      renderCategory(category, 'fr', '/boutique/nougats?sans=nuts,gluten,sesame');
      expect(await screen.findByRole('heading', { level: 2, name: 'Miel d’acacia' })).toBeInTheDocument();
      expect(category).toHaveBeenCalledWith('nougats', ['gluten', 'nuts']);
      const filters = screen.getByRole('group', { name: /^Filtrer, traces comprises/ });
      expect(within(filters).getByRole('checkbox', { name: 'Sans gluten' })).toBeChecked();
      expect(within(filters).getByRole('checkbox', { name: 'Sans lait' })).not.toBeChecked();
      expect(within(filters).getByRole('checkbox', { name: 'Sans fruits à coque' })).toBeChecked();
      expect(screen.getByText('1 produit')).toBeInTheDocument();
    });

    it('reloads the list alone when a box is ticked, keeping the focus, and says when nothing suits', async () => {
      const category = jest.fn((_slug: string, without?: string[]) => Promise.resolve(without?.length ? { ...page, products: [] } : page));
      renderCategory(category);
      const milk = await screen.findByRole('checkbox', { name: 'Sans lait' });
      expect(screen.getByText('2 produits')).toBeInTheDocument();
      await userEvent.click(milk);
      expect(await screen.findByText('Aucun produit de cette gamme ne convient à ces filtres.')).toBeInTheDocument();
      expect(category).toHaveBeenLastCalledWith('nougats', ['milk']);
      expect(screen.getByTestId('location')).toHaveTextContent('/boutique/nougats?sans=milk');
      expect(milk).toHaveFocus();
      expect(milk).toBeChecked();
      await userEvent.click(milk);
      expect(await screen.findByText('2 produits')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/boutique\/nougats$/);
    });

    it('speaks English', async () => {
      await initTestI18n('en');
      renderCategory(jest.fn().mockResolvedValue(page), 'en');
      expect(await screen.findByRole('group', { name: 'Filter, traces included:' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Nut-free' })).not.toBeChecked();
    });
  });
});
