import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const MONEY = { franco_port: 90, fidelite_from: 10, point_value: 0.1 };

function render(overrides: Parameters<typeof fakeAdminApi>[0] = {}, lang: 'fr' | 'en' = 'fr') {
  const api = fakeAdminApi({
    expirySettings: async () => ({ card_payment_expiry_minutes: 60, transfer_reminder_days: 5, transfer_expiry_days: 10 }),
    maintenance: async () => ({ on: false }),
    shippingRates: async () => ({ methods: [], zones: [], tables: [] }),
    moneySettings: async () => MONEY,
    updateMoneySettings: async (next: typeof MONEY) => next,
    ...overrides,
  });
  renderStaff('/gestion/reglages', { api, member: anOwner(), lang });
  return api;
}

describe('the settings page’s free shipping and loyalty panel', () => {
  it('shows the amounts as written in France and saves new ones in euros', async () => {
    const user = setupUser();
    const api = render();
    const panel = await screen.findByRole('region', { name: 'Livraison offerte et fidélité' });
    const franco = await within(panel).findByLabelText('Livraison offerte dès (€ d’achats, France métropolitaine)');
    expect(franco).toHaveValue('90');
    expect(within(panel).getByLabelText('Valeur d’un point de fidélité (€)')).toHaveValue('0,10');
    await user.clear(franco);
    await user.type(franco, '75,50');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.updateMoneySettings).toHaveBeenCalledWith({ ...MONEY, franco_port: 75.5 }));
    expect(await within(panel).findByText('Livraison offerte et fidélité enregistrées.')).toBeInTheDocument();
  });

  it('refuses 0, a negative value or a third decimal before asking the api', async () => {
    const user = setupUser();
    const api = render();
    const panel = await screen.findByRole('region', { name: 'Livraison offerte et fidélité' });
    const step = await within(panel).findByLabelText('Achats pour 1 point de fidélité (€)');
    await user.clear(step);
    await user.type(step, '0');
    const point = within(panel).getByLabelText('Valeur d’un point de fidélité (€)');
    await user.clear(point);
    await user.type(point, '0,125');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findByText('Saisissez un montant supérieur à 0 € et d’au plus 10 000 €, au centime près.')).toBeInTheDocument();
    expect(within(panel).getByText('Saisissez une valeur supérieure à 0 € et d’au plus 100 €, au centime près (par exemple 0,10).')).toBeInTheDocument();
    expect(api.updateMoneySettings).not.toHaveBeenCalled();
  });

  it('says it in English, and shows the api’s refusal', async () => {
    const user = setupUser();
    render(
      {
        updateMoneySettings: async () => {
          throw refused(403, 'Only an owner may do this.', 'OWNER_ONLY');
        },
      },
      'en',
    );
    const panel = await screen.findByRole('region', { name: 'Free shipping and loyalty' });
    const franco = await within(panel).findByLabelText('Free shipping from (€ of products, metropolitan France)');
    await user.clear(franco);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter an amount above €0 and at most €10,000, to the cent (e.g. 90 or 89.90).')).toBeInTheDocument();
    await user.type(franco, '60');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Only an owner may do this.')).toBeInTheDocument();
  });
});
