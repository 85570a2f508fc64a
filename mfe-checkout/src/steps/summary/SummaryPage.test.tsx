import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type Address, type Basket, type Lang } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { browserNavigation } from '@nougaterie/ui/payment';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, renderAt, setupUser } from '@nougaterie/ui/testing';
import { hostedOrder } from '../payment/hostedOrder.js';
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
const PAGE = 'http://localhost:4000/api/payment/sandbox/cs_sandbox_7';

/** The browser's trip to the provider's page, which jsdom cannot make. */
let leaveFor: jest.SpyInstance;
beforeEach(() => {
  leaveFor = jest.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});
afterEach(() => leaveFor.mockRestore());

function setup({ draft = { method: 'card' }, lang = 'fr' }: { draft?: PaymentDraft | null; lang?: Lang } = {}) {
  paymentDraft.set(draft);
  const validBasket = jest.fn().mockResolvedValue(ordered);
  const payHosted = jest.fn().mockResolvedValue({ url: PAGE });
  const fake = createFakeContext({ lang, store: { basket, actions: { validBasket } }, api: { basket: { payHosted } } });
  renderAt(URL, URL, <SummaryPage ctx={fake.ctx} />);
  return { validBasket, payHosted };
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
    expect(screen.getByRole('region', { name: 'Paiement' })).toHaveTextContent('Carte bancaire');
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

  it('validates once however often the button is clicked, then sends the shopper to the payment page', async () => {
    const { validBasket, payHosted } = setup();
    let release: (basket: Basket) => void = () => undefined;
    validBasket.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    await accept();
    const user = setupUser();
    await user.dblClick(order());
    await user.click(screen.getByRole('button', { name: 'Commande en cours…' }));
    expect(screen.getByRole('button', { name: 'Commande en cours…' })).toBeDisabled();
    release(ordered);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAGE));
    expect(validBasket).toHaveBeenCalledTimes(1);
    expect(validBasket).toHaveBeenCalledWith('card');
    // The amount is the api's: only the basket is named.
    expect(payHosted).toHaveBeenCalledTimes(1);
    expect(payHosted).toHaveBeenCalledWith({ basketId: 'b-7' });
    // The return page will find the order's basket in this tab; the page stays busy while it leaves.
    expect(hostedOrder.basketOf(REF)).toBe('b-7');
    expect(screen.getByRole('button', { name: 'Commande en cours…' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(URL);
  });

  it('orders by bank transfer without any card call', async () => {
    const { validBasket, payHosted } = setup({ draft: { method: 'transfer' } });
    await accept();
    await setupUser().click(order());
    await confirmed();
    expect(validBasket).toHaveBeenCalledWith('transfer');
    expect(payHosted).not.toHaveBeenCalled();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(paymentDraft.get()).toBeNull();
  });

  it('says why when the payment page cannot be opened, and can try again', async () => {
    const { payHosted } = setup();
    payHosted.mockRejectedValueOnce(
      new ApiError('provider', {
        status: 503,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Le service de paiement ne répond pas.' },
      }),
    );
    await accept();
    const user = setupUser();
    await user.click(order());
    // A 5xx is our own sentence, not the server's.
    expect(await screen.findByText('Une erreur inattendue est survenue. Réessayez dans un instant.')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    await user.click(order());
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAGE));
    expect(payHosted).toHaveBeenCalledTimes(2);
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    const { payHosted } = setup({ lang: 'en' });
    payHosted.mockRejectedValueOnce(
      new ApiError('gone', {
        status: 409,
        code: 'ORDER_NOT_PAYABLE',
        body: { statusCode: 409, error: 'Conflict', message: 'Order NSD-2026-000007 can no longer be paid.' },
      }),
    );
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getAllByText('Germany')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Bank card');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(screen.getByText('You must accept the terms and conditions of sale to order.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions of sale/ }));
    await user.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByText('Order NSD-2026-000007 can no longer be paid.')).toBeInTheDocument();
  });
});

describe('SummaryPage: an order awaiting payment, found again', () => {
  const LINK_ID = '5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11';
  const ROUTE = '/boutique/recapitulatif/:id?';
  beforeEach(() => initTestI18n('fr'));

  function comeBack({ session = ordered, url = URL, opened }: { session?: Basket | null; url?: string; opened?: () => Promise<Basket> } = {}) {
    // A reload or a later visit: the way to pay chosen before is gone with the page.
    paymentDraft.set(null);
    const validBasket = jest.fn().mockResolvedValue(ordered);
    const payHosted = jest.fn().mockResolvedValue({ url: PAGE });
    const fake = createFakeContext({ store: { basket: session }, api: { basket: { payHosted } } });
    const openOrderedBasket = jest.fn(async (id: string) => {
      const basket = opened ? await opened() : { ...ordered, id };
      if (basket.order?.status === 'awaiting_payment') fake.store.subjects.basket.next(basket);
      return basket;
    });
    Object.assign(fake.store, { validBasket, openOrderedBasket });
    renderAt(url, ROUTE, <SummaryPage ctx={fake.ctx} />);
    return { validBasket, payHosted, openOrderedBasket };
  }
  const awaitingText = `Votre commande ${REF} attend son paiement. Payez-la par carte sur la page de paiement sécurisée, ou choisissez un autre moyen de paiement.`;

  it('shows the card order kept by the session as awaiting payment: its payment page again, or another method', async () => {
    const { validBasket, payHosted, openOrderedBasket } = comeBack();
    expect(screen.getByRole('status')).toHaveTextContent(awaitingText);
    expect(screen.queryByRole('button', { name: 'Commander avec obligation de paiement' })).not.toBeInTheDocument();
    expect(screen.queryByText('Avant de commander, complétez :')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un autre moyen de paiement' })).toHaveAttribute('href', '/boutique/paiement');
    expect(openOrderedBasket).not.toHaveBeenCalled();

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Aller à la page de paiement' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAGE));
    expect(validBasket).toHaveBeenCalledWith('card');
    expect(payHosted).toHaveBeenCalledWith({ basketId: 'b-7' });
  });

  it('takes the other method chosen since at the payment step with the usual button', async () => {
    paymentDraft.set({ method: 'transfer' });
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
    expect(screen.getByRole('button', { name: 'Aller à la page de paiement' })).toBeInTheDocument();
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
