import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, initTestI18n, makeUser, setupUser } from '@nougaterie/ui/testing';
import { product, renderProduct } from './productFixtures.js';

const favourites = { products: [] };

describe('the favourite button', () => {
  beforeEach(() => initTestI18n('fr'));

  it('invites an anonymous shopper to log in and come back to this product', async () => {
    const user = setupUser();
    const favouriteAdd = jest.fn();
    renderProduct({ product: jest.fn().mockResolvedValue(product), favouriteAdd }, { url: '/boutique/nougats/nougat-noir' });
    await user.click(await screen.findByRole('button', { name: /Ajouter à mes favoris/ }));
    const dialog = screen.getByRole('dialog', { name: 'Gardez vos coups de cœur' });
    expect(within(dialog).getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/sign/login?redirect=%2Fboutique%2Fnougats%2Fnougat-noir');
    expect(within(dialog).getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
      'href',
      '/sign/register?redirect=%2Fboutique%2Fnougats%2Fnougat-noir',
    );
    expect(favouriteAdd).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('link', { name: 'Me connecter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign/login?redirect=%2Fboutique%2Fnougats%2Fnougat-noir');
  });

  it('adds a logged-in shopper’s favourite and confirms it in the add-favourite modal', async () => {
    const user = setupUser();
    const favouriteAdd = jest.fn().mockResolvedValue(favourites);
    renderProduct({ product: jest.fn().mockResolvedValue(product), favouriteAdd }, { store: { user: makeUser() } });
    await user.click(await screen.findByRole('button', { name: /Ajouter à mes favoris/ }));
    expect(favouriteAdd).toHaveBeenCalledWith(42);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouté à vos favoris' });
    expect(dialog).toHaveTextContent('« Nougat noir au miel de lavande » est dans vos favoris');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer mes achats' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retirer de mes favoris/ })).toBeInTheDocument();
  });

  it('takes a favourite out again', async () => {
    const user = setupUser();
    const favouriteDel = jest.fn().mockResolvedValue(favourites);
    renderProduct({ product: jest.fn().mockResolvedValue({ ...product, is_favourite: true }), favouriteDel }, { store: { user: makeUser() } });
    await user.click(await screen.findByRole('button', { name: /Retirer de mes favoris/ }));
    expect(favouriteDel).toHaveBeenCalledWith(42);
    expect(await screen.findByRole('status')).toHaveTextContent('Retiré de vos favoris.');
    expect(screen.getByRole('button', { name: /Ajouter à mes favoris/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('invites to log in again when the session has run out (401)', async () => {
    const user = setupUser();
    renderProduct(
      { product: jest.fn().mockResolvedValue(product), favouriteAdd: jest.fn().mockRejectedValue(apiFailure(401)) },
      { store: { user: makeUser() } },
    );
    await user.click(await screen.findByRole('button', { name: /Ajouter à mes favoris/ }));
    expect(await screen.findByRole('dialog', { name: 'Gardez vos coups de cœur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter à mes favoris/ })).toBeInTheDocument();
  });

  it('says so when the favourites could not be updated', async () => {
    const user = setupUser();
    renderProduct(
      { product: jest.fn().mockResolvedValue(product), favouriteAdd: jest.fn().mockRejectedValue(apiFailure(500)) },
      { store: { user: makeUser() } },
    );
    await user.click(await screen.findByRole('button', { name: /Ajouter à mes favoris/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Vos favoris n'ont pas pu être mis à jour.");
    await waitFor(() => expect(screen.getByRole('button', { name: /Ajouter à mes favoris/ })).toBeEnabled());
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    const user = setupUser();
    const favouriteAdd = jest.fn().mockResolvedValue(favourites);
    renderProduct({ product: jest.fn().mockResolvedValue(product), favouriteAdd }, { lang: 'en', store: { user: makeUser() } });
    await user.click(await screen.findByRole('button', { name: /Add to my favourites/ }));
    expect(await screen.findByRole('dialog', { name: 'Added to your favourites' })).toBeInTheDocument();
  });
});
