import { FIRM, type Firm } from '@nougaterie/contracts';
import { firmPlaceholders } from '@nougaterie/contracts/admin';
import { setupUser } from '@nougaterie/ui/testing';
import { screen, within } from '@testing-library/react';
import { anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

// A file of its own: the phone library loads once per page (here once per file), so a test after
// another panel's would find it loaded whoever asked for it.
it("refuses a phone number that has a phone's shape but that no French number has, before asking the api", async () => {
  const user = setupUser();
  const api = fakeAdminApi({
    shopIdentity: async () => ({ firm: JSON.parse(JSON.stringify(FIRM)) as Firm, placeholders: firmPlaceholders(FIRM) }),
    updateShopIdentity: async (firm: Firm) => ({ firm, placeholders: [] }),
  });
  renderStaff('/gestion/reglages', { api, member: anOwner() });
  const panel = await screen.findByRole('region', { name: 'Identité de la boutique' });
  const phone = await within(panel).findByLabelText(/^Téléphone affiché/);
  await user.clear(phone);
  // Eight digits: six to seventeen make a phone's shape; a French number has ten.
  await user.type(phone, '01 23 45 67');
  await user.click(within(panel).getByRole('button', { name: "Enregistrer l'identité" }));
  expect(await within(panel).findByText("Ce numéro de téléphone n'est pas valide.")).toBeInTheDocument();
  expect(api.updateShopIdentity).not.toHaveBeenCalled();
});
