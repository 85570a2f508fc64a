import { screen, waitFor, within } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser, testSettings } from '@nougaterie/ui/testing';
import { LoyaltyPage } from './LoyaltyPage.js';
import { OrdersPage } from './OrdersPage.js';
import { ProfilePage } from './ProfilePage.js';

const user = setupUser();

describe('/mon-compte', () => {
  it('shows the profile from the store, marks the current space, and logs out', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    const { ctx } = createFakeContext({ store: { user: makeUser(), actions: { logout } } });
    renderPage(ProfilePage, ctx, { path: '/mon-compte/mon-espace', url: '/mon-compte/mon-espace' });
    expect(screen.getByRole('heading', { name: 'Bonjour Mireille !' })).toBeInTheDocument();
    expect(screen.getByText('mireille@example.fr')).toBeInTheDocument();
    expect(screen.getByText('12 points')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Mon espace' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(logout).toHaveBeenCalled();
  });

  it('explains how points are earned from the fidelite_from setting', async () => {
    const points = jest.fn().mockResolvedValue({ balance: 1, history: [] });
    const { ctx } = createFakeContext({
      lang: 'en',
      store: { user: makeUser({ points: 1 }), settings: { ...testSettings, fidelite_from: 10 } },
      api: { auth: { points } },
    });
    renderPage(LoyaltyPage, ctx, { path: '*', url: '/mon-compte/mes-points-de-fidelite' });
    expect(await screen.findByText('No points movement yet.')).toBeInTheDocument();
    expect(screen.getByText('1 point')).toBeInTheDocument();
    expect(screen.getByText(/whole part of your products amount divided by €10\.00/)).toBeInTheDocument();
    expect(screen.getByText('For example, €57.50 of products earns you 5 points.')).toBeInTheDocument();
  });

  it('lists the orders from the api, or says there are none', async () => {
    const userOrders = jest.fn().mockResolvedValue({ orders: [] });
    const { ctx } = createFakeContext({ store: { user: makeUser() }, api: { auth: { userOrders } } });
    renderPage(OrdersPage, ctx, { path: '*', url: '/mon-compte/mes-commandes' });
    expect(await screen.findByText("Vous n'avez pas encore passé de commande.")).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    const userOrders = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ orders: [] });
    const { ctx } = createFakeContext({ store: { user: makeUser() }, api: { auth: { userOrders } } });
    renderPage(OrdersPage, ctx, { path: '*', url: '/mon-compte/mes-commandes' });
    expect(await screen.findByText("Ces informations n'ont pas pu être chargées.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Vous n'avez pas encore passé de commande.")).toBeInTheDocument();
  });
});
