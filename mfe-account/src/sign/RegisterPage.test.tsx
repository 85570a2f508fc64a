import { ApiError, PASSWORD_MIN_LENGTH } from '@nougaterie/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { RegisterPage } from './RegisterPage.js';

const user = setupUser();

function setup(url = '/sign/register', lang: 'fr' | 'en' = 'fr') {
  const register = jest.fn();
  const { ctx, store } = createFakeContext({ lang, api: { auth: { register } } });
  // Signs in with the token as the real store does (the fake puts the user in the store).
  const loginWithToken = jest.spyOn(store, 'loginWithToken');
  renderPage(RegisterPage, ctx, { path: '/sign/register', url });
  return { register, loginWithToken };
}

async function fill(password: string, confirm = password) {
  await user.type(screen.getByLabelText('Prénom'), 'Mireille');
  await user.type(screen.getByLabelText('Nom'), 'Arnaud');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'mireille@example.fr');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.type(screen.getByLabelText('Confirmez le mot de passe'), confirm);
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

describe('/sign/register', () => {
  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters and a matching confirmation`, async () => {
    const { register } = setup();
    await fill('a'.repeat(PASSWORD_MIN_LENGTH - 1), 'different');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(`Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);
    expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    expect(register).not.toHaveBeenCalled();
  });

  it('says, before the account is created, what is kept, how long and where the rights are (GDPR art. 13)', () => {
    setup('/sign/register', 'en');
    expect(screen.getByText(/SARL Nougaterie de Saint-Didier keeps them until you close your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'data protection policy' })).toHaveAttribute('href', '/legal/politique-protection-donnees-rgpd');
  });

  it('says the rule in English too', async () => {
    setup('/sign/register', 'en');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  });

  it('registers, signs in with the returned token for its lifetime, and follows the redirect', async () => {
    const { register, loginWithToken } = setup('/sign/register?redirect=%2Fmon-compte');
    const user = makeUser();
    register.mockResolvedValue({ access_token: 'tok-1', expires_in: 2_592_000, user });
    await fill('amandes-et-miel');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mon-compte'));
    expect(register).toHaveBeenCalledWith({
      firstname: 'Mireille',
      lastname: 'Arnaud',
      email: 'mireille@example.fr',
      password: 'amandes-et-miel',
      lang: 'fr',
    });
    expect(loginWithToken).toHaveBeenCalledWith('tok-1', user, 2_592_000);
  });

  it("shows the server's refusal and keeps the form filled", async () => {
    const { register, loginWithToken } = setup();
    register.mockRejectedValue(
      new ApiError('Conflict', { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Un compte existe déjà avec cette adresse.' } }),
    );
    await fill('amandes-et-miel');
    expect(await screen.findByText('Un compte existe déjà avec cette adresse.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Mireille');
    expect(loginWithToken).not.toHaveBeenCalled();
  });
});
