import { screen, waitFor, within } from '@testing-library/react';
import { toPrefixed, type Address, type Basket, type PaymentResponse } from '@nougaterie/contracts';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt, setupUser } from '@nougaterie/ui/testing';
import { paymentDraft, type PaymentDraft } from '../payment/paymentDraft.js';
import SummaryPage from './SummaryPage.js';

const URL = '/boutique/recapitulatif';
const REF = 'NSD-2026-000007';
const home: Address = {
  company: '',
  address1: '12 place de la Fontaine',
  address2: '',
  zipcode: '84210',
  email: 'lea@example.fr',
  firstname: 'Léa',
  lastname: 'Roux',
  country: 'DE',
  phone: '0490000000',
  city: 'Saint-Didier',
};
const basket = makeBasket([makeLine(makeItem({ id: 1, name: 'Nougat noir', prices: { price_base: 12, price_to_display: 12 } }), 4)], {
  id: 'b-7',
  ...toPrefixed(home, 'shipping'),
  ...toPrefixed(home, 'billing'),
  shipping_method: {
    id: 2,
    kind: 'relay',
    name: 'Point relais',
    price: 4.9,
    relay: {
      id: 'R1',
      name: 'Tabac-Presse du Ventoux',
      address: '12 place Neuve',
      zipcode: '84210',
      city: 'Saint-Didier',
      country: 'FR',
      opening_hours: [],
      latitude: 44,
      longitude: 5,
    },
  },
  amount_shipping: 4.9,
  amount_total: 52.9,
});
const ordered: Basket = {
  ...basket,
  status: 'ordered',
  order: { id: 7, reference: REF, status: 'awaiting_payment', payment_method: 'card', amount_total: 52.9 },
};
const card = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const answer = (status: PaymentResponse['status'], extra: Partial<PaymentResponse> = {}): PaymentResponse =>
  ({ status, challenge_id: null, msg: '', order: { reference: REF }, ...extra }) as PaymentResponse;

