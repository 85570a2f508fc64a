import { ApiError, PASSWORD_MIN_LENGTH, type ApiClient, type Lang } from '@nougaterie/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { renderWithHomeStillLoading } from './homeStillLoading.js';
import { ProfilePage } from './ProfilePage.js';

const user = setupUser();

function refusal(status: number, code: string, message: string) {
  return new ApiError(message, { status, code, body: { statusCode: status, error: 'Bad Request', code, message } });
}

function setup({ lang = 'fr', auth = {} }: { lang?: Lang; auth?: Partial<ApiClient['auth']> } = {}) {
  const loadUser = jest.fn().mockResolvedValue(makeUser({ firstname: 'Mireille-Rose' }));
  const { ctx } = createFakeContext({ lang, store: { user: makeUser(), actions: { loadUser } }, api: { auth } });
  renderPage(ProfilePage, ctx, { path: '*', url: '/mon-compte/mon-espace' });
  return { loadUser };
}

describe('/mon-compte/mon-espace: logging out', () => {
  it('leaves the guarded space for the home page before the session ends', async () => {
    let whereAtLogout = '';
    // The session ends once the api has answered, as the store's logout does.
    const logout = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      whereAtLogout = screen.getByTestId('location').textContent ?? '';
    });
    const { ctx } = createFakeContext({ store: { user: makeUser(), actions: { logout } } });
    renderPage(ProfilePage, ctx, { path: '*', url: '/mon-compte/mon-espace' });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(whereAtLogout).not.toBe(''));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(whereAtLogout).toBe('/');
  });

  it('keeps the session while the home page is still loading, and ends it once home shows', async () => {
    const logout = jest.fn(async () => undefined);
    const { ctx } = createFakeContext({ store: { user: makeUser(), actions: { logout } } });
    const { showHome } = renderWithHomeStillLoading(ProfilePage, ctx);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    // The navigation waits for home: the space is still shown, so the session must still be there.
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();

    await showHome();
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});

describe('/mon-compte/mon-espace: personal information', () => {
  it('saves the names and phone, then reloads the user', async () => {
    const userUpdate = jest.fn().mockResolvedValue(makeUser());
    const { loadUser } = setup({ auth: { userUpdate } });
    await user.click(screen.getByRole('button', { name: 'Informations personnelles' }));
    const dialog = screen.getByRole('dialog', { name: 'Informations personnelles' });
    expect(within(dialog).getByLabelText('Prénom')).toHaveValue('Mireille');
    await user.clear(within(dialog).getByLabelText('Prénom'));
    await user.type(within(dialog).getByLabelText('Prénom'), 'Mireille-Rose');
    await user.clear(within(dialog).getByLabelText(/^Téléphone/));
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '06 12 34 56 78');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(userUpdate).toHaveBeenCalledWith({ firstname: 'Mireille-Rose', lastname: 'Arnaud', phone: '06 12 34 56 78' });
    expect(loadUser).toHaveBeenCalled();
    expect(screen.getByText('Vos informations ont été enregistrées.')).toBeInTheDocument();
  });

  it('requires the names inline and sends nothing', async () => {
    const userUpdate = jest.fn();
    setup({ auth: { userUpdate } });
    await user.click(screen.getByRole('button', { name: 'Informations personnelles' }));
    await user.clear(screen.getByLabelText('Nom'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(userUpdate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the modal and keeps what was typed", async () => {
    const userUpdate = jest.fn().mockRejectedValue(refusal(400, 'BAD_REQUEST', 'Le téléphone est trop long.'));
    const { loadUser } = setup({ auth: { userUpdate } });
    await user.click(screen.getByRole('button', { name: 'Informations personnelles' }));
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Mimi');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Le téléphone est trop long.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Prénom')).toHaveValue('Mimi');
    expect(loadUser).not.toHaveBeenCalled();
  });
});

describe('/mon-compte/mon-espace: change password', () => {
  async function fill(oldPassword: string, password: string, confirm = password) {
    await user.click(screen.getByRole('button', { name: /^(Changer mon mot de passe|Change my password)$/ }));
    const dialog = screen.getByRole('dialog');
    const [old, next, again] = within(dialog).getAllByLabelText(/mot de passe|password/i, { selector: 'input' });
    await user.type(old, oldPassword);
    await user.type(next, password);
    await user.type(again, confirm);
    await user.click(within(dialog).getByRole('button', { name: /^(Changer le mot de passe|Change the password)$/ }));
    return { dialog, old, next, again };
  }

  it(`asks for ${PASSWORD_MIN_LENGTH} characters and a matching confirmation`, async () => {
    const changePassword = jest.fn();
    setup({ auth: { changePassword } });
    const { next, again } = await fill('ancien-mot', 'court', 'autre');
    expect(next).toHaveAccessibleDescription(`Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);
    expect(again).toHaveAccessibleDescription('Les deux mots de passe ne sont pas identiques.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password and says so', async () => {
    const changePassword = jest.fn().mockResolvedValue({ message: 'ok' });
    setup({ auth: { changePassword } });
    await fill('ancien-mot-de-passe', 'amandes-et-miel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changePassword).toHaveBeenCalledWith({ old_password: 'ancien-mot-de-passe', password: 'amandes-et-miel' });
    expect(screen.getByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
  });

  it('shows WRONG_PASSWORD in English and keeps the fields', async () => {
    const changePassword = jest.fn().mockRejectedValue(refusal(400, 'WRONG_PASSWORD', 'The current password is wrong.'));
    setup({ lang: 'en', auth: { changePassword } });
    const { dialog, next } = await fill('not-the-one', 'amandes-et-miel');
    expect(await within(dialog).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(next).toHaveValue('amandes-et-miel');
  });
});
