import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RelayPoint, type ShippingMethod } from '@nougaterie/contracts';
import type { OpeningSlot } from '@nougaterie/contracts/rules';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt, setupUser } from '@nougaterie/ui/testing';
import DeliveryPage from './DeliveryPage.js';

// The map's stylesheet is webpack's (asset/source): jest has no loader for it.
jest.mock('leaflet/dist/leaflet.css?raw', () => ({ __esModule: true, default: '' }), { virtual: true });

const URL = '/boutique/livraison';
const SPLIT: OpeningSlot[] = [
  { from: '08:30', to: '12:30' },
  { from: '14:30', to: '19:00' },
];
const relay = (id: string, name: string, zipcode: string, distance_km: number): RelayPoint => ({
  id,
  name,
  address: '12 place Neuve',
  zipcode,
  city: zipcode === '84210' ? 'Saint-Didier' : 'Carpentras',
  country: 'FR',
  opening_hours: [...([1, 2, 3, 4, 5] as const).map((day) => ({ day, slots: SPLIT })), { day: 6, slots: [{ from: '08:30', to: '12:30' }] }],
  latitude: 44,
  longitude: 5,
  distance_km,
});
const tabac = relay('R1', 'Tabac-Presse du Ventoux', '84210', 0.4);
const epicerie = relay('R2', 'Épicerie des Paluds', '84200', 6.25);
const methods = (relais: RelayPoint[]): ShippingMethod[] => [
  { id: 1, kind: 'home', name: 'Livraison à domicile', description: 'Colissimo, 48 h', price: 7.9, relais: [] },
  { id: 2, kind: 'relay', name: 'Point relais', description: 'Retrait en point relais', price: 4.9, relais },
  { id: 3, kind: 'shop', name: 'Retrait au magasin', description: 'Place de la Fontaine, Saint-Didier', price: 0, relais: [] },
];
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

function setup(lang: 'fr' | 'en' = 'fr') {
  const basket = makeBasket([makeLine(makeItem(), 2)], { id: 'b-1', address_shipping_zipcode: '84210', address_shipping_country: 'France' });
  const getShippingMethodsWithRelais = jest.fn(async ({ zipcode = '84210' }: { zipcode?: string }) => ({
    methods: methods(zipcode === '84200' ? [epicerie] : [tabac]),
  }));
  const editShipping = jest.fn().mockResolvedValue(basket);
  const updateBasket = jest.fn().mockResolvedValue(basket);
  const fake = createFakeContext({ lang, store: { basket, actions: { editShipping, updateBasket } }, api: { basket: { getShippingMethodsWithRelais } } });
  renderAt(URL, URL, <DeliveryPage ctx={fake.ctx} />);
  return { getShippingMethodsWithRelais, editShipping, updateBasket };
}

