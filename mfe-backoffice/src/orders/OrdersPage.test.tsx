import { ORDER_STATUSES } from '@nougaterie/contracts';
import { adminOrdersPageSchema, type AdminOrdersPage } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOrder, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const location = () => screen.getByTestId('location').textContent;

function aPage(overrides: Partial<AdminOrdersPage> = {}): AdminOrdersPage {
  const { reference, status, created_at, customer_name, email, payment_method, delivery_kind, shipping_name, nb_products, amount_total } = anOrder();
  const counts = { ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])), awaiting_payment: 4, paid: 3, shipped: 12, transfers_awaited: 2 };
  return adminOrdersPageSchema.parse({
    orders: [{ reference, status, created_at, customer_name, email, payment_method, delivery_kind, shipping_name, nb_products, amount_total }],
    page: 1,
    pages: 3,
    total: 51,
    counts,
    ...overrides,
  });
}

/** A phone's screen, or a computer's, as the list's media query sees it. */
function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('/gestion/commandes', () => {
  it('shows the counts per state as filters, the orders newest first in a table, and pages through them', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ orders: async () => aPage() });
    renderStaff('/gestion/commandes', { api, member: anOwner() });
    const chips = await screen.findByRole('navigation', { name: 'Commandes par état' });
    expect(within(chips).getByRole('link', { name: 'À préparer 3' })).toHaveAttribute('href', '/gestion/commandes?status=paid');
    expect(within(chips).getByRole('link', { name: 'Virements attendus 2' })).toHaveAttribute(
      'href',
      '/gestion/commandes?status=awaiting_payment&payment=transfer',
    );
    expect(within(chips).getByRole('link', { name: 'Toutes' })).toHaveAttribute('aria-current', 'true');
    expect(api.orders).toHaveBeenCalledWith({});

    const table = screen.getByRole('table', { name: 'Commandes, les plus récentes d’abord' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'NSD-2026-000042' })).toHaveAttribute('href', '/gestion/commandes/NSD-2026-000042');
    expect(row).toHaveTextContent('Mireille Blanc');
    expect(row).toHaveTextContent('En attente de paiement');
    expect(row).toHaveTextContent('Virement');
    expect(row).toHaveTextContent('41,40 €');
    expect(screen.getByRole('heading', { name: '51 commandes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(api.orders).toHaveBeenLastCalledWith({ page: '2' }));
    expect(location()).toBe('/gestion/commandes?page=2');
  });

  it('filters by state, payment, delivery, dates and a search, from the address and back into it', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ orders: async () => aPage() });
    renderStaff('/gestion/commandes?status=awaiting_payment&payment=transfer&page=2&status2=x&from=hier', { api, member: anOwner() });
    await screen.findByRole('table');
    // What the api would refuse is left out of the call.
    expect(api.orders).toHaveBeenCalledWith({ status: 'awaiting_payment', payment: 'transfer', page: '2' });
    expect(within(screen.getByRole('navigation', { name: 'Commandes par état' })).getByRole('link', { name: 'Virements attendus 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Livraison'), 'Point relais');
    await user.type(screen.getByLabelText('Passées depuis le'), '2026-11-01');
    await user.type(screen.getByRole('searchbox', { name: 'Référence, nom ou e-mail' }), ' blanc ');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() =>
      expect(api.orders).toHaveBeenLastCalledWith({ status: 'awaiting_payment', payment: 'transfer', delivery: 'relay', from: '2026-11-01', q: 'blanc' }),
    );
    expect(location()).toBe('/gestion/commandes?status=awaiting_payment&payment=transfer&delivery=relay&from=2026-11-01&q=blanc');
  });

  it('lists the orders as cards on a phone', async () => {
    screenWidth(false);
    renderStaff('/gestion/commandes', { api: fakeAdminApi({ orders: async () => aPage() }), member: anOwner() });
    const cards = await screen.findByRole('list', { name: 'Commandes, les plus récentes d’abord' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'NSD-2026-000042' })).toBeInTheDocument();
    expect(cards).toHaveTextContent('Mireille Blanc · 41,40 €');
  });

  it('downloads the accountant’s CSV of a range of days, with the mark French Excel needs', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ orders: async () => aPage(), exportOrders: async () => 'reference;date\nNSD-2026-000042;2026-11-20\n' });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('commandes-2026-11-01-2026-11-25.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderStaff('/gestion/commandes', { api, member: anOwner() });
    const exportPanel = await screen.findByRole('region', { name: 'Export pour la comptabilité' });
    await user.clear(within(exportPanel).getByLabelText('Du'));
    await user.type(within(exportPanel).getByLabelText('Du'), '2026-11-01');
    await user.clear(within(exportPanel).getByLabelText('Au'));
    await user.type(within(exportPanel).getByLabelText('Au'), '2026-11-25');
    await user.click(within(exportPanel).getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.exportOrders).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-25' });
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it("refuses an export range that ends before it starts, and shows the api's refusal", async () => {
    screenWidth(true);
    const api = fakeAdminApi({ orders: async () => aPage(), exportOrders: () => Promise.reject(refused(400, 'Choisissez au plus une année.')) });
    renderStaff('/gestion/commandes', { api, member: anOwner() });
    const exportPanel = await screen.findByRole('region', { name: 'Export pour la comptabilité' });
    await user.clear(within(exportPanel).getByLabelText('Du'));
    await user.type(within(exportPanel).getByLabelText('Du'), '2026-11-20');
    await user.clear(within(exportPanel).getByLabelText('Au'));
    await user.type(within(exportPanel).getByLabelText('Au'), '2026-11-01');
    await user.click(within(exportPanel).getByRole('button', { name: 'Télécharger le CSV' }));
    expect(within(exportPanel).getByText('La date de fin doit suivre la date de début.')).toBeInTheDocument();
    expect(api.exportOrders).not.toHaveBeenCalled();
    await user.clear(within(exportPanel).getByLabelText('Au'));
    await user.type(within(exportPanel).getByLabelText('Au'), '2026-11-30');
    await user.click(within(exportPanel).getByRole('button', { name: 'Télécharger le CSV' }));
    expect(await within(exportPanel).findByText('Choisissez au plus une année.')).toBeInTheDocument();
  });
});
