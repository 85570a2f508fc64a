import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const location = () => screen.getByTestId('location').textContent;

async function fill(code = '123456') {
  await user.type(await screen.findByLabelText('Adresse e-mail'), 'claire@nougaterie.test');
  await user.type(screen.getByLabelText('Mot de passe'), 'un mot de passe long');
  await user.type(screen.getByLabelText('Code de l’application ou code de secours'), code);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('/gestion/connexion', () => {
  it('sends a signed-out visitor of any back-office page to the sign-in, and back there after', async () => {
    const api = fakeAdminApi({
      login: async () => ({ token: 'tok-staff', expires_at: '2026-11-26T20:00:00.000Z', staff: anOwner() }),
      dashboard: () => new Promise(() => undefined),
    });
    const { tokens } = renderStaff('/gestion/commandes?status=paid', { api, member: null });
    await waitFor(() => expect(location()).toBe('/gestion/connexion?retour=%2Fgestion%2Fcommandes%3Fstatus%3Dpaid'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await fill(' ABCDE-12345 ');
    expect(api.login).toHaveBeenCalledWith({ email: 'claire@nougaterie.test', password: 'un mot de passe long', code: 'abcde-12345' });
    await waitFor(() => expect(location()).toBe('/gestion/commandes?status=paid'));
    expect(tokens.value).toBe('tok-staff');
    expect(screen.getByText('Connecté : Claire Reynaud')).toBeInTheDocument();
  });

  it('refuses a malformed code before asking the api', async () => {
    const api = fakeAdminApi();
    renderStaff('/gestion/connexion', { api, member: null });
    await fill('12345');
    expect(await screen.findByText(/Saisissez les 6 chiffres de l’application/)).toBeInTheDocument();
    expect(screen.getByLabelText('Code de l’application ou code de secours')).toHaveFocus();
    expect(api.login).not.toHaveBeenCalled();
  });

  it.each([
    ['fr', refused(401, 'E-mail, mot de passe ou code incorrect.'), 'E-mail, mot de passe ou code incorrect.'],
    ['fr', refused(429, 'Trop de tentatives. Par sécurité, réessayez dans 14 minutes.'), 'Trop de tentatives. Par sécurité, réessayez dans 14 minutes.'],
    ['fr', refused(429), 'Trop de tentatives. Par sécurité, réessayez dans quelques minutes.'],
    ['en', refused(401, 'E-mail, mot de passe ou code incorrect.'), 'Wrong e-mail, password or code.'],
  ] as const)('says why a login is refused (%s, %s)', async (lang, error, sentence) => {
    const api = fakeAdminApi({ login: () => Promise.reject(error) });
    const { tokens } = renderStaff('/gestion/connexion', { api, member: null, lang });
    if (lang === 'en') {
      await user.type(await screen.findByLabelText('E-mail address'), 'claire@nougaterie.test');
      await user.type(screen.getByLabelText('Password'), 'un mot de passe long');
      await user.type(screen.getByLabelText('App code or recovery code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
    } else {
      await fill();
    }
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(tokens.value).toBeNull();
  });

  it('goes straight to the dashboard when a session is already open', async () => {
    renderStaff('/gestion/connexion?retour=https%3A%2F%2Fevil.example', {
      api: fakeAdminApi({ dashboard: () => new Promise(() => undefined) }),
      member: anOwner(),
    });
    await waitFor(() => expect(location()).toBe('/gestion'));
  });
});

describe('the staff session', () => {
  it('forgets a stored token the api no longer accepts', async () => {
    const api = fakeAdminApi({ me: () => Promise.reject(refused(401)) });
    const { tokens } = renderStaff('/gestion/stock', { api, member: null, token: 'old-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à la gestion' })).toBeInTheDocument();
    expect(screen.getByText('Votre session a expiré ou a été fermée. Reconnectez-vous.')).toBeInTheDocument();
    expect(tokens.value).toBeNull();
    expect(api.me).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 from any page, saying so', async () => {
    const api = fakeAdminApi({ dashboard: () => Promise.reject(refused(401)) });
    const { tokens } = renderStaff('/gestion', { api, member: anOwner() });
    expect(await screen.findByText('Votre session a expiré ou a été fermée. Reconnectez-vous.')).toBeInTheDocument();
    expect(tokens.value).toBeNull();
    expect(location()).toBe('/gestion/connexion?retour=%2Fgestion');
  });

  it('logs out through the api and forgets the token', async () => {
    const api = fakeAdminApi({ dashboard: () => new Promise(() => undefined), logout: async () => undefined });
    const { tokens } = renderStaff('/gestion', { api, member: anOwner() });
    // The menu is folded until opened (on a phone; jsdom applies no media query).
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(api.logout).toHaveBeenCalled();
    expect(await screen.findByText('Vous êtes déconnecté de la gestion.')).toBeInTheDocument();
    expect(tokens.value).toBeNull();
  });
});