describe('DeliveryPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('lists the methods for the shipping address with their prices, free ones as Offerte', async () => {
    const { getShippingMethodsWithRelais } = setup();
    const home = await screen.findByRole('radio', { name: /Livraison à domicile/ });
    expect(getShippingMethodsWithRelais).toHaveBeenCalledWith({ basketId: 'b-1' });
    expect(plain(home.closest('label')?.textContent)).toBe('Livraison à domicileColissimo, 48 h7,90 €');
    expect(plain(screen.getByRole('radio', { name: /Retrait au magasin/ }).closest('label')?.textContent)).toBe(
      'Retrait au magasinPlace de la Fontaine, Saint-DidierOfferte',
    );
  });

  it('puts the method ticked in the amounts at once, before it is saved, and says what is left to choose', async () => {
    const user = setupUser();
    setup();
    const summary = await screen.findByRole('region', { name: 'Votre panier' });
    const before = plain(summary.textContent);
    expect(before).toContain('Livraisonà choisir');
    expect(before).not.toContain("à l'étape Livraison");
    await user.click(await screen.findByRole('radio', { name: /Livraison à domicile/ }));
    const after = plain(summary.textContent);
    expect(after).toContain('Livraison (Livraison à domicile)7,90 €');
    // 2 × the item's price plus the home delivery's 7,90 €, as the server will total it once saved.
    const products = Number(/(\d+,\d{2}) €/.exec(before)![1].replace(',', '.'));
    expect(after).toContain(`${(products + 7.9).toFixed(2).replace('.', ',')} €`);
  });

  it('keeps a gift message with the basket before the delivery, and says how much room is left', async () => {
    const user = setupUser();
    const { editShipping, updateBasket } = setup();
    await user.click(await screen.findByRole('radio', { name: /Retrait au magasin/ }));
    const message = screen.getByRole('textbox', { name: 'Un message à glisser dans le colis ? (facultatif)' });
    await user.type(message, 'Bon anniversaire !');
    expect(message).toHaveAccessibleDescription('Écrit à la main sur une carte, joint au colis. Encore 282 caractères.');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(editShipping).toHaveBeenCalled());
    expect(updateBasket).toHaveBeenCalledWith({ gift_message: 'Bon anniversaire !' });
    expect(updateBasket.mock.invocationCallOrder[0]).toBeLessThan(editShipping.mock.invocationCallOrder[0]);
  });

  it('leaves the basket alone when the gift message did not change', async () => {
    const user = setupUser();
    const { editShipping, updateBasket } = setup();
    await user.click(await screen.findByRole('radio', { name: /Retrait au magasin/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(editShipping).toHaveBeenCalled());
    expect(updateBasket).not.toHaveBeenCalled();
  });

  it('saves the shop pick-up and goes on to payment', async () => {
    const { editShipping } = setup();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /Retrait au magasin/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(editShipping).toHaveBeenCalledWith({ shipping_method_id: 3 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boutique/paiement'));
  });

  it('asks for a method, then for a relay point', async () => {
    const { editShipping } = setup();
    const user = setupUser();
    await screen.findByRole('radio', { name: /Point relais/ });
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Choisissez un mode de livraison.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Point relais/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Choisissez un point relais dans la liste.')).toBeInTheDocument();
    expect(editShipping).not.toHaveBeenCalled();
  });

  it('lists relay points near the shipping postcode, searches another postcode and saves the chosen point', async () => {
    const { getShippingMethodsWithRelais, editShipping } = setup();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /Point relais/ }));
    const postcode = screen.getByRole('textbox', { name: 'Points relais près du code postal' });
    expect(postcode).toHaveValue('84210');
    // The points on a map too (loaded with the relay method only), a marker per point.
    const map = screen.getByRole('region', { name: 'Carte des points relais' });
    await waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Points relais' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(plain(first.textContent)).toContain('Tabac-Presse du Ventoux12 place Neuve, 84210 Saint-Didier');
    expect(plain(first.textContent)).toContain('0,4 km');
    const hours = within(within(first).getByRole('list', { name: "Horaires d'ouverture" })).getAllByRole('listitem');
    expect(hours.map((line) => plain(line.textContent))).toEqual(['Lundi – vendredi : 08:30 – 12:30, 14:30 – 19:00', 'Samedi : 08:30 – 12:30']);

    await user.clear(postcode);
    await user.type(postcode, '84200{Enter}');
    expect(getShippingMethodsWithRelais).toHaveBeenLastCalledWith({ basketId: 'b-1', zipcode: '84200' });
    await user.click(await screen.findByRole('radio', { name: /Épicerie des Paluds/ }));
    expect(screen.queryByText('Tabac-Presse du Ventoux')).not.toBeInTheDocument();
    expect(screen.getByText('6,3 km')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(editShipping).toHaveBeenCalledWith({ shipping_method_id: 2, relay_id: 'R2' });
  });

  it('checks the postcode before searching', async () => {
    const { getShippingMethodsWithRelais } = setup();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /Point relais/ }));
    const postcode = screen.getByRole('textbox', { name: 'Points relais près du code postal' });
    await user.clear(postcode);
    await user.type(postcode, '842');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(postcode).toHaveAccessibleDescription('Indiquez un code postal de 5 chiffres.');
    expect(getShippingMethodsWithRelais).toHaveBeenCalledTimes(1);
  });

  it("shows the api's refusal and keeps the choice", async () => {
    const { editShipping } = setup();
    editShipping.mockRejectedValue(
      new ApiError('x', { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Ce mode de livraison ne dessert pas cette adresse.' } }),
    );
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /Livraison à domicile/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Ce mode de livraison ne dessert pas cette adresse.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Livraison à domicile/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(URL);
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup('en');
    expect(await screen.findByRole('group', { name: 'Delivery method' })).toBeInTheDocument();
    expect(plain((await screen.findByRole('radio', { name: /Retrait au magasin/ })).closest('label')?.textContent)).toContain('Free');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a delivery method.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Point relais/ }));
    const hours = within(screen.getByRole('list', { name: 'Opening hours' })).getAllByRole('listitem');
    expect(hours.map((line) => plain(line.textContent))).toEqual(['Monday – Friday: 08:30–12:30, 14:30–19:00', 'Saturday: 08:30–12:30']);
  });
});