function setup({ draft = { method: 'card', card } as PaymentDraft | null, lang = 'fr' as 'fr' | 'en' } = {}) {
  paymentDraft.set(draft);
  const validBasket = jest.fn().mockResolvedValue(ordered);
  const payCard = jest.fn().mockResolvedValue(answer('paid'));
  const confirmChallenge = jest.fn().mockResolvedValue(answer('paid'));
  const fake = createFakeContext({ lang, store: { basket, actions: { validBasket } }, api: { basket: { payCard, confirmChallenge } } });
  renderAt(URL, URL, <SummaryPage ctx={fake.ctx} />);
  return { validBasket, payCard, confirmChallenge };
}
const order = () => screen.getByRole('button', { name: 'Commander avec obligation de paiement' });
const accept = () => setupUser().click(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }));
const confirmed = () => waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/boutique/confirmation?ref=${REF}`));

describe('SummaryPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows the lines, both addresses, the relay point, the payment and the amounts', () => {
    setup();
    expect(within(screen.getByRole('region', { name: 'Vos produits' })).getByText('4 × Nougat noir')).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: 'Adresses' });
    expect(within(addresses).getAllByText('12 place de la Fontaine')).toHaveLength(2);
    expect(within(addresses).getAllByText('Allemagne')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Livraison' })).toHaveTextContent('Point relais : Tabac-Presse du Ventoux, 12 place Neuve, 84210 Saint-Didier');
    expect(screen.getByRole('region', { name: 'Paiement' })).toHaveTextContent('Carte bancaire · carte se terminant par 4242');
    expect(screen.getByRole('link', { name: 'Modifier : Paiement' })).toHaveAttribute('href', '/boutique/paiement');
    expect(screen.getByRole('region', { name: 'Montant de la commande' })).toHaveTextContent(/TOTAL \(TTC\)52,90/);
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/legal/conditions-generales-vente');
  });

  it('requires the CGV to be accepted', async () => {
    const { validBasket } = setup();
    await setupUser().click(order());
    expect(screen.getByText('Vous devez accepter les conditions générales de vente pour commander.')).toBeInTheDocument();
    expect(validBasket).not.toHaveBeenCalled();
  });

  it('sends the shopper back to the payment step when no payment was chosen (e.g. after a reload)', () => {
    setup({ draft: null });
    expect(screen.getByRole('link', { name: 'le moyen de paiement' })).toHaveAttribute('href', '/boutique/paiement');
    expect(order()).toBeDisabled();
  });

  it('validates once however often the button is clicked, then pays the card and confirms', async () => {
    const { validBasket, payCard } = setup();
    let release: (basket: Basket) => void = () => undefined;
    validBasket.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    await accept();
    const user = setupUser();
    await user.dblClick(order());
    await user.click(screen.getByRole('button', { name: 'Commande en cours…' }));
    expect(screen.getByRole('button', { name: 'Commande en cours…' })).toBeDisabled();
    release(ordered);
    await confirmed();
    expect(validBasket).toHaveBeenCalledTimes(1);
    expect(validBasket).toHaveBeenCalledWith('card');
    expect(payCard).toHaveBeenCalledTimes(1);
    expect(payCard).toHaveBeenCalledWith({ basketId: 'b-7', ...card });
    expect(paymentDraft.get()).toBeNull();
  });

  it('orders by bank transfer without any card call', async () => {
    const { validBasket, payCard } = setup({ draft: { method: 'transfer', card: null } });
    await accept();
    await setupUser().click(order());
    await confirmed();
    expect(validBasket).toHaveBeenCalledWith('transfer');
    expect(payCard).not.toHaveBeenCalled();
  });

  it('shows a declined card in place and pays with another card', async () => {
    const { validBasket, payCard } = setup();
    payCard.mockResolvedValueOnce(answer('declined', { msg: 'Votre banque a refusé le paiement.' }));
    await accept();
    const user = setupUser();
    await user.click(order());
    expect(await screen.findByText('Votre banque a refusé le paiement.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(URL);

    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '5555555555554444');
    await user.type(screen.getByRole('textbox', { name: 'Expiration (MM/AA)' }), '1130');
    await user.type(screen.getByRole('textbox', { name: 'Cryptogramme' }), '321');
    await user.click(screen.getByRole('button', { name: 'Payer avec cette carte' }));
    await confirmed();
    expect(validBasket).toHaveBeenCalledTimes(2);
    expect(payCard).toHaveBeenLastCalledWith({ basketId: 'b-7', card_number: '5555 5555 5555 4444', expiry: '11/30', cvc: '321' });
  });

  it('asks for the 3-D Secure code when the bank wants it, then confirms', async () => {
    const { payCard, confirmChallenge } = setup();
    const challengeId = '7b0c7a4e-1f40-4a55-9d5e-0c2f6a1d9e11';
    payCard.mockResolvedValueOnce(answer('challenge', { challenge_id: challengeId }));
    await accept();
    const user = setupUser();
    await user.click(order());
    const modal = await screen.findByRole('dialog', { name: 'Confirmez votre paiement' });
    await user.type(within(modal).getByRole('textbox', { name: 'Code de confirmation' }), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(confirmChallenge).toHaveBeenCalledWith({ challenge_id: challengeId, code: '123456' });
    await confirmed();
  });

  it('closes the challenge on a wrong code and says so, the order still payable', async () => {
    const { payCard, confirmChallenge } = setup();
    payCard.mockResolvedValueOnce(answer('challenge', { challenge_id: '7b0c7a4e-1f40-4a55-9d5e-0c2f6a1d9e11' }));
    confirmChallenge.mockResolvedValueOnce(answer('declined', { msg: 'Code de confirmation incorrect.' }));
    await accept();
    const user = setupUser();
    await user.click(order());
    const modal = await screen.findByRole('dialog');
    await user.type(within(modal).getByRole('textbox', { name: 'Code de confirmation' }), '000000');
    await user.click(within(modal).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByText('Code de confirmation incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer avec cette carte' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    const { payCard } = setup({ lang: 'en' });
    payCard.mockResolvedValueOnce(answer('declined', { msg: 'Your bank declined the payment.' }));
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getAllByText('Germany')).toHaveLength(2);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(screen.getByText('You must accept the terms and conditions of sale to order.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions of sale/ }));
    await user.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByText('Your bank declined the payment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with this card' })).toBeInTheDocument();
  });
});

describe('SummaryPage: an order awaiting payment, found again', () => {
  const LINK_ID = '5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11';
  const ROUTE = '/boutique/recapitulatif/:id?';
  beforeEach(() => initTestI18n('fr'));

  function comeBack({ session = ordered as Basket | null, url = URL, opened }: { session?: Basket | null; url?: string; opened?: () => Promise<Basket> } = {}) {
    // A reload or a later visit: the card typed before is gone with the page.
    paymentDraft.set(null);
    const validBasket = jest.fn().mockResolvedValue(ordered);
    const payCard = jest.fn().mockResolvedValue(answer('paid'));
    const fake = createFakeContext({ store: { basket: session }, api: { basket: { payCard } } });
    const openOrderedBasket = jest.fn(async (id: string) => {
      const basket = opened ? await opened() : { ...ordered, id };
      if (basket.order?.status === 'awaiting_payment') fake.store.subjects.basket.next(basket);
      return basket;
    });
    Object.assign(fake.store, { validBasket, openOrderedBasket });
    renderAt(url, ROUTE, <SummaryPage ctx={fake.ctx} />);
    return { validBasket, payCard, openOrderedBasket };
  }
  const awaitingText = `Votre commande ${REF} attend son paiement. Payez-la par carte ci-dessous, ou choisissez un autre moyen de paiement.`;

  it('shows the card order kept by the session as awaiting payment: another card pays it, or another method', async () => {
    const { validBasket, payCard, openOrderedBasket } = comeBack();
    expect(screen.getByRole('status')).toHaveTextContent(awaitingText);
    expect(screen.queryByRole('button', { name: 'Commander avec obligation de paiement' })).not.toBeInTheDocument();
    expect(screen.queryByText('Avant de commander, complétez :')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un autre moyen de paiement' })).toHaveAttribute('href', '/boutique/paiement');
    expect(openOrderedBasket).not.toHaveBeenCalled();

    const user = setupUser();
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '5555555555554444');
    await user.type(screen.getByRole('textbox', { name: 'Expiration (MM/AA)' }), '1130');
    await user.type(screen.getByRole('textbox', { name: 'Cryptogramme' }), '321');
    await user.click(screen.getByRole('button', { name: 'Payer avec cette carte' }));
    await confirmed();
    expect(validBasket).toHaveBeenCalledWith('card');
    expect(payCard).toHaveBeenCalledWith({ basketId: 'b-7', card_number: '5555 5555 5555 4444', expiry: '11/30', cvc: '321' });
  });

  it('takes the other method chosen since at the payment step with the usual button', async () => {
    paymentDraft.set({ method: 'transfer', card: null });
    const validBasket = jest.fn().mockResolvedValue({ ...ordered, order: { ...ordered.order!, payment_method: 'transfer' } });
    const fake = createFakeContext({ store: { basket: ordered, actions: { validBasket } } });
    renderAt(URL, ROUTE, <SummaryPage ctx={fake.ctx} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await accept();
    await setupUser().click(order());
    await confirmed();
    expect(validBasket).toHaveBeenCalledWith('transfer');
  });

  it('opens the basket named by the mailed link, with no basket in the session (another device)', async () => {
    const { openOrderedBasket } = comeBack({ session: null, url: `${URL}/${LINK_ID}` });
    expect(screen.getByText('Chargement de votre commande…')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(awaitingText);
    expect(openOrderedBasket).toHaveBeenCalledWith(LINK_ID);
    expect(screen.getByRole('button', { name: 'Payer avec cette carte' })).toBeInTheDocument();
  });

  it('shows the confirmation of an order the link names once it is paid', async () => {
    const paid = { ...ordered, id: LINK_ID, order: { ...ordered.order!, status: 'paid' as const } };
    comeBack({ session: null, url: `${URL}/${LINK_ID}`, opened: async () => paid });
    await confirmed();
  });

  it('says so when the link opens nothing, and offers to log in (a customer’s order)', async () => {
    comeBack({ session: null, url: `${URL}/${LINK_ID}`, opened: () => Promise.reject(new Error('404')) });
    expect(await screen.findByText(/Aucune commande à payer ici/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter pour retrouver ma commande' })).toHaveAttribute(
      'href',
      `/sign/login?redirect=${encodeURIComponent(`${URL}/${LINK_ID}`)}`,
    );
  });
});
