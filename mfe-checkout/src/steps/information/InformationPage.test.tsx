import { screen, waitFor, within } from '@testing-library/react';
import type { Address, AddressBook, Basket, Lang, User } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, makeUser, renderAt, setupUser } from '@nougaterie/ui/testing';
import InformationPage from './InformationPage.js';

const URL = '/boutique/informations';
const home: Address = {
  company: '',
  address1: '12 place de la Fontaine',
  address2: '',
  zipcode: '84210',
  email: 'lea@example.fr',
  firstname: 'Léa',
  lastname: 'Roux',
  country: 'FR',
  phone: '0490000000',
  city: 'Saint-Didier',
};

function setup({
  basket = makeBasket([makeLine(makeItem(), 2)]),
  user = null,
  lang = 'fr',
  book = { shipping: null, billing: null, same_as_shipping: false, saved: [] },
}: { basket?: Basket; user?: User | null; lang?: Lang; book?: AddressBook } = {}) {
  const updateBasket = jest.fn().mockResolvedValue(basket);
  const loadUser = jest.fn().mockResolvedValue(user);
  const addressesUpdate = jest.fn().mockResolvedValue({ shipping: null, billing: null, same_as_shipping: true, saved: [] });
  const addresses = jest.fn().mockResolvedValue(book);
  const fake = createFakeContext({ lang, store: { basket, user, actions: { updateBasket, loadUser } }, api: { auth: { addressesUpdate, addresses } } });
  renderAt(URL, URL, <InformationPage ctx={fake.ctx} />);
  return { fake, updateBasket, addressesUpdate, addresses, loadUser };
}
const SAVE = 'Enregistrer ces adresses dans mon compte pour mes prochaines commandes';
const shippingBox = () => screen.getByRole('group', { name: 'Coordonnées et adresse de livraison' });
const billingBox = () => screen.getByRole('group', { name: 'Adresse de facturation' });

