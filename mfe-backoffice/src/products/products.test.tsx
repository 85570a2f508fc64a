import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { adminProductSummarySchema, type AdminProductSummary, type ProductForm, type ProductListQuery } from '@nougaterie/contracts/admin';
import { aProductDetail, aStaffMember, aStockItem, anAdminProduct, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff, screenWidth } from '../test/renderStaff.js';

const user = setupUser();
const location = () => screen.getByTestId('location').textContent;
const plain = (text: string | null) => (text ?? '').replace(/\u202f|\u00a0/g, ' ');

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** The product as the list has it: the schema keeps the summary's fields only. */
const summary = (product: ReturnType<typeof anAdminProduct>): AdminProductSummary => adminProductSummarySchema.parse(product);
const PRODUCTS: AdminProductSummary[] = [
  summary(
    anAdminProduct({
      id: 9,
      slug: 'miel-de-lavande',
      name: 'Miel de lavande',
      name_fr: 'Miel de lavande',
      categories: ['deguster-et-offrir-miels'],
      price: 9.9,
      discount_percent: 10,
      stock: 3,
      featured: true,
    }),
  ),
  summary(anAdminProduct()),
  summary(
    anAdminProduct({
      id: 4,
      slug: 'nougat-blanc-tendre',
      name: 'Nougat blanc tendre',
      name_fr: 'Nougat blanc tendre',
      price: 1234.5,
      stock: 0,
      low_stock_threshold: 0,
      hidden: true,
      hidden_at: '2026-11-25T09:00:00.000Z',
    }),
  ),
];

/** The list as the api filters it: part of a name or slug, a category, on sale or hidden. */
const listed = async (query: ProductListQuery = {}) => ({
  products: PRODUCTS.filter(
    (product) =>
      (!query.q || `${product.name} ${product.slug}`.toLowerCase().includes(query.q.toLowerCase())) &&
      (!query.category || product.categories.includes(query.category)) &&
      (!query.hidden || product.hidden === (query.hidden === '1')),
  ),
});

/** What the form sends for a product typed in full, as the api's contract names it. */
const TYPED: ProductForm = {
  name_fr: 'Pâte d’amande & miel, 250 g',
  name_en: 'Almond paste and honey, 250 g',
  description_fr: 'Amandes de Provence.',
  description_en: 'Almonds from Provence.',
  slug: 'pate-d-amande-et-miel-250-g',
  categories: ['nougats-gourmands', 'deguster-et-offrir-miels'],
  price: 8.9,
  discount_percent: 15,
  vat_rate: 550,
  weight_g: 250,
  stock: 40,
  stock_seen: null,
  low_stock_threshold: 5,
  featured: true,
  hidden: false,
};

async function fillNewProduct() {
  await user.type(await screen.findByLabelText('Nom en français'), TYPED.name_fr);
  await user.type(screen.getByLabelText('Nom en anglais'), TYPED.name_en);
  await user.type(screen.getByLabelText('Description en français'), TYPED.description_fr);
  await user.type(screen.getByLabelText('Description en anglais'), TYPED.description_en);
  await user.click(screen.getByRole('checkbox', { name: 'Miels' }));
  await user.click(screen.getByRole('checkbox', { name: 'Nougats gourmands' }));
  await user.selectOptions(screen.getByLabelText('Catégorie principale'), 'Nougats › Nougats gourmands');
  await user.type(screen.getByLabelText('Prix TTC en euros (€)'), '8,90');
  await user.type(screen.getByLabelText('Promotion en % (vide : aucune)'), '15');
  await user.type(screen.getByLabelText('Poids en grammes'), '250');
  await user.clear(screen.getByLabelText('Stock'));
  await user.type(screen.getByLabelText('Stock'), '40');
  await user.click(screen.getByLabelText('Mis en avant sur la page d’accueil'));
}

