import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import type { AdminPhoto, ProductPhotos } from '@nougaterie/contracts/admin';
import { aProductDetail, aStaffMember, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff, screenWidth } from '../test/renderStaff.js';

const user = setupUser();

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const photo = (id: number, main: boolean, overrides: Partial<AdminPhoto> = {}): AdminPhoto => ({
  id,
  main,
  width: 1200,
  height: 900,
  alt_fr: '',
  alt_en: '',
  thumb: `https://api.test/media/photos/${String(id).repeat(32).slice(0, 32)}-320.webp`,
  src: `https://api.test/media/photos/${String(id).repeat(32).slice(0, 32)}-640.jpg`,
  sources: [],
  ...overrides,
});
const listOf = (...photos: AdminPhoto[]): ProductPhotos => ({ photos: photos.map((p, i) => ({ ...p, main: i === 0 })) });
const panel = async () => within(await screen.findByRole('region', { name: 'Photos' }));

describe('/gestion/produits/:id, its photos', () => {
  beforeEach(() => screenWidth(false));

  it('uploads a JPEG chosen in the file input and lists it as the main photo', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'nougat.jpg', { type: 'image/jpeg' });
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => listOf(),
      uploadPhoto: async () => listOf(photo(3, true)),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const photos = await panel();
    expect(await photos.findByText(/Aucune photo pour l’instant/)).toBeInTheDocument();
    const input = photos.getByLabelText(/Photo à ajouter/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, jpeg);
    await user.click(photos.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await photos.findByText('Photo ajoutée : la boutique la montre déjà.')).toBeInTheDocument();
    expect(api.uploadPhoto).toHaveBeenCalledWith(7, jpeg, 'nougat.jpg');
    expect(photos.getByRole('heading', { name: 'Photo principale' })).toBeInTheDocument();
    expect(photos.getByText('1200 × 900 pixels')).toBeInTheDocument();
  });

  it('says what is wrong with a file before sending it, and shows the api’s own refusal', async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => listOf(),
      uploadPhoto: async () => {
        throw refused(415, 'Ce fichier n’est pas une photo JPEG, PNG ou WebP (son contenu compte, pas son nom) : rien n’a été enregistré.', 'PHOTO_TYPE');
      },
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const photos = await panel();
    const input = photos.getByLabelText(/Photo à ajouter/);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'grand.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    await user.click(photos.getByRole('button', { name: 'Ajouter la photo' }));
    expect(await photos.findByRole('alert')).toHaveTextContent('Cette photo pèse plus de 10 Mo');
    expect(api.uploadPhoto).not.toHaveBeenCalled();

    // A PDF named .jpg: the browser calls it image/jpeg, the api reads its bytes and refuses it.
    await user.upload(input, new File(['%PDF-1.7'], 'devis.jpg', { type: 'image/jpeg' }));
    await user.click(photos.getByRole('button', { name: 'Ajouter la photo' }));
    await waitFor(() => expect(photos.getByRole('alert')).toHaveTextContent('son contenu compte, pas son nom'));
  });

  it('moves a photo, makes one the main one, saves alt texts and deletes once confirmed', async () => {
    const [a, b, c] = [photo(1, true), photo(2, false), photo(3, false)];
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => listOf(a, b, c),
      orderPhotos: async (_id: number, { ids }: { ids: number[] }) => listOf(...ids.map((id) => [a, b, c].find((p) => p.id === id)!)),
      updatePhoto: async (_id: number, photoId: number, alt: { alt_fr: string; alt_en: string }) =>
        listOf(...[a, b, c].map((p) => (p.id === photoId ? { ...p, ...alt } : p))),
      deletePhoto: async () => listOf(a, c),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const photos = await panel();
    await photos.findByRole('heading', { name: 'Photo 3' });

    await user.click(photos.getByRole('button', { name: 'Monter la photo 3' }));
    await waitFor(() => expect(api.orderPhotos).toHaveBeenLastCalledWith(7, { ids: [1, 3, 2] }));
    expect(await photos.findByText('Nouvel ordre enregistré.')).toBeInTheDocument();

    await user.click(photos.getAllByRole('button', { name: 'En faire la principale' })[1]);
    await waitFor(() => expect(api.orderPhotos).toHaveBeenLastCalledWith(7, { ids: [2, 1, 3] }));

    // Photo 1 is now the one whose id is 2.
    const texts = photos.getByRole('form', { name: 'Textes de la photo 1' });
    await user.type(within(texts).getByLabelText(/Texte alternatif en français/), 'Nougat tranché');
    await user.type(within(texts).getByLabelText('Texte alternatif en anglais'), 'Sliced nougat');
    await user.click(within(texts).getByRole('button', { name: 'Enregistrer les textes' }));
    await waitFor(() => expect(api.updatePhoto).toHaveBeenCalledWith(7, 2, { alt_fr: 'Nougat tranché', alt_en: 'Sliced nougat' }));

    await user.click(photos.getByRole('button', { name: 'Supprimer la photo 2…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette photo ?' });
    expect(api.deletePhoto).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, supprimer la photo' }));
    // The fake answers the first order again after the alt texts: photo 2 is the one whose id is 2.
    await waitFor(() => expect(api.deletePhoto).toHaveBeenCalledWith(7, 2));
    expect(await photos.findByText('Photo supprimée.')).toBeInTheDocument();
  });
});
