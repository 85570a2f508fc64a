import { ApiError } from '@nougaterie/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { LoginPage } from './LoginPage.js';

const PATH = '/sign/login';
const user = setupUser();

/** `answer`: an error the login rejects with, or 'ok' to sign in as the real store does. */
function setup(url: string, answer: Error | 'ok' = 'ok', lang: 'fr' | 'en' = 'fr') {
  const { ctx, store } = createFakeContext({ lang });
  const login = jest.fn(async () => {
    if (answer !== 'ok') throw answer;
    store.subjects.user.next(makeUser());
    return makeUser();
  });
  store.login = login;
  renderPage(LoginPage, ctx, { path: PATH, url });
  return login;
}

const location = () => screen.getByTestId('location').textContent;

describe('/sign/login', () => {
  it.each([
    ['fr', 'Adresse e-mail', 'Mot de passe', 'Se connecter', 'Ce champ est obligatoire.', 'Indiquez une adresse e-mail valide'],
    ['en', 'E-mail address', 'Password', 'Log in', 'This field is required.', 'Enter a valid e-mail address'],
  ] as const)('refuses empty fields and a bad e-mail inline, in %s', async (lang, emailLabel, passwordLabel, submit, requiredText, emailText) => {
    const login = setup(PATH, 'ok', lang);
    await user.click(screen.getByRole('button', { name: submit }));
    const alerts = screen.getAllByRole('alert').filter((a) => a.textContent);
    expect(alerts.map((a) => a.textContent)).toEqual([requiredText, requiredText]);
    expect(screen.getByLabelText(emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(emailLabel)).toHaveFocus();

    await user.type(screen.getByLabelText(emailLabel), 'mireille@');
    await user.type(screen.getByLabelText(passwordLabel), 'secret');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByLabelText(emailLabel)).toHaveAccessibleDescription(expect.stringContaining(emailText));
    expect(login).not.toHaveBeenCalled();
  });

  async function fillAndSubmit() {
    await user.type(screen.getByLabelText('Adresse e-mail'), 'mireille@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'lavande-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  }

  it('logs in through the store and goes to the redirect', async () => {
    const login = setup('/sign/login?redirect=%2Fmon-compte%2Fmes-commandes%3Fpage%3D2');
    await fillAndSubmit();
    expect(login).toHaveBeenCalledWith({ email: 'mireille@example.fr', password: 'lavande-2026' });
    await waitFor(() => expect(location()).toBe('/mon-compte/mes-commandes?page=2'));
  });

  it.each(['https://evil.example/phish', '//evil.example'])('refuses the off-site redirect %s and goes home', async (redirect) => {
    setup(`/sign/login?redirect=${encodeURIComponent(redirect)}`);
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the server's message and keeps what was typed", async () => {
    const refusal = new ApiError('Request failed', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Identifiants incorrects, réessayez.' },
    });
    setup('/sign/login?redirect=%2Fboutique', refusal);
    await fillAndSubmit();
    expect(await screen.findByText('Identifiants incorrects, réessayez.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('mireille@example.fr');
    expect(location()).toBe('/sign/login?redirect=%2Fboutique');
  });

  it('explains a network failure in words of its own', async () => {
    setup(PATH, new ApiError('Network Error', { status: 0, code: 'ERR_NETWORK' }));
    await fillAndSubmit();
    expect(await screen.findByText(/Le serveur ne répond pas/)).toBeInTheDocument();
  });

  it('carries the redirect to the registration link', () => {
    setup('/sign/login?redirect=%2Fboutique%2Fpaiement');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/sign/register?redirect=%2Fboutique%2Fpaiement');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/sign/forgot-password');
  });
});
