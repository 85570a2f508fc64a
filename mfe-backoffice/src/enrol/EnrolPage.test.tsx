import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const ENROLMENT = {
  email: 'lucas@nougaterie.test',
  role: 'staff',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_url: 'otpauth://totp/Nougaterie:lucas@nougaterie.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-12345`);

describe('/gestion/inscription/:token', () => {
  it('shows the QR code and the secret, creates the access, then the recovery codes once before the dashboard', async () => {
    const api = fakeAdminApi({
      enrolment: async () => ENROLMENT,
      enrol: async () => ({
        session: { token: 'tok-new', expires_at: '2026-11-26T20:00:00.000Z', staff: { ...anOwner(), id: 2, role: 'staff', name: 'Lucas Martin' } },
        recovery_codes: CODES,
      }),
      dashboard: () => new Promise(() => undefined),
    });
    const { tokens } = renderStaff('/gestion/inscription/tok-invite', { api, member: null });

    const qr = await screen.findByRole('img', { name: 'QR code à scanner avec l’application d’authentification' });
    expect(qr).toHaveAttribute('src', ENROLMENT.qr_data_url);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(screen.getByText('lucas@nougaterie.test')).toBeInTheDocument();
    expect(api.enrolment).toHaveBeenCalledWith('tok-invite');

    await user.type(screen.getByLabelText('Votre prénom et nom'), 'Lucas Martin');
    await user.type(screen.getByLabelText('Mot de passe (au moins 12 caractères)'), 'court');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'autre');
    await user.type(screen.getByLabelText('Code à 6 chiffres affiché par l’application'), '12345');
    await user.click(screen.getByRole('button', { name: 'Créer mon accès' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 12 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez les 6 chiffres affichés par l’application.')).toBeInTheDocument();
    expect(api.enrol).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Mot de passe (au moins 12 caractères)'));
    await user.type(screen.getByLabelText('Mot de passe (au moins 12 caractères)'), 'lavande et miel 2026');
    await user.clear(screen.getByLabelText('Confirmez le mot de passe'));
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'lavande et miel 2026');
    await user.type(screen.getByLabelText('Code à 6 chiffres affiché par l’application'), '6');
    await user.click(screen.getByRole('button', { name: 'Créer mon accès' }));
    expect(api.enrol).toHaveBeenCalledWith('tok-invite', { name: 'Lucas Martin', password: 'lavande et miel 2026', code: '123456' });

    const heading = await screen.findByRole('heading', { name: 'Vos codes de secours' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    // Not signed in until the codes are saved: a reload would not skip them silently.
    expect(tokens.value).toBeNull();
    const go = screen.getByRole('button', { name: 'Aller au tableau de bord' });
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText('J’ai noté mes codes de secours'));
    await user.click(go);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/gestion$/));
    expect(tokens.value).toBe('tok-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it("shows the api's words for a link no longer valid, and for a wrong code", async () => {
    renderStaff('/gestion/inscription/used', {
      api: fakeAdminApi({ enrolment: () => Promise.reject(refused(404, "Ce lien d'inscription n'est plus valable (déjà utilisé, expiré ou inconnu).")) }),
      member: null,
    });
    expect(await screen.findByText("Ce lien d'inscription n'est plus valable (déjà utilisé, expiré ou inconnu).")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer mon accès' })).not.toBeInTheDocument();
  });

  it('keeps the form and says why when the api refuses the code', async () => {
    const api = fakeAdminApi({ enrolment: async () => ENROLMENT, enrol: () => Promise.reject(refused(400, "Ce code ne correspond pas à l'application.")) });
    renderStaff('/gestion/inscription/tok-invite', { api, member: null });
    await user.type(await screen.findByLabelText('Votre prénom et nom'), 'Lucas Martin');
    await user.type(screen.getByLabelText('Mot de passe (au moins 12 caractères)'), 'lavande et miel 2026');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'lavande et miel 2026');
    await user.type(screen.getByLabelText('Code à 6 chiffres affiché par l’application'), '000000');
    await user.click(screen.getByRole('button', { name: 'Créer mon accès' }));
    expect(await screen.findByText("Ce code ne correspond pas à l'application.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vos codes de secours' })).not.toBeInTheDocument();
  });
});
