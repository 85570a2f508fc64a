import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import HomePage from './HomePage.js';

const nougatNoir = makeItem({
  id: 11,
  name: 'Nougat noir au miel de lavande',
  slug: 'nougat-noir',
  category: [{ slug: 'nougats-traditionnels', name: 'Nougats traditionnels' }],
  prices: { price_base: 12, price_to_display: 9.6 },
  discount: 20,
});
const coffret = makeItem({ id: 12, name: 'Coffret Provence', out_of_stock: true });

function renderHome(lang: 'fr' | 'en' = 'fr') {
  const fake = createFakeContext({ lang, store: { meaProducts: [nougatNoir, coffret] } });
  renderAt('/', '/', <HomePage ctx={fake.ctx} />);
  return fake;
}

const card = (name: string) => screen.getByRole('article', { name });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('HomePage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('presents the family nougaterie, with its own title, description and canonical URL', () => {
    renderHome();
    expect(document.title).toBe('Nougats artisanaux au miel de Provence | Nougaterie de Saint-Didier');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Nougats tendres/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/?lang=en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Saint.Didier/);
    expect(screen.getByText(/du miel de lavande et le savoir-faire/)).toBeInTheDocument();
  });

  it('shows the featured products with sized, lazy images and prices', () => {
    renderHome();
    const noir = card('Nougat noir au miel de lavande');
    // The name beside the photo says what it shows: the photo is left out of what a screen reader reads.
    const image = noir.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', nougatNoir.medias.main);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(plain(noir.querySelector('s')?.textContent ?? null)).toBe('Prix initial 12,00 €');
    expect(within(noir).getByRole('link', { name: /Nougat noir/ })).toHaveAttribute('href', '/boutique/nougats-traditionnels/nougat-noir');
  });

  it('adds a product to the basket, then asks for the basket panel', async () => {
    const { store, events } = renderHome();
    const addProduct = jest.spyOn(store, 'addProduct');
    const button = within(card('Nougat noir au miel de lavande')).getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toHaveAccessibleDescription('Nougat noir au miel de lavande');
    await userEvent.click(button);
    expect(addProduct).toHaveBeenCalledWith(11, 1);
    await waitFor(() => expect(events.map((e) => e.topic)).toContain('checkout:basket-open'));
    expect(store.get().basket?.nb_products).toBe(1);
  });

  it('does not open the basket panel when adding fails, and says so', async () => {
    const { store, events } = renderHome();
    jest.spyOn(store, 'addProduct').mockRejectedValue(new Error('offline'));
    await userEvent.click(within(card('Nougat noir au miel de lavande')).getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("n'a pas pu être ajouté");
    expect(events.map((e) => e.topic)).not.toContain('checkout:basket-open');
  });

  it('shows a sold-out product without an add button', () => {
    renderHome();
    const soldOut = card('Coffret Provence');
    expect(within(soldOut).getByText('Épuisé')).toBeInTheDocument();
    expect(within(soldOut).queryByRole('button')).not.toBeInTheDocument();
  });

  it('links to the shop, the tours and the firm history', () => {
    renderHome();
    const teasers = screen.getByRole('region', { name: 'La nougaterie de A à Z' });
    const hrefs = within(teasers)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/boutique', '/nougatourisme', '/la-nougaterie']);
  });

  it('invites a visitor to register or log in for loyalty points', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/sign/register');
    expect(screen.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/sign/login');
  });

  it('does not invite a customer who is logged in', () => {
    const fake = createFakeContext({ store: { meaProducts: [nougatNoir] } });
    fake.store.subjects.user.next({ id: 1 } as never);
    renderAt('/', '/', <HomePage ctx={fake.ctx} />);
    expect(screen.queryByRole('link', { name: 'Créer mon compte' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    renderHome('en');
    expect(screen.getByRole('heading', { name: 'Our favourites' })).toBeInTheDocument();
    const noir = card('Nougat noir au miel de lavande');
    expect(within(noir).getByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
    expect(within(noir).getByText('€9.60')).toBeInTheDocument();
    expect(within(card('Coffret Provence')).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create my account' })).toHaveAttribute('href', '/sign/register');
  });
});
