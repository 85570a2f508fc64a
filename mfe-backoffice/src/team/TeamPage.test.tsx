import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStaffAccount, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const ME = aStaffAccount({ ...anOwner(), open_sessions: 1 });
const LUCAS = aStaffAccount();

describe('/gestion/equipe (owners)', () => {
  it('invites a member by e-mail and role, and shows the enrolment link to hand over', async () => {
    const invited = aStaffAccount({ id: 3, email: 'ines@nougaterie.test', name: '', enrolled: false, last_login_at: null, open_sessions: 0 });
    const api = fakeAdminApi({
      staff: async () => ({ staff: [ME, LUCAS] }),
      invite: async () => ({ member: invited, enrol_url: 'http://localhost:3000/gestion/inscription/tok-ines', expires_at: '2026-12-03T08:00:00.000Z' }),
    });
    renderStaff('/gestion/equipe', { api, member: anOwner() });
    expect(await screen.findByRole('heading', { name: '2 membres' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'ines@nougaterie.test');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Responsable');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(api.invite).toHaveBeenCalledWith({ email: 'ines@nougaterie.test', role: 'owner' });
    const link = await screen.findByRole('region', { name: 'Lien d’inscription de ines@nougaterie.test' });
    expect(link).toHaveTextContent('http://localhost:3000/gestion/inscription/tok-ines');
    expect(screen.getByRole('heading', { name: '3 membres' })).toBeInTheDocument();
    expect(screen.getByText(/inscription en attente/)).toBeInTheDocument();
  });

  it("closes a member's sessions, disables them after asking, and never offers it on one's own account", async () => {
    const api = fakeAdminApi({
      staff: async () => ({ staff: [ME, LUCAS] }),
      closeSessions: async () => aStaffAccount({ open_sessions: 0 }),
      disable: async () => aStaffAccount({ open_sessions: 0, disabled: true }),
    });
    renderStaff('/gestion/equipe', { api, member: anOwner() });
    const [mine, lucas] = await screen.findAllByRole('listitem');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(lucas).getByRole('button', { name: 'Fermer les sessions — Lucas Martin' }));
    expect(api.closeSessions).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Les sessions de Lucas Martin sont fermées.')).toBeInTheDocument();
    expect(lucas).toHaveTextContent('aucune session ouverte');

    await user.click(within(lucas).getByRole('button', { name: 'Désactiver — Lucas Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Désactiver Lucas Martin ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, désactiver' }));
    expect(api.disable).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lucas).toHaveTextContent('désactivé');
  });

  it("shows the api's refusal", async () => {
    const api = fakeAdminApi({ staff: async () => ({ staff: [ME, LUCAS] }), reinvite: () => Promise.reject(refused(409, 'Déjà inscrit.')) });
    renderStaff('/gestion/equipe', { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Nouvelle invitation — Lucas Martin' }));
    expect(await screen.findByText('Déjà inscrit.')).toBeInTheDocument();
    expect(screen.getByText('Déjà inscrit.').closest('[role="alert"]')).not.toBeNull();
  });
});
