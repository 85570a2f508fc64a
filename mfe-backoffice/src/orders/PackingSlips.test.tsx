import { screen, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOrder, anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();

describe('packing slips', () => {
  it("prints one order's slip: where it goes, each line with a box to tick", async () => {
    const print = jest.fn();
    window.print = print;
    renderStaff('/gestion/commandes/NSD-2026-000042/bordereau', { api: fakeAdminApi({ order: async () => anOrder({ status: 'paid' }) }), member: anOwner() });
    const slip = await screen.findByRole('article', { name: 'Bordereau NSD-2026-000042' });
    expect(slip).toHaveTextContent('Livrer à');
    expect(slip).toHaveTextContent('3 rue des Lavandes');
    expect(
      within(slip)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2Nougat noir croquant', '1Nougat blanc tendre']);
    expect(slip).toHaveTextContent('3 articles au total');
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalled();
  });

  it('prints the slips of every order to prepare, a relay parcel with its relay and a pick-up as such', async () => {
    const relay = anOrder({
      reference: 'NSD-2026-000043',
      status: 'preparing',
      delivery_kind: 'relay',
      relay_point: {
        id: 'R1',
        name: 'Tabac de la Poste',
        address: '12 place Pie',
        zipcode: '84000',
        city: 'Avignon',
        country: 'FR',
        opening_hours: [],
        latitude: 43.9,
        longitude: 4.8,
      },
    });
    const pickup = anOrder({ reference: 'NSD-2026-000044', status: 'paid', delivery_kind: 'shop', payment_method: 'shop' });
    renderStaff('/gestion/bordereaux', { api: fakeAdminApi({ packingList: async () => ({ orders: [relay, pickup] }) }), member: anOwner() });
    expect(await screen.findByText('2 commandes à préparer, les plus anciennes d’abord.')).toBeInTheDocument();
    const slips = screen.getAllByRole('article');
    expect(slips).toHaveLength(2);
    expect(slips[0]).toHaveTextContent('Livrer àMireille Blanc Tabac de la Poste 12 place Pie 84000 Avignon');
    expect(slips[1]).toHaveTextContent('Retrait à la boutique');
  });

  it("prints the shopper's gift message on the slip, and no gift box when there is none", async () => {
    const gift = anOrder({ reference: 'NSD-2026-000045', status: 'paid', gift_message: 'Joyeux anniversaire, Mamie !' });
    const plain = anOrder({ reference: 'NSD-2026-000046', status: 'paid' });
    renderStaff('/gestion/bordereaux', { api: fakeAdminApi({ packingList: async () => ({ orders: [gift, plain] }) }), member: anOwner() });
    const [withGift, without] = await screen.findAllByRole('article');
    expect(within(withGift).getByRole('region', { name: 'Message à glisser dans le colis' })).toHaveTextContent('Joyeux anniversaire, Mamie !');
    expect(within(without).queryByText('Message à glisser dans le colis')).toBeNull();
  });

  it('says when there is nothing to prepare', async () => {
    renderStaff('/gestion/bordereaux', { api: fakeAdminApi({ packingList: async () => ({ orders: [] }) }), member: anOwner() });
    expect(await screen.findByText(/^Aucune commande à préparer ce /)).toBeInTheDocument();
  });
});
