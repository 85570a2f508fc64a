import { screen, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStockItem, anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

describe('/gestion: the dashboard', () => {
  it('leads to the orders to prepare, the transfers awaited, the low stocks, and lists tomorrow’s visitors', async () => {
    const api = fakeAdminApi({
      dashboard: async () => ({
        to_prepare: 3,
        transfers_awaited: 1,
        low_stock: [aStockItem({ name: 'Calissons', stock: 2, low_stock_threshold: 5 })],
        tomorrow_bookings: [
          {
            reference: 'NSD-V-2026-000004',
            tour_name: 'Le parcours gourmand',
            starts_at: '2026-11-27T09:00:00.000Z',
            name: 'Jeanne Roux',
            party: 4,
            phone: '+33611223344',
            paid: false,
          },
        ],
      }),
    });
    renderStaff('/gestion', { api, member: anOwner() });
    expect(await screen.findByRole('link', { name: '3 commandes à préparer' })).toHaveAttribute('href', '/gestion/commandes?status=paid');
    expect(screen.getByRole('link', { name: '1 virement attendu' })).toHaveAttribute('href', '/gestion/commandes?status=awaiting_payment&payment=transfer');
    const stock = screen.getByRole('region', { name: 'Stocks bas' });
    expect(stock).toHaveTextContent('Calissons — 2 en stock (seuil 5)');
    expect(within(stock).getByRole('link', { name: 'Voir les stocks bas' })).toHaveAttribute('href', '/gestion/stock?low=1');
    const tours = screen.getByRole('region', { name: 'Visites de demain' });
    expect(tours).toHaveTextContent('10:00 · Le parcours gourmand');
    expect(tours).toHaveTextContent('Jeanne Roux · 4 personnes');
    expect(tours).toHaveTextContent('à régler sur place');
  });

  it('says when there is nothing low and nobody tomorrow, and offers a retry when the api fails', async () => {
    const api = fakeAdminApi({
      dashboard: jest
        .fn()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValue({ to_prepare: 0, transfers_awaited: 0, low_stock: [], tomorrow_bookings: [] }) as never,
    });
    renderStaff('/gestion', { api, member: anOwner() });
    await setupUser().click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun produit sous son seuil d’alerte.')).toBeInTheDocument();
    expect(screen.getByText('Aucune visite réservée demain.')).toBeInTheDocument();
  });
});
