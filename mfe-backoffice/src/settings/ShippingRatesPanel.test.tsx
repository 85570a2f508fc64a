import type { ShippingRates, ShippingRatesForm } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const RATES: ShippingRates = {
  methods: [
    { id: 1, kind: 'home', name_fr: 'Livraison à domicile', name_en: 'Home delivery' },
    { id: 2, kind: 'relay', name_fr: 'Point relais', name_en: 'Relay point' },
    { id: 3, kind: 'shop', name_fr: 'Retrait à la boutique', name_en: 'Shop pick-up' },
  ],
  zones: ['metro', 'corsica', 'overseas', 'eu'],
  tables: [
    {
      method_id: 1,
      zone: 'metro',
      bands: [
        { max_weight_g: 250, price: 4.95 },
        { max_weight_g: 1000, price: 8.5 },
      ],
    },
    { method_id: 2, zone: 'metro', bands: [{ max_weight_g: 500, price: 3.9 }] },
  ],
};

function render(lang: 'fr' | 'en' = 'fr') {
  const api = fakeAdminApi({
    expirySettings: async () => ({ card_payment_expiry_minutes: 60, transfer_reminder_days: 5, transfer_expiry_days: 10 }),
    maintenance: async () => ({ on: false }),
    moneySettings: async () => ({ franco_port: 90, fidelite_from: 10, point_value: 0.1 }),
    shippingRates: async () => RATES,
    updateShippingRates: async (form: ShippingRatesForm) => ({ ...RATES, tables: form.tables.filter((t) => t.bands.length > 0) }),
  });
  renderStaff('/gestion/reglages', { api, member: anOwner(), lang });
  return api;
}

describe('the settings page’s shipping prices panel', () => {
  it('shows one table at a time; changes a price, adds a band, and saves every table', async () => {
    const user = setupUser();
    const api = render();
    const panel = await screen.findByRole('region', { name: 'Tarifs de livraison' });
    const picker = await within(panel).findByLabelText('Mode et zone');
    // The pick-up is free: it has no table.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Livraison à domicile – France métropolitaine',
      'Livraison à domicile – Corse',
      'Livraison à domicile – Outre-mer',
      'Livraison à domicile – Union européenne',
      'Point relais – France métropolitaine',
      'Point relais – Corse',
      'Point relais – Outre-mer',
      'Point relais – Union européenne',
    ]);
    const price = within(panel).getByLabelText('tranche 1, Prix TTC (€)');
    expect(price).toHaveValue('4,95');
    expect(within(panel).getByLabelText('tranche 2, De 250 g jusqu’à (g)')).toHaveValue('1000');
    await user.clear(price);
    await user.type(price, '5,20');
    await user.selectOptions(picker, 'Livraison à domicile – Corse');
    expect(within(panel).getByText('Ce mode ne livre pas cette zone.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une tranche' }));
    await user.type(within(panel).getByLabelText('tranche 1, De 0 g jusqu’à (g)'), '2000');
    await user.type(within(panel).getByLabelText('tranche 1, Prix TTC (€)'), '14,90');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les tarifs' }));
    await waitFor(() => expect(api.updateShippingRates).toHaveBeenCalled());
    const form = api.updateShippingRates.mock.calls[0][0];
    expect(form.tables).toHaveLength(8);
    expect(form.tables.find((t) => t.method_id === 1 && t.zone === 'metro')!.bands).toEqual([
      { max_weight_g: 250, price: 5.2 },
      { max_weight_g: 1000, price: 8.5 },
    ]);
    expect(form.tables.find((t) => t.method_id === 1 && t.zone === 'corsica')!.bands).toEqual([{ max_weight_g: 2000, price: 14.9 }]);
    expect(await within(panel).findByText('Tarifs de livraison enregistrés.')).toBeInTheDocument();
  });

  it('refuses bands that do not go up and a bad price, naming the table and band, before asking the api', async () => {
    const user = setupUser();
    const api = render();
    const panel = await screen.findByRole('region', { name: 'Tarifs de livraison' });
    const second = await within(panel).findByLabelText('tranche 2, De 250 g jusqu’à (g)');
    await user.clear(second);
    await user.type(second, '200');
    const price = within(panel).getByLabelText('tranche 1, Prix TTC (€)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les tarifs' }));
    const alert = await within(panel).findByText('Les tarifs n’ont pas été enregistrés :');
    const items = within(alert.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Livraison à domicile – France métropolitaine, tranche 1 : le prix est de 0 € ou plus (au plus 1 000 €), au centime près.',
      'Livraison à domicile – France métropolitaine, tranche 2 : chaque tranche va jusqu’à un poids plus lourd que la précédente.',
    ]);
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateShippingRates).not.toHaveBeenCalled();
  });

  it('removes a band, in English', async () => {
    const user = setupUser();
    const api = render('en');
    const panel = await screen.findByRole('region', { name: 'Shipping prices' });
    await user.click(await within(panel).findByRole('button', { name: 'Remove band 1' }));
    expect(within(panel).getByLabelText('band 1, From 0 g up to (g)')).toHaveValue('1000');
    await user.click(within(panel).getByRole('button', { name: 'Save the prices' }));
    await waitFor(() => expect(api.updateShippingRates).toHaveBeenCalled());
    const form = api.updateShippingRates.mock.calls[0][0];
    expect(form.tables.find((t) => t.method_id === 1 && t.zone === 'metro')!.bands).toEqual([{ max_weight_g: 1000, price: 8.5 }]);
  });
});
