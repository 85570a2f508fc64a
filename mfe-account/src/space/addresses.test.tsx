import { ApiError, type Address, type AddressBook, type AddressBookUpdateRequest, type SavedAddress } from '@nougaterie/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { AddressesPage } from './AddressesPage.js';

const user = setupUser();

const home: Address = {
  company: '',
  firstname: 'Mireille',
  lastname: 'Arnaud',
  address1: '3 chemin des Amandiers',
  address2: '',
  zipcode: '26200',
  city: 'Montélimar',
  country: 'France',
  phone: '04 90 00 00 00',
  email: 'mireille@example.fr',
};

function setup(book: AddressBook = { shipping: home, billing: home, same_as_shipping: true, saved: [] }, lang: 'fr' | 'en' = 'fr') {
  const addresses = jest.fn().mockResolvedValue(book);
  const addressesUpdate = jest.fn<Promise<AddressBook>, [AddressBookUpdateRequest]>();
  const saved = { savedAddressAdd: jest.fn(), savedAddressUpdate: jest.fn(), savedAddressDelete: jest.fn(), savedAddressUse: jest.fn() };
  const loadUser = jest.fn().mockResolvedValue(makeUser());
  const { ctx } = createFakeContext({
    lang,
    store: { user: makeUser(), actions: { loadUser } },
    api: { auth: { addresses, addressesUpdate, ...saved } },
  });
  renderPage(AddressesPage, ctx, { path: '*', url: '/mon-compte/mes-adresses' });
  return { addresses, addressesUpdate, loadUser, ...saved };
}

const parents: SavedAddress = {
  ...home,
  id: 4,
  label: 'Chez mes parents',
  firstname: 'Odette',
  address1: '5 rue des Tilleuls',
  zipcode: '26110',
  city: 'Nyons',
};

