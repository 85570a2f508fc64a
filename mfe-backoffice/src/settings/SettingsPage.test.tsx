import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const SETTINGS = { card_payment_expiry_minutes: 60, transfer_reminder_days: 5, transfer_expiry_days: 10 };

describe('/gestion/reglages (owners)', () => {
  it('shows the unpaid-order delays and saves new ones', async () => {
    const user = setupUser();
    const api = fakeAdminApi({
      expirySettings: async () => SETTINGS,
      updateExpirySettings: async (next) => next,
    });
    renderStaff('/gestion/reglages', { api, member: anOwner() });
    const card = await screen.findByLabelText('Paiement par carte non abouti : annulation après (minutes)');
    expect(card).toHaveValue('60');
    const cancel = screen.getByLabelText('Virement attendu : annulation après (jours)');
    await user.clear(cancel);
    await user.type(cancel, '14');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.updateExpirySettings).toHaveBeenCalledWith({ ...SETTINGS, transfer_expiry_days: 14 }));
    expect(await screen.findByText(/^Réglages enregistrés/)).toBeInTheDocument();
  });

  it('refuses a delay out of bounds, or a cancellation before the reminder, before asking the api', async () => {
    const user = setupUser();
    const api = fakeAdminApi({ expirySettings: async () => SETTINGS, updateExpirySettings: async (next) => next });
    renderStaff('/gestion/reglages', { api, member: anOwner() });
    const card = await screen.findByLabelText('Paiement par carte non abouti : annulation après (minutes)');
    await user.clear(card);
    await user.type(card, '5');
    const cancel = screen.getByLabelText('Virement attendu : annulation après (jours)');
    await user.clear(cancel);
    await user.type(cancel, '3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez un nombre entier entre 15 et 10080.')).toBeInTheDocument();
    expect(screen.getByText("L'annulation doit venir après la relance.")).toBeInTheDocument();
    expect(api.updateExpirySettings).not.toHaveBeenCalled();
  });

  it('puts the shop under maintenance after a second click, and reopens it', async () => {
    const user = setupUser();
    const api = fakeAdminApi({
      expirySettings: async () => SETTINGS,
      maintenance: async () => ({ on: false }),
      setMaintenance: async (next) => next,
    });
    renderStaff('/gestion/reglages', { api, member: anOwner() });
    const panel = await screen.findByRole('region', { name: 'Maintenance de la boutique' });
    expect(await within(panel).findByText('La boutique est ouverte.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mettre la boutique en maintenance' }));
    expect(api.setMaintenance).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Annuler' }));
    await user.click(within(panel).getByRole('button', { name: 'Mettre la boutique en maintenance' }));
    await user.click(within(panel).getByRole('button', { name: 'Oui, mettre en maintenance' }));
    expect(api.setMaintenance).toHaveBeenCalledWith({ on: true });
    expect(await within(panel).findByText('La boutique est maintenant en maintenance.')).toBeInTheDocument();
    expect(within(panel).getByText('La boutique est en maintenance : les clients ne peuvent pas commander.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Rouvrir la boutique' }));
    expect(api.setMaintenance).toHaveBeenLastCalledWith({ on: false });
    expect(await within(panel).findByText('La boutique est rouverte.')).toBeInTheDocument();
  });

  it('says why the switch could not be changed', async () => {
    const user = setupUser();
    const api = fakeAdminApi({
      expirySettings: async () => SETTINGS,
      maintenance: async () => ({ on: true }),
      setMaintenance: async () => {
        throw refused(403, 'Réservé aux propriétaires.', 'OWNER_ONLY');
      },
    });
    renderStaff('/gestion/reglages', { api, member: anOwner() });
    const panel = await screen.findByRole('region', { name: 'Maintenance de la boutique' });
    await user.click(await within(panel).findByRole('button', { name: 'Rouvrir la boutique' }));
    expect(await within(panel).findByText('Réservé aux propriétaires.')).toBeInTheDocument();
  });
});