describe('/gestion/produits', () => {
  it('is in the menu, and lists the catalogue in a table on a computer: category, price, stock, badges', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ products: listed });
    renderStaff('/gestion/produits', { api, member: aStaffMember() });
    const table = await screen.findByRole('table', { name: 'Produits du catalogue, par nom' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Gestion' })).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'Miel de lavandemiel-de-lavandeDéguster et offrir › Miels9,90 € (−10 %)3Mis en avantStock bas',
      'Nougat noir croquantnougat-noir-croquantNougats › Nougats traditionnels12,50 €14',
      'Nougat blanc tendrenougat-blanc-tendreNougats › Nougats traditionnels1 234,50 €0MasquéStock bas',
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Nougat noir croquant' })).toHaveAttribute('href', '/gestion/produits/7');
    expect(screen.getByRole('link', { name: 'Nouveau produit' })).toHaveAttribute('href', '/gestion/produits/nouveau');
    expect(screen.getByText('3 produits')).toBeInTheDocument();
  });

  it('filters by name or slug, by category and by state, through the address', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ products: listed });
    renderStaff('/gestion/produits', { api, member: aStaffMember() });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Nom ou adresse (slug)'), 'nougat');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Nougats › Nougats traditionnels');
    await user.selectOptions(screen.getByLabelText('État'), 'Masqués');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(api.products).toHaveBeenLastCalledWith({ q: 'nougat', category: 'nougats-traditionnels', hidden: '1' }));
    expect(location()).toBe('/gestion/produits?q=nougat&categorie=nougats-traditionnels&etat=masques');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Nougat blanc tendre' })).toBeInTheDocument();
    expect(screen.getByText('1 produit')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('État'), 'En vente');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(api.products).toHaveBeenLastCalledWith({ q: 'nougat', category: 'nougats-traditionnels', hidden: '0' }));
    expect(await screen.findByRole('link', { name: 'Nougat noir croquant' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nougat blanc tendre' })).not.toBeInTheDocument();
  });

  it('lists them as cards on a phone, in English, prices in pounds’ style euros', async () => {
    screenWidth(false);
    renderStaff('/gestion/produits', { api: fakeAdminApi({ products: listed }), member: anOwner(), lang: 'en' });
    const cards = await screen.findByRole('list', { name: 'Catalogue products, by name' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => plain(card.textContent)),
    ).toEqual([
      'Miel de lavande FeaturedLow stockmiel-de-lavandeTaste and give › Honeys€9.90 (−10%) · 3 in stock',
      'Nougat noir croquant nougat-noir-croquantNougats › Traditional nougats€12.50 · 14 in stock',
      'Nougat blanc tendre HiddenLow stocknougat-blanc-tendreNougats › Traditional nougats€1,234.50 · 0 in stock',
    ]);
  });

  it('falls back on the categories the products carry when the shop’s list does not come', async () => {
    screenWidth(true);
    renderStaff('/gestion/produits', { api: fakeAdminApi({ products: listed }), member: aStaffMember(), categories: () => Promise.reject(new Error('down')) });
    await screen.findByRole('table');
    const options = within(screen.getByLabelText('Catégorie'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Toutes les catégories', 'deguster-et-offrir-miels', 'nougats', 'nougats-traditionnels']);
  });
});

describe('/gestion/produits/nouveau', () => {
  it('suggests the slug from the French name, and stops once staff write their own', async () => {
    renderStaff('/gestion/produits/nouveau', { api: fakeAdminApi(), member: aStaffMember() });
    const name = await screen.findByLabelText('Nom en français');
    const slug = screen.getByLabelText('Adresse du produit (slug)');
    await user.type(name, 'Pâte d’amande & miel');
    expect(slug).toHaveValue('pate-d-amande-et-miel');
    await user.clear(slug);
    await user.type(slug, 'pate-amande');
    await user.type(name, ', 250 g');
    expect(slug).toHaveValue('pate-amande');
    expect(screen.getByText(/^Proposée d’après le nom en français/)).toBeInTheDocument();
  });

  it('creates the product from what was typed, the main category first, and opens its page', async () => {
    const made = aProductDetail({ product: anAdminProduct({ id: 12, name: TYPED.name_fr, name_fr: TYPED.name_fr, slug: TYPED.slug }) });
    const api = fakeAdminApi({ createProduct: async () => made, product: async () => made });
    renderStaff('/gestion/produits/nouveau', { api, member: aStaffMember() });
    await fillNewProduct();
    expect(screen.getByLabelText('Taux de TVA')).toHaveDisplayValue(/^5,5\s%$/);
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    await waitFor(() => expect(api.createProduct).toHaveBeenCalledWith(TYPED));
    await waitFor(() => expect(location()).toBe('/gestion/produits/12'));
    expect(await screen.findByText(/^Produit créé/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TYPED.name_fr })).toBeInTheDocument();
    expect(screen.getByText('dans aucune commande')).toBeInTheDocument();
  });

  it('refuses a price of 0 or « 1,234 » and a product without category, before asking the api', async () => {
    const api = fakeAdminApi();
    renderStaff('/gestion/produits/nouveau', { api, member: aStaffMember() });
    await user.type(await screen.findByLabelText('Nom en français'), 'Calisson');
    await user.type(screen.getByLabelText('Nom en anglais'), 'Calisson');
    await user.type(screen.getByLabelText('Poids en grammes'), '100');
    const price = screen.getByLabelText('Prix TTC en euros (€)');
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    const message = 'Le prix TTC est supérieur à 0 € et d’au plus 10 000 €, au centime près (deux décimales au plus).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choisissez au moins une catégorie.')).toBeInTheDocument();
    // The first field refused, in the page's order, takes the focus.
    expect(screen.getByRole('checkbox', { name: 'Nougats' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Nougats gourmands' }));
    await user.clear(price);
    await user.type(price, '1,234');
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Choisissez au moins une catégorie.')).not.toBeInTheDocument();
    expect(api.createProduct).not.toHaveBeenCalled();
  });

  it('shows the api’s 409 for a slug taken under the slug, and keeps everything typed', async () => {
    const message = 'L’adresse « pate-d-amande-et-miel-250-g » est déjà celle du produit « Pâte d’amande » : choisissez-en une autre.';
    const api = fakeAdminApi({ createProduct: () => Promise.reject(refused(409, message, 'PRODUCT_SLUG_TAKEN')) });
    renderStaff('/gestion/produits/nouveau', { api, member: aStaffMember() });
    await fillNewProduct();
    await user.click(screen.getByRole('button', { name: 'Créer le produit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Le produit n’a pas été enregistré : voyez le message sous le champ signalé.')).toBeInTheDocument();
    const slug = screen.getByLabelText('Adresse du produit (slug)');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(location()).toBe('/gestion/produits/nouveau');
    expect(screen.getByLabelText('Nom en français')).toHaveValue(TYPED.name_fr);
    expect(screen.getByLabelText('Description en anglais')).toHaveValue(TYPED.description_en);
    expect(screen.getByLabelText('Prix TTC en euros (€)')).toHaveValue('8,90');
    expect(screen.getByRole('checkbox', { name: 'Miels' })).toBeChecked();
    expect(screen.getByLabelText('Mis en avant sur la page d’accueil')).toBeChecked();
    // Another slug clears the refusal, and the same form goes through.
    await user.type(slug, '-bio');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('/gestion/produits/:id', () => {
  it('shows its shop page, categories, old slugs and order lines, and saves a change with the stock it saw', async () => {
    screenWidth(true);
    const detail = aProductDetail({ old_slugs: ['nougat-noir', 'nougat-noir-200-g'], order_lines: 3 });
    const api = fakeAdminApi({
      product: async () => detail,
      updateProduct: async (_id: number, form: ProductForm) =>
        aProductDetail({ product: anAdminProduct({ slug: form.slug }), old_slugs: ['nougat-noir-croquant', ...detail.old_slugs], order_lines: 3 }),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougat noir croquant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/boutique/nougats-traditionnels/nougat-noir-croquant' })).toHaveAttribute(
      'href',
      '/boutique/nougats-traditionnels/nougat-noir-croquant',
    );
    expect(
      within(screen.getByRole('list', { name: 'Anciennes adresses (redirigées)' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['nougat-noir', 'nougat-noir-200-g']);
    expect(screen.getByText('dans 3 lignes de commande')).toBeInTheDocument();
    expect(screen.getByText('Nougats › Nougats traditionnels · Nougats')).toBeInTheDocument();
    expect(screen.getByText('Si vous changez l’adresse, l’ancienne reste valable : elle redirige vers la nouvelle.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prix TTC en euros (€)')).toHaveValue('12,50');
    expect(screen.getByLabelText('Catégorie principale')).toHaveValue('nougats-traditionnels');
    // On a product that exists, its name no longer moves its address.
    await user.type(screen.getByLabelText('Nom en français'), ' bio');
    const slug = screen.getByLabelText('Adresse du produit (slug)');
    expect(slug).toHaveValue('nougat-noir-croquant');
    await user.clear(slug);
    await user.type(slug, 'nougat-noir-croquant-bio');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.updateProduct).toHaveBeenCalledWith(7, {
        name_fr: 'Nougat noir croquant bio',
        name_en: 'Crunchy black nougat',
        description_fr: 'Miel de lavande et amandes grillées.',
        description_en: 'Lavender honey and roasted almonds.',
        slug: 'nougat-noir-croquant-bio',
        categories: ['nougats-traditionnels', 'nougats'],
        price: 12.5,
        discount_percent: null,
        vat_rate: 550,
        weight_g: 200,
        stock: 14,
        stock_seen: 14,
        low_stock_threshold: 5,
        featured: false,
        hidden: false,
      }),
    );
    expect(await screen.findByText(/^Produit enregistré/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Anciennes adresses (redirigées)' })).getAllByRole('listitem')[0]).toHaveTextContent('nougat-noir-croquant');
  });

  it('says when orders moved the stock, keeps the figure typed, and sends the new stock seen next time', async () => {
    screenWidth(true);
    const message =
      'Le stock a changé depuis l’ouverture de la fiche (des commandes sont passées) : il est maintenant de 11. Vérifiez-le puis enregistrez à nouveau.';
    const api = fakeAdminApi({ product: async () => aProductDetail(), updateProduct: () => Promise.reject(refused(409, message, 'PRODUCT_STOCK_CHANGED')) });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const stock = await screen.findByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '30');
    api.product.mockResolvedValue(aProductDetail({ product: anAdminProduct({ stock: 11 }) }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(stock).toHaveValue('30');
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.updateProduct).toHaveBeenCalledTimes(2));
    expect(api.updateProduct.mock.calls[0][1]).toMatchObject({ stock: 30, stock_seen: 14 });
    expect(api.updateProduct.mock.calls[1][1]).toMatchObject({ stock: 30, stock_seen: 11 });
  });

  it('hides the product and puts it back on sale', async () => {
    screenWidth(true);
    const hidden = aProductDetail({ product: anAdminProduct({ hidden: true, hidden_at: '2026-11-26T09:15:00.000Z' }) });
    const api = fakeAdminApi({ product: async () => aProductDetail(), hideProduct: async () => hidden, showProduct: async () => aProductDetail() });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading.parentElement!).getByText('En vente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masquer le produit' }));
    expect(api.hideProduct).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Produit masqué : il n’apparaît plus dans la boutique.')).toBeInTheDocument();
    expect(screen.getByText('Le produit est masqué depuis le 26/11/2026 10:15 : la boutique ne le montre pas.')).toBeInTheDocument();
    expect(within(heading.parentElement!).getByText('Masqué')).toBeInTheDocument();
    expect(screen.getByLabelText('Masqué : absent de la boutique')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remettre en vente' }));
    expect(api.showProduct).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Produit remis en vente.')).toBeInTheDocument();
    expect(within(heading.parentElement!).queryByText('Masqué')).not.toBeInTheDocument();
  });

  it('deletes a product no order holds, once confirmed, and goes back to the list', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ product: async () => aProductDetail(), deleteProduct: async () => undefined, products: listed });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    await user.click(await screen.findByRole('button', { name: 'Supprimer le produit…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Nougat noir croquant » ?' });
    expect(api.deleteProduct).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, supprimer définitivement' }));
    expect(api.deleteProduct).toHaveBeenCalledWith(7);
    await waitFor(() => expect(location()).toBe('/gestion/produits'));
    expect(await screen.findByText('Produit « Nougat noir croquant » supprimé.')).toBeInTheDocument();
  });

  it('says why it cannot be deleted: the api’s refusal, or the order lines that hold it', async () => {
    screenWidth(true);
    const message = 'Ce produit figure dans 1 ligne de commande : il ne peut pas être supprimé. Masquez-le plutôt, il disparaîtra de la boutique.';
    const api = fakeAdminApi({ product: async () => aProductDetail(), deleteProduct: () => Promise.reject(refused(409, message, 'PRODUCT_IN_ORDERS')) });
    const { unmount } = renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    await user.click(await screen.findByRole('button', { name: 'Supprimer le produit…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, supprimer définitivement' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/gestion/produits/7');
    unmount();

    renderStaff('/gestion/produits/7', { api: fakeAdminApi({ product: async () => aProductDetail({ order_lines: 2 }) }), member: aStaffMember() });
    expect(await screen.findByRole('button', { name: 'Supprimer le produit…' })).toBeDisabled();
    expect(
      screen.getByText('Ce produit figure dans 2 lignes de commande : il ne peut pas être supprimé. Masquez-le plutôt, il disparaîtra de la boutique.'),
    ).toBeInTheDocument();
  });
});

describe('links to a product’s page', () => {
  it('from the stock list and the dashboard’s low stocks', async () => {
    screenWidth(true);
    const api = fakeAdminApi({
      stock: async () => ({ products: [aStockItem()] }),
      dashboard: async () => ({
        to_prepare: 0,
        transfers_awaited: 0,
        low_stock: [{ id: 9, slug: 'miel-de-lavande', name: 'Miel de lavande', stock: 2, low_stock_threshold: 5 }],
        tomorrow_bookings: [],
      }),
    });
    const { unmount } = renderStaff('/gestion/stock', { api, member: aStaffMember() });
    expect(await screen.findByRole('link', { name: 'Nougat noir croquant' })).toHaveAttribute('href', '/gestion/produits/7');
    unmount();
    renderStaff('/gestion', { api, member: aStaffMember() });
    expect(await screen.findByRole('link', { name: 'Miel de lavande' })).toHaveAttribute('href', '/gestion/produits/9');
  });
});