async function fill(box: HTMLElement, address: Partial<Address>, labels: Record<string, string>) {
  const user = setupUser();
  for (const [field, value] of Object.entries(address)) {
    if (value === undefined) continue;
    const input = within(box).getByLabelText(labels[field]);
    if (input instanceof HTMLSelectElement) {
      await user.selectOptions(input, value);
      continue;
    }
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
const FR = {
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  company: 'Société (facultatif)',
  address1: 'Adresse',
  address2: "Complément d'adresse (facultatif)",
  zipcode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
};

describe('InformationPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('marks every required field of an empty form and sends nothing', async () => {
    const { updateBasket } = setup();
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    for (const label of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Adresse', 'Code postal', 'Ville']) {
      expect(within(shippingBox()).getByLabelText(label)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    }
    expect(within(shippingBox()).getByLabelText('Société (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(within(shippingBox()).getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('France');
    expect(updateBasket).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(URL);
  });

  it('checks the e-mail', async () => {
    setup();
    await fill(shippingBox(), { email: 'lea.example.fr' }, FR);
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(within(shippingBox()).getByLabelText('E-mail')).toHaveAccessibleDescription(/adresse e-mail valide/);
  });

  it(
    'checks the postcode and phone for the country with the api rule, and sends nothing',
    async () => {
      const { updateBasket } = setup();
      const user = setupUser();
      for (const [zipcode, phone] of [
        ['ABCDE', 'abcdefghij'],
        ['zz', 'zz'],
        ['99999', '0000000000'],
      ]) {
        await fill(shippingBox(), { ...home, country: undefined, zipcode, phone }, FR);
        await user.click(screen.getByRole('button', { name: 'Continuer' }));
        expect(within(shippingBox()).getByLabelText('Code postal')).toHaveAccessibleDescription(
          "Ce code postal n'existe pas dans le pays choisi (France) : écrivez-le comme 84210, par exemple.",
        );
        expect(within(shippingBox()).getByLabelText('Téléphone')).toHaveAccessibleDescription(/^Ce numéro de téléphone n'est pas valable/);
      }
      // A Belgian postcode is not French; the same one is right once Belgium is chosen.
      await fill(shippingBox(), { ...home, zipcode: '1000', city: 'Bruxelles' }, FR);
      await user.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(within(shippingBox()).getByLabelText('Code postal')).toHaveAccessibleDescription(/\(France\)/);
      expect(updateBasket).not.toHaveBeenCalled();
      await fill(shippingBox(), { country: 'BE' }, FR);
      await user.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(updateBasket).toHaveBeenCalledWith(expect.objectContaining({ address_shipping_zipcode: '1000', address_shipping_country: 'BE' }));
    },
    // Its own budget: it types four whole addresses, key by key, each keystroke validating the form.
    // 7 s on an idle 2-core machine; over 15 s (the default limit) with the lint running beside it.
    45_000,
  );

  it('words the postcode refusal in English and follows a Monaco postcode typed for France', async () => {
    await initTestI18n('en');
    setup({ lang: 'en' });
    const box = screen.getByRole('group', { name: 'Contact and delivery address' });
    await setupUser().type(within(box).getByLabelText('Postcode'), '98000');
    await setupUser().click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(box).getByLabelText('Postcode')).toHaveAccessibleDescription('The postcode 98000 is in Monaco: choose Monaco as the country.');
  });

  it('sends both addresses prefixed, billing the same as shipping by default, then goes to delivery', async () => {
    const { updateBasket } = setup();
    expect(screen.getByRole('checkbox', { name: 'Adresse de facturation identique' })).toBeChecked();
    await fill(shippingBox(), { ...home, country: undefined }, FR);
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(updateBasket).toHaveBeenCalledWith({ ...toPrefixed(home, 'shipping'), ...toPrefixed(home, 'billing') });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/livraison'));
  });

  it('asks for a separate billing address when it is not the same', async () => {
    const { updateBasket } = setup({ basket: makeBasket([makeLine(makeItem())], toPrefixed(home, 'shipping')) });
    const user = setupUser();
    await user.click(screen.getByRole('checkbox', { name: 'Adresse de facturation identique' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(within(billingBox()).getByLabelText('Prénom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(updateBasket).not.toHaveBeenCalled();

    const office = { ...home, company: 'Nougaterie SARL', address1: '1 route de Carpentras', firstname: 'Paul' };
    await fill(billingBox(), office, FR);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(updateBasket).toHaveBeenCalledWith({ ...toPrefixed(home, 'shipping'), ...toPrefixed(office, 'billing') });
  });

  it('shows a refusal above the form and keeps everything typed', async () => {
    const { updateBasket } = setup();
    updateBasket.mockResolvedValue(null);
    await fill(shippingBox(), { ...home, country: undefined }, FR);
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText(/Vos adresses n'ont pas pu être enregistrées/)).toBeInTheDocument();
    expect(within(shippingBox()).getByLabelText('Adresse')).toHaveValue(home.address1);
    expect(within(shippingBox()).getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByTestId('location')).toHaveTextContent(URL);
  });

  it('offers the countries parcels go to and sends the chosen one as its ISO code', async () => {
    const { updateBasket } = setup();
    const country = within(shippingBox()).getByRole('combobox', { name: 'Pays' });
    expect(country).toHaveValue('FR');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('France');
    await fill(shippingBox(), { ...home, country: 'BE', zipcode: '1000', city: 'Bruxelles' }, FR);
    expect(country).toHaveDisplayValue('Belgique');
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(updateBasket).toHaveBeenCalledWith(expect.objectContaining({ address_shipping_country: 'BE', address_billing_country: 'BE' }));
  });

  it('reads a country saved as typed before the list, and keeps billing the same as shipping', async () => {
    const typed = { ...home, country: 'France' };
    const { updateBasket } = setup({ basket: makeBasket([makeLine(makeItem())], { ...toPrefixed(typed, 'shipping'), ...toPrefixed(typed, 'billing') }) });
    expect(within(shippingBox()).getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    expect(screen.getByRole('checkbox', { name: 'Adresse de facturation identique' })).toBeChecked();
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(updateBasket).toHaveBeenCalledWith({ ...toPrefixed(home, 'shipping'), ...toPrefixed(home, 'billing') });
  });

  it('starts from the addresses already on the basket', () => {
    const office = { ...home, address1: '1 route de Carpentras' };
    setup({ basket: makeBasket([makeLine(makeItem())], { ...toPrefixed(home, 'shipping'), ...toPrefixed(office, 'billing') }) });
    expect(within(shippingBox()).getByLabelText('Adresse')).toHaveValue(home.address1);
    expect(screen.getByRole('checkbox', { name: 'Adresse de facturation identique' })).not.toBeChecked();
    expect(within(billingBox()).getByLabelText('Adresse')).toHaveValue('1 route de Carpentras');
  });

  it("starts from a customer's saved addresses, or their profile, and offers no login", () => {
    setup({ user: makeUser(toPrefixed(home, 'shipping')) });
    expect(within(shippingBox()).getByLabelText('Ville')).toHaveValue('Saint-Didier');
    expect(screen.getByText('Vous êtes connecté avec mireille@example.fr.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connectez-vous/ })).not.toBeInTheDocument();
  });

  it("offers the customer's other addresses, and fills the fields with the one chosen", async () => {
    const parents = {
      ...home,
      id: 3,
      label: 'Chez mes parents',
      firstname: 'Odette',
      address1: '5 rue des Tilleuls',
      zipcode: '26110',
      city: 'Nyons',
      country: 'France',
    };
    const office = { ...home, id: 4, label: '', company: 'Miellerie', address1: '3 route de Pernes', zipcode: '84200', city: 'Carpentras' };
    const { updateBasket, addresses } = setup({
      user: makeUser(toPrefixed(home, 'shipping')),
      book: { shipping: home, billing: home, same_as_shipping: true, saved: [parents, office, { ...home, id: 5, label: 'Maison' }] },
    });
    const picker = await within(shippingBox()).findByRole('combobox', { name: 'Choisir une de mes adresses' });
    expect(addresses).toHaveBeenCalledTimes(1);
    // Each address once: the default also saved as "Maison" is not offered twice.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '— Mes adresses enregistrées —',
      'Livraison habituelle : Léa Roux, 12 place de la Fontaine, 84210 Saint-Didier',
      'Chez mes parents : Odette Roux, 5 rue des Tilleuls, 26110 Nyons',
      'Léa Roux, 3 route de Pernes, 84200 Carpentras',
    ]);
    const user = setupUser();
    await user.selectOptions(picker, 'Chez mes parents : Odette Roux, 5 rue des Tilleuls, 26110 Nyons');
    expect(within(shippingBox()).getByLabelText('Ville')).toHaveValue('Nyons');
    expect(within(shippingBox()).getByLabelText('Prénom')).toHaveValue('Odette');
    // A country saved as typed is chosen in the list by its code.
    expect(within(shippingBox()).getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    // The billing box has its own picker once it is not the same.
    await user.click(screen.getByRole('checkbox', { name: 'Adresse de facturation identique' }));
    await user.selectOptions(
      within(billingBox()).getByRole('combobox', { name: 'Choisir une de mes adresses' }),
      'Léa Roux, 3 route de Pernes, 84200 Carpentras',
    );
    expect(within(billingBox()).getByLabelText('Société (facultatif)')).toHaveValue('Miellerie');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    // toPrefixed keeps the address's fields only, not the saved address's id and label.
    expect(updateBasket).toHaveBeenCalledWith({ ...toPrefixed({ ...parents, country: 'FR' }, 'shipping'), ...toPrefixed(office, 'billing') });
  });

  it('offers a first saved address to a customer whose form starts from the profile', async () => {
    const parents = { ...home, id: 3, label: 'Chez mes parents', city: 'Nyons', zipcode: '26110' };
    setup({ user: makeUser(), book: { shipping: null, billing: null, same_as_shipping: false, saved: [parents] } });
    const picker = await within(shippingBox()).findByRole('combobox', { name: 'Choisir une de mes adresses' });
    await setupUser().selectOptions(picker, 'Chez mes parents : Léa Roux, 12 place de la Fontaine, 26110 Nyons');
    expect(within(shippingBox()).getByLabelText('Ville')).toHaveValue('Nyons');
  });

  it('offers no picker to a guest', async () => {
    const { addresses } = setup();
    expect(addresses).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Choisir une de mes adresses' })).not.toBeInTheDocument();
  });

  it('offers no picker to a customer whose book holds only the address already there', async () => {
    const { addresses } = setup({ user: makeUser(toPrefixed(home, 'shipping')), book: { shipping: home, billing: home, same_as_shipping: true, saved: [] } });
    await waitFor(() => expect(addresses).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('combobox', { name: 'Choisir une de mes adresses' })).not.toBeInTheDocument();
  });

  it("fills a customer's name and contact from the profile when nothing is saved", () => {
    setup({ user: makeUser() });
    expect(within(shippingBox()).getByLabelText('Prénom')).toHaveValue('Mireille');
    expect(within(shippingBox()).getByLabelText('E-mail')).toHaveValue('mireille@example.fr');
  });

  it("keeps a customer's first addresses in the account, as the box ticked for them says", async () => {
    const { updateBasket, addressesUpdate, loadUser } = setup({ user: makeUser() });
    expect(screen.getByRole('checkbox', { name: SAVE })).toBeChecked();
    await fill(shippingBox(), { ...home, firstname: undefined, lastname: undefined, email: undefined }, FR);
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/livraison'));
    const saved = { ...home, firstname: 'Mireille', lastname: 'Arnaud', email: 'mireille@example.fr' };
    expect(updateBasket).toHaveBeenCalledWith({ ...toPrefixed(saved, 'shipping'), ...toPrefixed(saved, 'billing') });
    expect(addressesUpdate).toHaveBeenCalledWith({ shipping: saved, same_as_shipping: true });
    expect(loadUser).toHaveBeenCalled();
  });

  it('leaves addresses the account already holds alone unless asked', async () => {
    const { addressesUpdate } = setup({ user: makeUser(toPrefixed(home, 'shipping')) });
    expect(screen.getByRole('checkbox', { name: SAVE })).not.toBeChecked();
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/livraison'));
    expect(addressesUpdate).not.toHaveBeenCalled();
  });

  it('still goes on to delivery when the account refuses the addresses', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { addressesUpdate } = setup({
      user: makeUser(),
      basket: makeBasket([makeLine(makeItem())], { ...toPrefixed(home, 'shipping'), ...toPrefixed(home, 'billing') }),
    });
    addressesUpdate.mockRejectedValue(new Error('503'));
    await setupUser().click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/livraison'));
    expect(addressesUpdate).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('lets a guest log in and come back here, and has no account to keep addresses in', () => {
    setup();
    expect(screen.queryByRole('checkbox', { name: SAVE })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous pour retrouver vos adresses' })).toHaveAttribute(
      'href',
      '/sign/login?redirect=%2Fboutique%2Finformations',
    );
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup({ lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Billing address same as delivery' })).toBeChecked();
    await setupUser().click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('group', { name: 'Contact and delivery address' })).getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getAllByRole('combobox', { name: 'Country' })[0]).toHaveDisplayValue('France');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });
});