describe('/mon-compte/mes-adresses', () => {
  it('shows the delivery and billing addresses from the api', async () => {
    setup({ shipping: home, billing: null, same_as_shipping: false, saved: [] });
    const shipping = await screen.findByRole('region', { name: 'Adresse de livraison' });
    expect(within(shipping).getByText('3 chemin des Amandiers')).toBeInTheDocument();
    expect(within(shipping).getByText('26200 Montélimar')).toBeInTheDocument();
    expect(within(shipping).getByText('France')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Adresse de facturation' });
    expect(within(billing).getByText(/Aucune adresse enregistrée/)).toBeInTheDocument();
  });

  it('validates the required fields inline, billing included once unticked', async () => {
    const { addressesUpdate } = setup({ shipping: null, billing: null, same_as_shipping: false, saved: [] });
    await user.click(await screen.findByRole('button', { name: 'Modifier mes adresses' }));
    const dialog = screen.getByRole('dialog', { name: 'Mes adresses' });
    const same = within(dialog).getByRole('checkbox', { name: 'Adresse de facturation identique à la livraison' });
    expect(same).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Adresse de facturation' })).not.toBeInTheDocument();
    await user.click(same);
    const billing = within(dialog).getByRole('group', { name: 'Adresse de facturation' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const shipping = within(dialog).getByRole('group', { name: 'Adresse de livraison' });
    expect(within(shipping).getByLabelText('Prénom')).toHaveFocus();
    for (const group of [shipping, billing]) {
      for (const label of ['Prénom', 'Nom', 'Adresse', 'Code postal', 'Ville', 'Téléphone', 'Adresse e-mail']) {
        expect(within(group).getByLabelText(label)).toHaveAccessibleDescription('Ce champ est obligatoire.');
      }
      // A new address starts in France, where most customers live.
      expect(within(group).getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('France');
      expect(within(group).getByLabelText('Société (facultatif)')).not.toHaveAccessibleDescription();
      expect(within(group).getByLabelText("Complément d'adresse (facultatif)")).not.toHaveAccessibleDescription();
    }
    expect(addressesUpdate).not.toHaveBeenCalled();
  });

  it('checks the postcode and phone for the country with the api rule before sending', async () => {
    const { addressesUpdate } = setup();
    addressesUpdate.mockResolvedValue({ shipping: home, billing: home, same_as_shipping: true, saved: [] });
    await user.click(await screen.findByRole('button', { name: 'Modifier mes adresses' }));
    const dialog = screen.getByRole('dialog');
    const shipping = within(dialog).getByRole('group', { name: 'Adresse de livraison' });
    const zipcode = within(shipping).getByLabelText('Code postal');
    const phone = within(shipping).getByLabelText('Téléphone');
    for (const [badZip, badPhone] of [
      ['ABCDE', 'abcdefghij'],
      ['zz', 'zz'],
      ['99999', '0000000000'],
    ]) {
      await user.clear(zipcode);
      await user.type(zipcode, badZip);
      await user.clear(phone);
      await user.type(phone, badPhone);
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(zipcode).toHaveAccessibleDescription("Ce code postal n'existe pas dans le pays choisi (France) : écrivez-le comme 84210, par exemple.");
      expect(phone).toHaveAccessibleDescription(/^Ce numéro de téléphone n'est pas valable/);
    }
    expect(addressesUpdate).not.toHaveBeenCalled();
    // The rule follows the country chosen in the same address.
    await user.clear(zipcode);
    await user.type(zipcode, '1000');
    await user.clear(phone);
    await user.type(phone, '0470 12 34 56');
    await user.selectOptions(within(shipping).getByRole('combobox', { name: 'Pays' }), 'BE');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(addressesUpdate).toHaveBeenCalled());
    expect(addressesUpdate.mock.calls[0][0].shipping).toMatchObject({ zipcode: '1000', country: 'BE', phone: '0470 12 34 56' });
  });

  it('saves both addresses and shows the new ones', async () => {
    const { addressesUpdate, loadUser } = setup();
    const moved = { ...home, address1: '12 place du Marché', city: 'Nyons', zipcode: '26110' };
    addressesUpdate.mockResolvedValue({ shipping: moved, billing: home, same_as_shipping: false, saved: [] });
    await user.click(await screen.findByRole('button', { name: 'Modifier mes adresses' }));
    const dialog = screen.getByRole('dialog');
    const shipping = within(dialog).getByRole('group', { name: 'Adresse de livraison' });
    await user.clear(within(shipping).getByLabelText('Adresse'));
    await user.type(within(shipping).getByLabelText('Adresse'), '12 place du Marché');
    await user.clear(within(shipping).getByLabelText('Code postal'));
    await user.type(within(shipping).getByLabelText('Code postal'), '26110');
    await user.clear(within(shipping).getByLabelText('Ville'));
    await user.type(within(shipping).getByLabelText('Ville'), 'Nyons');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The country saved as typed ('France') goes back as the code the shipping zones read.
    expect(addressesUpdate).toHaveBeenCalledWith({ shipping: { ...moved, country: 'FR' }, billing: { ...home, country: 'FR' }, same_as_shipping: false });
    expect(screen.getByText('Vos adresses ont été enregistrées.')).toBeInTheDocument();
    expect(loadUser).toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Adresse de livraison' })).getByText('26110 Nyons')).toBeInTheDocument();
  });

  it('shows the 422 message in English and keeps what was typed', async () => {
    const { addressesUpdate } = setup(undefined, 'en');
    addressesUpdate.mockRejectedValue(
      new ApiError('Unprocessable', {
        status: 422,
        code: 'ADDRESS_INCOMPLETE',
        body: { statusCode: 422, error: 'Unprocessable Entity', code: 'ADDRESS_INCOMPLETE', message: 'The delivery address is incomplete.' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit my addresses' }));
    const dialog = screen.getByRole('dialog', { name: 'My addresses' });
    await user.type(within(dialog).getByLabelText('Company (optional)'), 'Nougats Arnaud');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The delivery address is incomplete.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company (optional)')).toHaveValue('Nougats Arnaud');
    expect(addressesUpdate).toHaveBeenCalledWith({ shipping: { ...home, company: 'Nougats Arnaud', country: 'FR' }, same_as_shipping: true });
  });

  it('offers the countries parcels go to, named in the language of the page, and saves the code', async () => {
    const abroad = { ...home, country: 'DE', zipcode: '10115', city: 'Berlin' };
    const { addressesUpdate } = setup({ shipping: abroad, billing: abroad, same_as_shipping: true, saved: [] }, 'en');
    expect(within(await screen.findByRole('region', { name: 'Delivery address' })).getByText('Germany')).toBeInTheDocument();
    const vienna = { ...abroad, country: 'AT', zipcode: '1010', city: 'Wien' };
    addressesUpdate.mockResolvedValue({ shipping: vienna, billing: vienna, same_as_shipping: true, saved: [] });
    await user.click(screen.getByRole('button', { name: 'Edit my addresses' }));
    const dialog = screen.getByRole('dialog');
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(country).toHaveDisplayValue('Germany');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('France');
    await user.selectOptions(country, 'Austria');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Berlin's postcode does not exist in Austria: the form says so in English before sending.
    const zipcode = within(dialog).getByLabelText('Postcode');
    expect(zipcode).toHaveAccessibleDescription('This postcode does not exist in the chosen country (Austria): write it as 1010, for example.');
    expect(addressesUpdate).not.toHaveBeenCalled();
    await user.clear(zipcode);
    await user.type(zipcode, '1010');
    await user.clear(within(dialog).getByLabelText('Town or city'));
    await user.type(within(dialog).getByLabelText('Town or city'), 'Wien');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(addressesUpdate).toHaveBeenCalledWith({ shipping: vienna, same_as_shipping: true });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Delivery address' })).getByText('Austria')).toBeInTheDocument());
  });

  describe('the other addresses of the book', () => {
    it('lists them with their name, says which is a default, and offers to deliver or bill there', async () => {
      const office = { ...home, id: 5, label: '', company: 'Miellerie', address1: '3 route de Pernes', city: 'Carpentras', zipcode: '84200' };
      const { savedAddressUse, loadUser } = setup({
        shipping: home,
        billing: home,
        same_as_shipping: true,
        saved: [parents, office, { ...home, id: 6, label: 'Maison' }],
      });
      const book = await screen.findByRole('region', { name: 'Autres adresses' });
      const items = within(book).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Chez mes parents', 'Mireille Arnaud, Carpentras', 'Maison']);
      expect(within(items[0]).getByText('5 rue des Tilleuls')).toBeInTheDocument();
      // The one that is the default says so instead of offering itself again.
      expect(within(items[2]).getByText('Votre adresse de livraison')).toBeInTheDocument();
      expect(within(items[2]).queryByRole('button', { name: 'Livrer ici par défaut' })).not.toBeInTheDocument();
      savedAddressUse.mockResolvedValue({
        shipping: parents,
        billing: home,
        same_as_shipping: false,
        saved: [parents, office, { ...home, id: 6, label: 'Maison' }],
      });
      await user.click(within(items[0]).getByRole('button', { name: 'Livrer ici par défaut' }));
      expect(savedAddressUse).toHaveBeenCalledWith(4, { kind: 'shipping' });
      expect(await screen.findByText("C'est maintenant votre adresse de livraison.")).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Adresse de livraison' })).getByText('26110 Nyons')).toBeInTheDocument();
      expect(loadUser).toHaveBeenCalled();
    });

    it('adds one with a name after checking it as the defaults are, and shows it', async () => {
      const { savedAddressAdd } = setup();
      const book = await screen.findByRole('region', { name: 'Autres adresses' });
      expect(within(book).getByText("Aucune autre adresse pour l'instant.")).toBeInTheDocument();
      await user.click(within(book).getByRole('button', { name: 'Ajouter une adresse' }));
      const dialog = screen.getByRole('dialog', { name: 'Ajouter une adresse' });
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(within(dialog).getByLabelText('Ville')).toHaveAccessibleDescription('Ce champ est obligatoire.');
      expect(savedAddressAdd).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Nom de cette adresse (facultatif)'), 'Chez mes parents');
      const fill: [string, string][] = [
        ['Prénom', 'Odette'],
        ['Nom', 'Arnaud'],
        ['Adresse', '5 rue des Tilleuls'],
        ['Code postal', '26110'],
        ['Ville', 'Nyons'],
        ['Téléphone', '04 90 00 00 00'],
        ['Adresse e-mail', 'mireille@example.fr'],
      ];
      for (const [label, value] of fill) await user.type(within(dialog).getByLabelText(label), value);
      savedAddressAdd.mockResolvedValue({ shipping: home, billing: home, same_as_shipping: true, saved: [parents] });
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(savedAddressAdd).toHaveBeenCalledWith({ ...parents, id: undefined, country: 'FR', label: 'Chez mes parents' });
      expect(screen.getByText("L'adresse a été ajoutée.")).toBeInTheDocument();
      expect(within(book).getByRole('heading', { name: 'Chez mes parents' })).toBeInTheDocument();
    });

    it('changes and removes one, and shows the api’s refusal in English', async () => {
      const { savedAddressUpdate, savedAddressDelete } = setup({ shipping: home, billing: home, same_as_shipping: true, saved: [parents] }, 'en');
      const book = await screen.findByRole('region', { name: 'Other addresses' });
      await user.click(within(book).getByRole('button', { name: 'Edit' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit the address' });
      expect(within(dialog).getByLabelText('Name of this address (optional)')).toHaveValue('Chez mes parents');
      savedAddressUpdate.mockRejectedValue(
        new ApiError('Not found', {
          status: 404,
          code: 'ADDRESS_NOT_FOUND',
          body: { statusCode: 404, error: 'Not Found', code: 'ADDRESS_NOT_FOUND', message: 'This address is no longer in your address book.' },
        }),
      );
      await user.clear(within(dialog).getByLabelText('Town or city'));
      await user.type(within(dialog).getByLabelText('Town or city'), 'Vaison');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This address is no longer in your address book.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Town or city')).toHaveValue('Vaison');
      expect(savedAddressUpdate).toHaveBeenCalledWith(4, expect.objectContaining({ city: 'Vaison', label: 'Chez mes parents' }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      savedAddressDelete.mockResolvedValue({ shipping: home, billing: home, same_as_shipping: true, saved: [] });
      await user.click(within(book).getByRole('button', { name: 'Remove' }));
      expect(savedAddressDelete).toHaveBeenCalledWith(4);
      expect(await screen.findByText('The address has been removed.')).toBeInTheDocument();
      expect(within(book).getByText('No other address yet.')).toBeInTheDocument();
    });

    it('says the book is full instead of offering to add', async () => {
      setup({
        shipping: home,
        billing: home,
        same_as_shipping: true,
        saved: Array.from({ length: 10 }, (_, i) => ({ ...parents, id: i + 1, label: `Adresse ${i + 1}` })),
      });
      const book = await screen.findByRole('region', { name: 'Autres adresses' });
      expect(within(book).getByText(/contient 10 adresses, le maximum/)).toBeInTheDocument();
      expect(within(book).queryByRole('button', { name: 'Ajouter une adresse' })).not.toBeInTheDocument();
    });
  });
});
