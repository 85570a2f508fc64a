import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, type HostedSessionState, type Lang } from '@nougaterie/contracts';
import { browserNavigation, HOSTED_POLL_LIMIT, HOSTED_POLL_MS } from '@nougaterie/ui/payment';
import { createFakeContext, initTestI18n, renderAt, setupUser } from '@nougaterie/ui/testing';
import { hostedOrder } from '../payment/hostedOrder.js';
import PaymentReturnPage from './PaymentReturnPage.js';

const REF = 'NSD-2026-000042';
const ROUTE = '/boutique/paiement/retour';
const URL = `${ROUTE}?ref=${REF}&session_id=cs_test_a1`;
const PAGE = 'http://localhost:4000/api/payment/sandbox/cs_sandbox_8';
const state = (status: HostedSessionState['status']): HostedSessionState => ({ status, reference: REF, kind: 'order' });

let leaveFor: jest.SpyInstance;
beforeEach(async () => {
  await initTestI18n('fr');
  window.sessionStorage.clear();
  leaveFor = jest.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
});
afterEach(() => {
  leaveFor.mockRestore();
  jest.useRealTimers();
});

function setup(hostedSession: jest.Mock, { url = URL, lang = 'fr', remembered = true }: { url?: string; lang?: Lang; remembered?: boolean } = {}) {
  if (remembered) hostedOrder.remember({ reference: REF, basketId: 'b-42' });
  const payHosted = jest.fn().mockResolvedValue({ url: PAGE });
  const fake = createFakeContext({ lang, api: { basket: { hostedSession, payHosted } } });
  renderAt(url, ROUTE, <PaymentReturnPage ctx={fake.ctx} />);
  return { payHosted };
}
const location = () => screen.getByTestId('location');

describe('PaymentReturnPage', () => {
  it('goes to the confirmation once the api says paid, with the order’s basket for its details', async () => {
    const hostedSession = jest.fn().mockResolvedValue(state('paid'));
    setup(hostedSession);
    await waitFor(() => expect(location()).toHaveTextContent(`/boutique/confirmation?ref=${REF}`));
    expect(hostedSession).toHaveBeenCalledWith('cs_test_a1');
    expect(hostedOrder.basketOf(REF)).toBeNull();
  });

  it('waits for the bank while the session is pending, asking again, and never says paid by itself', async () => {
    jest.useFakeTimers();
    const hostedSession = jest.fn().mockResolvedValueOnce(state('open')).mockResolvedValueOnce(state('pending')).mockResolvedValue(state('paid'));
    setup(hostedSession);
    expect(screen.getByRole('status')).toHaveTextContent('En attente de la réponse de votre banque');
    expect(screen.getByText(REF)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(location()).toHaveTextContent(ROUTE);
    await act(() => jest.advanceTimersByTimeAsync(HOSTED_POLL_MS));
    expect(location()).toHaveTextContent(ROUTE);
    expect(screen.getByRole('status')).toHaveTextContent('ne payez pas une seconde fois');
    await act(() => jest.advanceTimersByTimeAsync(HOSTED_POLL_MS));
    expect(location()).toHaveTextContent(`/boutique/confirmation?ref=${REF}`);
    expect(hostedSession).toHaveBeenCalledTimes(3);
  });

  it('says a mail will follow when the bank is slow, and asks again on demand', async () => {
    jest.useFakeTimers();
    const hostedSession = jest.fn().mockResolvedValue(state('pending'));
    setup(hostedSession);
    await act(() => jest.advanceTimersByTimeAsync(HOSTED_POLL_MS * HOSTED_POLL_LIMIT));
    expect(screen.getByRole('status')).toHaveTextContent(`Votre banque n'a pas encore répondu pour la commande ${REF}. Vous recevrez un e-mail`);
    hostedSession.mockResolvedValue(state('paid'));
    jest.useRealTimers();
    await setupUser().click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/boutique/confirmation?ref=${REF}`));
  });

  it('says declined, and opens a new payment page for the same order, or another way to pay', async () => {
    const { payHosted } = setup(jest.fn().mockResolvedValue(state('failed')));
    expect(await screen.findByText(/Paiement refusé : réessayez ou choisissez un autre moyen de paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un autre moyen de paiement' })).toHaveAttribute('href', '/boutique/recapitulatif/b-42');
    await setupUser().click(screen.getByRole('button', { name: 'Réessayer le paiement par carte' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAGE));
    expect(payHosted).toHaveBeenCalledWith({ basketId: 'b-42' });
  });

  it('says why a new payment page cannot be opened', async () => {
    const { payHosted } = setup(jest.fn().mockResolvedValue(state('expired')));
    payHosted.mockRejectedValueOnce(
      new ApiError('gone', {
        status: 409,
        code: 'ORDER_NOT_PAYABLE',
        body: { statusCode: 409, error: 'Conflict', message: 'La commande NSD-2026-000042 ne peut plus être payée.' },
      }),
    );
    await setupUser().click(await screen.findByRole('button', { name: 'Réessayer le paiement par carte' }));
    expect(await screen.findByText('La commande NSD-2026-000042 ne peut plus être payée.')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Réessayer le paiement par carte' })).toBeEnabled();
  });

  it('offers the summary without a retry button when this tab did not leave for the payment (another tab)', async () => {
    setup(jest.fn().mockResolvedValue(state('failed')), { remembered: false });
    expect(await screen.findByRole('link', { name: 'Choisir un autre moyen de paiement' })).toHaveAttribute('href', '/boutique/recapitulatif');
    expect(screen.queryByRole('button', { name: 'Réessayer le paiement par carte' })).not.toBeInTheDocument();
  });

  it('says the payment is not found for an unknown session or an address without one', async () => {
    setup(jest.fn().mockRejectedValue(new ApiError('introuvable', { status: 404, code: 'HOSTED_SESSION_NOT_FOUND' })));
    expect(await screen.findByText(/Nous ne retrouvons pas ce paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/boutique');
  });

  it('asks nothing without a session id', () => {
    const hostedSession = jest.fn();
    setup(hostedSession, { url: `${ROUTE}?ref=${REF}` });
    expect(screen.getByText(/Nous ne retrouvons pas ce paiement/)).toBeInTheDocument();
    expect(hostedSession).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup(jest.fn().mockResolvedValue(state('failed')), { lang: 'en' });
    expect(await screen.findByText(/Payment declined: try again or choose another payment method/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the card payment again' })).toBeInTheDocument();
  });
});
