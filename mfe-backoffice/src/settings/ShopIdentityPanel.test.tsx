import { FIRM, type Firm } from '@nougaterie/contracts';
import { firmPlaceholders } from '@nougaterie/contracts/admin';
import { setupUser } from '@nougaterie/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const demo = () => ({ firm: JSON.parse(JSON.stringify(FIRM)) as Firm, placeholders: firmPlaceholders(FIRM) });
const SETTINGS = { card_payment_expiry_minutes: 60, transfer_reminder_days: 5, transfer_expiry_days: 10 };

async function openPanel(overrides: Parameters<typeof fakeAdminApi>[0] = {}) {
  const api = fakeAdminApi({ expirySettings: async () => SETTINGS, shopIdentity: async () => demo(), ...overrides });
  renderStaff('/gestion/reglages', { api, member: anOwner() });
  const panel = await screen.findByRole('region', { name: 'Identité de la boutique' });
  await within(panel).findByLabelText(/^Téléphone affiché/);
  return { api, panel };
}

describe('/gestion/reglages: the shop identity panel', () => {
  it('shows the stored identity with its demonstration values marked, and saves a change', async () => {
    const user = setupUser();
    const { api, panel } = await openPanel({ updateShopIdentity: async (firm: Firm) => ({ firm, placeholders: [] }) });
    expect(within(panel).getByTestId('identity-placeholders')).toHaveTextContent(/SIRET, N° de TVA intracommunautaire, Directeur de la publication.*IBAN, BIC/);
    const phone = within(panel).getByLabelText('Téléphone affiché (valeur de démonstration)');
    expect(phone).toHaveValue(FIRM.phoneDisplay);
    await user.clear(phone);
    await user.type(phone, '04 90 11 22 33');
    // No longer the demonstration value: its label says so no more.
    expect(within(panel).getByLabelText('Téléphone affiché')).toHaveValue('04 90 11 22 33');
    await user.click(within(panel).getByRole('button', { name: "Enregistrer l'identité" }));
    await waitFor(() => expect(api.updateShopIdentity).toHaveBeenCalledTimes(1));
    expect(api.updateShopIdentity.mock.calls[0][0]).toEqual({ ...FIRM, phoneDisplay: '04 90 11 22 33' });
    expect(await within(panel).findByText("Identité enregistrée : le site l'affiche désormais.")).toBeInTheDocument();
    expect(within(panel).queryByTestId('identity-placeholders')).toBeNull();
  });

  it('refuses a SIRET, an IBAN or an e-mail that does not check out before asking the api', async () => {
    const user = setupUser();
    const { api, panel } = await openPanel({ updateShopIdentity: async (firm: Firm) => ({ firm, placeholders: [] }) });
    const siret = within(panel).getByLabelText(/^SIRET/);
    await user.clear(siret);
    await user.type(siret, '812 345 676 00018');
    const iban = within(panel).getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    const email = within(panel).getByLabelText(/^E-mail de la boutique/);
    await user.clear(email);
    await user.type(email, 'bonjour@');
    await user.click(within(panel).getByRole('button', { name: "Enregistrer l'identité" }));
    expect(await within(panel).findByText(/Ce SIRET n'est pas valide/)).toBeInTheDocument();
    expect(within(panel).getByText(/Cet IBAN n'est pas valide/)).toBeInTheDocument();
    expect(within(panel).getByText("Cette adresse e-mail n'est pas valide.")).toBeInTheDocument();
    expect(api.updateShopIdentity).not.toHaveBeenCalled();
  });

  it("shows the api's refusal", async () => {
    const user = setupUser();
    const { panel } = await openPanel({
      updateShopIdentity: async () => {
        throw refused(400, 'Rien n’a été enregistré : N° de TVA intracommunautaire ne correspond pas au SIREN du SIRET.', 'VALIDATION');
      },
    });
    await user.click(within(panel).getByRole('button', { name: "Enregistrer l'identité" }));
    expect(await within(panel).findByText(/ne correspond pas au SIREN du SIRET/)).toBeInTheDocument();
  });
});
