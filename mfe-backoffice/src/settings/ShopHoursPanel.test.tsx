import type { ShopHours } from '@nougaterie/contracts';
import { SHOP_OPENING_SEASONS } from '@nougaterie/contracts/rules';
import { setupUser } from '@nougaterie/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const SETTINGS = { card_payment_expiry_minutes: 60, transfer_reminder_days: 5, transfer_expiry_days: 10 };
const stored = (): ShopHours => ({ seasons: JSON.parse(JSON.stringify(SHOP_OPENING_SEASONS)), closures: [] });

async function openPanel(save = async (hours: ShopHours) => hours) {
  const api = fakeAdminApi({ expirySettings: async () => SETTINGS, shopHours: async () => stored(), updateShopHours: save });
  renderStaff('/gestion/reglages', { api, member: anOwner() });
  const panel = await screen.findByRole('region', { name: 'Horaires et fermetures' });
  await within(panel).findByText('Aucune fermeture prévue.');
  return { api, panel };
}

describe('/gestion/reglages: the opening hours and closures panel', () => {
  it('adds a closing day and changes a slot, and saves them', async () => {
    const user = setupUser();
    const { api, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une fermeture' }));
    const closure = within(panel).getByRole('group', { name: 'Fermeture 1' });
    await user.type(within(closure).getByLabelText('Du'), '2026-12-25');
    await user.type(within(closure).getByLabelText('Motif (français)'), 'Noël');
    await user.type(within(closure).getByLabelText('Motif (anglais)'), 'Christmas');
    const winter = within(panel).getByRole('group', { name: 'Hiver' });
    const tuesday = within(winter).getByLabelText('Mardi');
    expect(tuesday).toHaveValue('09:30-12:30, 14:00-18:00');
    await user.clear(tuesday);
    await user.type(tuesday, '9:30-12:30');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les horaires' }));
    await waitFor(() => expect(api.updateShopHours).toHaveBeenCalledTimes(1));
    const sent = api.updateShopHours.mock.calls[0][0];
    expect(sent.closures).toEqual([{ from: '2026-12-25', to: '2026-12-25', reason: { fr: 'Noël', en: 'Christmas' } }]);
    expect(sent.seasons.find((season) => season.id === 'winter')!.week[2]).toEqual([{ from: '09:30', to: '12:30' }]);
    expect(sent.seasons.find((season) => season.id === 'mid')).toEqual(SHOP_OPENING_SEASONS.find((season) => season.id === 'mid'));
    expect(await within(panel).findByText('Horaires enregistrés : le site les affiche désormais.')).toBeInTheDocument();
  });

  it('refuses a closure without reason or backwards, and a slot it cannot read, before asking the api', async () => {
    const user = setupUser();
    const { api, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une fermeture' }));
    const closure = within(panel).getByRole('group', { name: 'Fermeture 1' });
    await user.type(within(closure).getByLabelText('Du'), '2026-12-26');
    await user.clear(within(closure).getByLabelText('Au (inclus)'));
    await user.type(within(closure).getByLabelText('Au (inclus)'), '2026-12-25');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(
      await within(panel).findByText(/Fermeture 1 : la fin vient avant le début\. Fermeture 1 : le motif en français est obligatoire\./),
    ).toBeInTheDocument();
    const summer = within(panel).getByRole('group', { name: 'Été' });
    await user.type(within(summer).getByLabelText('Lundi'), ', midi');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await within(panel).findByText(/Été : « midi » ne se lit pas/)).toBeInTheDocument();
    expect(api.updateShopHours).not.toHaveBeenCalled();
  });
});
