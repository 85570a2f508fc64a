import { ApiError } from '@nougaterie/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { renderWithHomeStillLoading } from './homeStillLoading.js';
import { ProfilePage } from './ProfilePage.js';

const user = setupUser();

/** jsdom's Blob has no text(); FileReader it has. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsText: the result is a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}

function setup(auth: Record<string, jest.Mock>, lang: 'fr' | 'en' = 'fr') {
  const logout = jest.fn().mockResolvedValue(undefined);
  const { ctx } = createFakeContext({ lang, store: { user: makeUser(), actions: { logout } }, api: { auth } });
  renderPage(ProfilePage, ctx, { path: '/mon-compte/mon-espace', url: '/mon-compte/mon-espace' });
  return { logout };
}

describe('/mon-compte/mon-espace: my data', () => {
  const created: Blob[] = [];
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the export as a JSON file', async () => {
    const data = { exported_at: '2026-04-02T09:00:00.000Z', profile: makeUser() };
    const exportData = jest.fn().mockResolvedValue(data);
    setup({ exportData });
    await user.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    expect(await screen.findByText('Vos données ont été téléchargées.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('mes-donnees-nougaterie.json');
    expect(clicked[0].href).toBe('blob:export');
    expect(created[0].type).toBe('application/json');
    expect(JSON.parse(await readBlob(created[0]))).toEqual(data);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });

  it('says so when the export fails', async () => {
    setup({ exportData: jest.fn().mockRejectedValue(new Error('boom')) }, 'en');
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Your data could not be exported. Try again in a moment.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('deletes the account with the password, logs out and goes home', async () => {
    const deleteAccount = jest.fn().mockResolvedValue({ message: 'ok' });
    const { logout } = setup({ deleteAccount });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(deleteAccount).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'amandes-et-miel');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'amandes-et-miel' });
    expect(logout).toHaveBeenCalled();
  });

  it('keeps the session while the home page is still loading, and ends it once home shows', async () => {
    const deleteAccount = jest.fn().mockResolvedValue({ message: 'ok' });
    const logout = jest.fn(async () => undefined);
    const { ctx } = createFakeContext({ store: { user: makeUser(), actions: { logout } }, api: { auth: { deleteAccount } } });
    const { showHome } = renderWithHomeStillLoading(ProfilePage, ctx);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'amandes-et-miel');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'amandes-et-miel' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The navigation waits for home: the space is still shown, so the session must still be there
    // (without it, the space's requiresAuth guard would send the customer to the login page).
    expect(screen.getByRole('heading', { name: 'Mes données' })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' })).toBeDisabled();

    await showHome();
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('shows a wrong password in the modal and stays signed in', async () => {
    const deleteAccount = jest.fn().mockRejectedValue(
      new ApiError('Bad Request', {
        status: 400,
        code: 'WRONG_PASSWORD',
        body: { statusCode: 400, error: 'Bad Request', code: 'WRONG_PASSWORD', message: 'Le mot de passe est incorrect.' },
      }),
    );
    const { logout } = setup({ deleteAccount });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'pas-le-bon');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await within(dialog).findByText('Le mot de passe est incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('pas-le-bon');
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/mon-compte/mon-espace');
  });
});
