import { customersPageSchema } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aCustomerDetail, aStaffMember, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();

describe('/gestion/clients', () => {
  it('searches customers and opens one', async () => {
    const { customer } = aCustomerDetail();
    const api = fakeAdminApi({
      customers: async () => customersPageSchema.parse({ customers: [customer], page: 1, pages: 1, total: 1 }),
      customer: async () => aCustomerDetail(),
    });
    renderStaff('/gestion/clients', { api, member: aStaffMember() });
    await user.type(await screen.findByRole('searchbox', { name: 'Nom, e-mail ou téléphone' }), 'blanc');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(api.customers).toHaveBeenLastCalledWith({ q: 'blanc' }));
    expect(screen.getByRole('heading', { name: '1 client' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Mireille Blanc' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mireille Blanc' })).toBeInTheDocument();
    expect(api.customer).toHaveBeenCalledWith(12);
  });

  it("shows a customer's orders, tour bookings and points history", async () => {
    renderStaff('/gestion/clients/12', { api: fakeAdminApi({ customer: async () => aCustomerDetail() }), member: aStaffMember() });
    const orders = await screen.findByRole('region', { name: '1 commande' });
    expect(within(orders).getByRole('link', { name: 'NSD-2026-000042' })).toHaveAttribute('href', '/gestion/commandes/NSD-2026-000042');
    expect(orders).toHaveTextContent('Livrée');
    expect(screen.getByRole('region', { name: '1 réservation de visite' })).toHaveTextContent('Le parcours gourmand');
    expect(screen.getByRole('region', { name: 'Points de fidélité : 40 points' })).toHaveTextContent('+40 · commande · NSD-2026-000042');
  });

  it('adjusts the points with a reason, and refuses 0 or a non-number', async () => {
    const adjusted = aCustomerDetail({
      points: {
        balance: 20,
        history: [
          { delta: -20, reason: 'adjustment', order_reference: null, note: 'Geste commercial annulé', created_at: '2026-11-25T10:00:00.000Z' },
          ...aCustomerDetail().points.history,
        ],
      },
    });
    const api = fakeAdminApi({ customer: async () => aCustomerDetail(), adjustPoints: async () => adjusted });
    renderStaff('/gestion/clients/12', { api, member: aStaffMember() });
    const panel = await screen.findByRole('region', { name: 'Ajuster les points' });
    await user.type(within(panel).getByLabelText('Points'), '0');
    await user.click(within(panel).getByRole('button', { name: 'Ajuster' }));
    expect(within(panel).getByText(/Saisissez un nombre entier de points, différent de 0/)).toBeInTheDocument();
    expect(within(panel).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('Points'));
    await user.type(within(panel).getByLabelText('Points'), '-20');
    await user.type(within(panel).getByLabelText('Motif'), 'Geste commercial annulé');
    await user.click(within(panel).getByRole('button', { name: 'Ajuster' }));
    expect(api.adjustPoints).toHaveBeenCalledWith(12, { delta: -20, reason: 'Geste commercial annulé' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('-20 points ajustés.');
    expect(screen.getByRole('region', { name: 'Points de fidélité : 20 points' })).toHaveTextContent('-20 · ajustement · Geste commercial annulé');
    expect(within(panel).getByLabelText('Points')).toHaveValue('');
  });

  it('says when the customer does not exist', async () => {
    renderStaff('/gestion/clients/999', {
      api: fakeAdminApi({ customer: () => Promise.reject(refused(404, "Ce client n'existe pas.")) }),
      member: aStaffMember(),
    });
    expect(await screen.findByText("Ce client n'existe pas.")).toBeInTheDocument();
  });
});
