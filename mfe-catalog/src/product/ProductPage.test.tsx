import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, initTestI18n, makeItem } from '@nougaterie/ui/testing';
import { EarlyAnswerError, leaveProductAnswer } from '../early/handoff.js';
import { item, product, renderProduct, soldOut } from './productFixtures.js';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const head = (selector: string) => document.head.querySelector(selector);
/** The page's JSON-LD, as a search engine reads it. */
const jsonLd = () => JSON.parse(head('script[type="application/ld+json"]')?.textContent ?? 'null') as { offers?: { availability?: string } } | null;

describe('ProductPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows the product with its title, description, struck-out base price, discounted price and VAT note', async () => {
    const call = jest.fn().mockResolvedValue(product);
    renderProduct({ product: call });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougat noir au miel de lavande' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('nougat-noir');
    expect(plain(document.querySelector('s')?.textContent)).toBe('Prix initial 12,00 €');
    expect(plain(document.querySelector('strong')?.textContent)).toBe('Prix remisé 9,60 €');
    expect(screen.getByText('TVA incluse')).toBeInTheDocument();
    expect(screen.getByText('Cuit au chaudron.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nougats traditionnels' })).toHaveAttribute('href', '/boutique/nougats-traditionnels');
  });

  it('shows the new address of a renamed product, keeping its range and query', async () => {
    const call = jest.fn().mockResolvedValue(product);
    renderProduct({ product: call }, { url: '/boutique/nougats/ancien-nom?utm_source=mail' });
    await screen.findByRole('heading', { level: 1, name: 'Nougat noir au miel de lavande' });
    expect(call).toHaveBeenCalledWith('ancien-nom');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/nougats/nougat-noir?utm_source=mail'));
  });

  it('shows one price, not struck out, without a discount', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue({ ...product, discount: null, prices: { price_base: 12, price_to_display: 12 } }) });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText(/12,00/)).toBeInTheDocument();
  });

  it('shows the main photo sized and first in line, and changes it from the thumbnails, with the mouse or the keyboard', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(product) });
    const main = await screen.findByRole('img', { name: 'Nougat noir au miel de lavande' });
    expect(main).toHaveAttribute('src', 'http://api.test/media/a.svg');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '800');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    await userEvent.click(screen.getByRole('button', { name: 'Nougat noir au miel de lavande, photo 2' }));
    expect(main).toHaveAttribute('src', 'http://api.test/media/b.svg');
    expect(screen.getByRole('button', { name: 'Nougat noir au miel de lavande, photo 2' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(main).toHaveAttribute('src', 'http://api.test/media/c.svg');
    expect(screen.getByRole('button', { name: 'Nougat noir au miel de lavande, photo 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(main).toHaveAttribute('src', 'http://api.test/media/a.svg');
    await userEvent.keyboard('{End}');
    expect(main).toHaveAttribute('src', 'http://api.test/media/c.svg');
  });

  it('adds the chosen quantity and opens the basket panel', async () => {
    const { store, events } = renderProduct({ product: jest.fn().mockResolvedValue(product) }, { store: { meaProducts: [item] } });
    const addProduct = jest.spyOn(store, 'addProduct');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(addProduct).toHaveBeenCalledWith(42, 2);
    await waitFor(() => expect(events.map((e) => e.topic)).toEqual(['checkout:basket-open']));
    expect(store.get().basket?.nb_products).toBe(2);
  });

  it('keeps the quantity between 1 and the stock', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue({ ...product, stock: 2 }) });
    const less = await screen.findByRole('button', { name: 'Retirer un' });
    expect(less).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un' }));
    expect(screen.getByRole('button', { name: 'Ajouter un' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(2);
  });

  it("shows the api's refusal (stock) in place, and opens no basket", async () => {
    const { store, events } = renderProduct({ product: jest.fn().mockResolvedValue(product) });
    const refusal = "Il ne reste que 5 « Nougat noir » en stock : impossible d'en commander 6.";
    jest.spyOn(store, 'addProduct').mockRejectedValue(Object.assign(apiFailure(409, refusal), { code: 'NOT_ENOUGH_STOCK' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(events).toHaveLength(0);
  });

  it('explains in its own words a failure the api did not explain (basket service down)', async () => {
    const { store } = renderProduct({ product: jest.fn().mockResolvedValue(product) });
    jest.spyOn(store, 'addProduct').mockRejectedValue(Object.assign(apiFailure(404), { code: 'ROUTE_NOT_FOUND' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le produit n'a pas pu être ajouté au panier. Réessayez dans un instant.");
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });

  it('says a sold-out product is sold out, with nothing to add but an alert to ask for', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(soldOut) });
    expect(await screen.findByText('Épuisé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me prévenir de son retour' })).toBeInTheDocument();
  });

  it('lists similar products below, each linking to its page', async () => {
    const similar = jest.fn().mockResolvedValue({ products: [makeItem({ name: 'Nougat blanc', slug: 'nougat-blanc' })] });
    renderProduct({ product: jest.fn().mockResolvedValue(product), similarProducts: similar });
    const section = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    expect(similar).toHaveBeenCalledWith('nougat-noir');
    const card = within(section).getByRole('article', { name: 'Nougat blanc' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/boutique/nougats/nougat-blanc');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // Under the section's h2, each name is an h3.
    expect(within(card).getByRole('heading', { level: 3, name: 'Nougat blanc' })).toBeInTheDocument();
  });

  it('leaves the similar products out when the api has none or fails', async () => {
    const { events } = renderProduct({
      product: jest.fn().mockResolvedValue(product),
      similarProducts: jest.fn().mockRejectedValue(apiFailure(500)),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText('Vous aimerez aussi')).not.toBeInTheDocument());
    expect(events).toHaveLength(0);
  });

  it('asks the shell for its 404 page for an unknown product', async () => {
    const { events } = renderProduct({ product: jest.fn().mockRejectedValue(Object.assign(apiFailure(404), { code: 'PRODUCT_NOT_FOUND' })) });
    await waitFor(() => expect(events).toEqual([{ topic: 'shell:error', payload: { status: 404 } }]));
  });

  it("shows the shell's 404 page from the early script's 404, without asking the api again", async () => {
    const call = jest.fn().mockResolvedValue(product);
    leaveProductAnswer('nougat-noir', 'fr', Promise.reject(new EarlyAnswerError(404, { message: 'Produit introuvable', code: 'PRODUCT_NOT_FOUND' })));
    const { events } = renderProduct({ product: call });
    await waitFor(() => expect(events).toEqual([{ topic: 'shell:error', payload: { status: 404 } }]));
    expect(call).not.toHaveBeenCalled();
  });

  it('gives the page its title, description, canonical URL on the main range, alternates and Product JSON-LD', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(product) }, { url: '/boutique/nougats/nougat-noir?lang=en' });
    await screen.findByRole('heading', { level: 1 });
    const url = 'http://localhost/boutique/nougats-traditionnels/nougat-noir';
    expect(document.title).toBe('Nougat noir au miel de lavande | Nougaterie de Saint-Didier');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Un nougat croquant. Cuit au chaudron.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(head('link[hreflang="fr"]')).toHaveAttribute('href', `${url}?lang=fr`);
    expect(head('link[hreflang="en"]')).toHaveAttribute('href', `${url}?lang=en`);
    expect(head('link[hreflang="x-default"]')).toHaveAttribute('href', url);
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nougat noir au miel de lavande',
      image: product.images,
      description: product.description,
      sku: 'nougat-noir',
      offers: {
        '@type': 'Offer',
        url,
        price: '9.60',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '100 g',
        calories: '475 calories',
        fatContent: '24 g',
        saturatedFatContent: '1.9 g',
        carbohydrateContent: '55 g',
        sugarContent: '50 g',
        proteinContent: '10.5 g',
        sodiumContent: '40 mg',
      },
    });
  });

  it('leaves nutrition out of the JSON-LD of a product without one, and its food section out when not food', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue({ ...product, food_info: null }) });
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLd()).not.toHaveProperty('nutrition');
    expect(screen.queryByRole('heading', { name: 'Informations sur le produit' })).toBeNull();
  });

  it('shows the food information below the buy box (issue #23)', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(product) });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Informations sur le produit' })).closest('section')!;
    const basket = screen.getByRole('button', { name: /Ajouter au panier/ });
    expect(basket.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(section).findByRole('table', { name: 'Déclaration nutritionnelle pour 100 g' })).toBeInTheDocument();
    expect(within(section).getByText('Amandes').tagName).toBe('STRONG');
  });

  it('says in its JSON-LD that a sold-out product is out of stock', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(soldOut) });
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLd()?.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    renderProduct({ product: jest.fn().mockResolvedValue(product) }, { lang: 'en' });
    expect(await screen.findByText('VAT included')).toBeInTheDocument();
    expect(plain(document.querySelector('s')?.textContent)).toBe('Original price €12.00');
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to my favourites/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Product information' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Nutrition declaration per 100 g' })).toBeInTheDocument();
  });
});
