import { screen, within } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { LoyaltyPage } from './LoyaltyPage.js';

const user = setupUser();

function setup(points: jest.Mock, lang: 'fr' | 'en' = 'fr') {
  const { ctx } = createFakeContext({ lang, store: { user: makeUser({ points: 12 }) }, api: { auth: { points } } });
  renderPage(LoyaltyPage, ctx, { path: '*', url: '/mon-compte/mes-points-de-fidelite' });
}

describe('/mon-compte/mes-points-de-fidelite', () => {
  it('shows the balance and the history from the api', async () => {
    setup(
      jest.fn().mockResolvedValue({
        balance: 20,
        history: [
          { delta: -5, reason: 'spent', order_reference: 'NSD-2026-000124', created_at: '2026-04-02T09:00:00.000Z' },
          { delta: 25, reason: 'order', order_reference: 'NSD-2026-000123', created_at: '2026-03-14T10:00:00.000Z' },
        ],
      }),
    );
    const rows = await screen.findAllByRole('row');
    expect(screen.getByText('20 points')).toBeInTheDocument();
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Utilisés sur la commande NSD-2026-000124')).toBeInTheDocument();
    expect(within(rows[1]).getByText('−5')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Commande NSD-2026-000123')).toBeInTheDocument();
    expect(within(rows[2]).getByText('+25')).toBeInTheDocument();
    expect(within(rows[2]).getByText('14 mars 2026')).toBeInTheDocument();
  });

  it("words the shop's cancellations and adjustments, with the reason the shop gave", async () => {
    setup(
      jest.fn().mockResolvedValue({
        balance: 10,
        history: [
          { delta: 10, reason: 'adjustment', order_reference: null, note: 'Colis arrivé abîmé', created_at: '2026-04-03T09:00:00.000Z' },
          { delta: -3, reason: 'cancelled', order_reference: 'NSD-2026-000124', created_at: '2026-04-02T09:00:00.000Z' },
          { delta: 5, reason: 'refund', order_reference: 'NSD-2026-000124', created_at: '2026-04-02T09:00:00.000Z' },
        ],
      }),
    );
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Ajustement de la boutique : Colis arrivé abîmé')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Repris : commande NSD-2026-000124 annulée')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Rendus pour la commande NSD-2026-000124')).toBeInTheDocument();
  });

  it('says when there is no history yet, in English', async () => {
    setup(jest.fn().mockResolvedValue({ balance: 0, history: [] }), 'en');
    expect(await screen.findByText('No points movement yet.')).toBeInTheDocument();
    expect(screen.getByText('0 points')).toBeInTheDocument();
  });

  it('keeps the balance from the session and offers a retry when the history fails', async () => {
    const points = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ balance: 12, history: [] });
    setup(points);
    expect(await screen.findByText("Ces informations n'ont pas pu être chargées.")).toBeInTheDocument();
    expect(screen.getByText('12 points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun mouvement de points pour le moment.')).toBeInTheDocument();
  });
});
