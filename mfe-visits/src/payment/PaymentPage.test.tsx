import { ApiError, type BookingPaymentResponse } from '@nougaterie/contracts';
import { browserNavigation } from '@nougaterie/ui/payment';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { heldBooking } from '../booking/heldBooking.js';
import { pages } from '../routes.js';
import { makeBooking } from '../test/fixtures.js';

const user = setupUser();
const PATH = '/visites/paiement';
/** Amounts are written with a no-break space before the euro sign. */
const PAY = /^Payer 4,00\s€$/;
const HOSTED_URL = 'http://api.test/api/payment/sandbox/cs_sandbox_4';

function setup({
  pay = jest.fn(),
  payHosted = jest.fn(),
  overrides = {},
}: { pay?: jest.Mock; payHosted?: jest.Mock; overrides?: Parameters<typeof makeBooking>[0] } = {}) {
  heldBooking.set({ id: 4, token: 'tok-4' });
  const booking = jest.fn().mockResolvedValue(makeBooking(overrides));
  const cancel = jest.fn().mockResolvedValue(makeBooking({ status: 'cancelled' }));
  const context = createFakeContext({ api: { visits: { booking, pay, payHosted, cancel } } });
  renderPage(pages.payment, context.ctx, { path: PATH, url: PATH });
  return { ...context, booking, pay, payHosted, cancel };
}

const answer = (outcome: BookingPaymentResponse['outcome'], booking = makeBooking(), msg = ''): BookingPaymentResponse => ({
  outcome,
  challenge_id: null,
  msg,
  booking,
});

const acceptTerms = async () => user.click(await screen.findByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }));

let leaveFor: jest.SpyInstance;
beforeEach(() => {
  leaveFor = jest.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
});
afterEach(() => leaveFor.mockRestore());

beforeEach(() => sessionStorage.clear());

describe('/visites/paiement', () => {
  it('says so when this tab holds no booking', async () => {
    const { ctx } = createFakeContext();
    renderPage(pages.payment, ctx, { path: PATH, url: PATH });
    expect(screen.getByText(/Aucune réservation n'attend de paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir une visite' })).toHaveAttribute('href', '/visites');
  });

  it('reads the held booking back with its token, and shows it with the time left to pay', async () => {
    const { booking } = setup();
    expect(await screen.findByText('NSD-V-2026-000004')).toBeInTheDocument();
    expect(booking).toHaveBeenCalledWith(4, 'tok-4');
    expect(screen.getByRole('region', { name: 'Votre réservation' })).toHaveTextContent('2 adultes, 1 enfant de moins de 10 ans');
    expect(screen.getByText('Vos places sont retenues encore')).toHaveTextContent(/1[45]:\d\d/);
    expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
  });

  it("sends the visitor to the provider's page to pay by card, with no card field of ours", async () => {
    let answerPage: (value: { url: string }) => void = () => undefined;
    const payHosted = jest.fn().mockReturnValue(new Promise((resolve) => (answerPage = resolve)));
    const { pay, events } = setup({ payHosted });
    expect(await screen.findByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    expect(screen.getByText(/la page sécurisée de notre prestataire de paiement/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Numéro de carte|Cryptogramme|Expiration/)).toBeNull();
    expect(document.querySelector('input[autocomplete^="cc-"]')).toBeNull();
    await acceptTerms();
    // Two clicks before the page draws again (a double click, Enter pressed twice) ask for one page.
    const button = screen.getByRole('button', { name: PAY });
    act(() => {
      button.click();
      button.click();
    });
    expect(button).toBeDisabled();
    await act(async () => answerPage({ url: HOSTED_URL }));
    expect(payHosted).toHaveBeenCalledTimes(1);
    expect(payHosted).toHaveBeenCalledWith(4, 'tok-4');
    expect(leaveFor).toHaveBeenCalledTimes(1);
    expect(leaveFor).toHaveBeenCalledWith(HOSTED_URL);
    // Stays busy while the browser leaves; nothing is paid nor booked from here.
    expect(screen.getByRole('button', { name: PAY })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(payHosted).toHaveBeenCalledTimes(1);
    expect(pay).not.toHaveBeenCalled();
    expect(events.some((e) => e.topic === 'visits:booked')).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/paiement$/);
  });

  it('is usable again when the browser brings the page back from its back-forward cache', async () => {
    const payHosted = jest.fn().mockResolvedValue({ url: HOSTED_URL });
    setup({ payHosted });
    await acceptTerms();
    await user.click(await screen.findByRole('button', { name: PAY }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: PAY })).toBeDisabled();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it.each([
    [409, 'HOLD_EXPIRED', 'Le délai pour payer cette réservation (15 minutes) est dépassé.'],
    [503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Le service de paiement ne répond pas. Réessayez dans un instant.'],
  ])("says why when the provider's page cannot be opened (%i %s), and lets the visitor try again", async (status, code, message) => {
    const payHosted = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(message, { status, code, body: { statusCode: status, error: 'Refused', message, code } }))
      .mockResolvedValue({ url: HOSTED_URL });
    setup({ payHosted });
    await acceptTerms();
    await user.click(await screen.findByRole('button', { name: PAY }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(leaveFor).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(HOSTED_URL));
    expect(payHosted).toHaveBeenCalledTimes(2);
  });

  it('asks for the terms before the provider is asked', async () => {
    const payHosted = jest.fn();
    setup({ payHosted });
    await user.click(await screen.findByRole('button', { name: PAY }));
    expect(screen.getByText('Acceptez les conditions générales de vente pour réserver.')).toBeInTheDocument();
    expect(payHosted).not.toHaveBeenCalled();
  });

  it('books with payment on the day without any card', async () => {
    const pay = jest.fn().mockResolvedValue(answer('pay_at_shop', makeBooking({ status: 'confirmed', payment_method: 'shop' })));
    const payHosted = jest.fn();
    const { events } = setup({ pay, payHosted });
    await user.click(await screen.findByRole('radio', { name: 'Sur place, le jour de la visite' }));
    await acceptTerms();
    await user.dblClick(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/confirmation'));
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledWith(4, { method: 'shop' }, 'tok-4');
    expect(payHosted).not.toHaveBeenCalled();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(events.filter((e) => e.topic === 'visits:booked')).toEqual([{ topic: 'visits:booked', payload: { bookingId: '4' } }]);
  });

  it('books with a bank transfer as before', async () => {
    const pay = jest.fn().mockResolvedValue(answer('awaiting_transfer', makeBooking({ status: 'awaiting_payment', payment_method: 'transfer' })));
    setup({ pay });
    await user.click(await screen.findByRole('radio', { name: 'Virement bancaire' }));
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/confirmation'));
    expect(pay).toHaveBeenCalledWith(4, { method: 'transfer' }, 'tok-4');
  });

  it('stops taking the payment when the hold runs out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      setup({ overrides: { hold_expires_at: new Date(Date.now() + 3_000).toISOString() } });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(await screen.findByRole('button', { name: PAY })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(4_000));
      expect(screen.queryByRole('button', { name: PAY })).toBeNull();
      expect(screen.getAllByText(/Le délai de paiement est dépassé/).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: 'Choisir un créneau' })).toHaveAttribute('href', '/visites/le-parcours-gourmand');
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the seats back when the visitor wants another slot', async () => {
    const { cancel } = setup();
    await user.click(await screen.findByRole('button', { name: 'Changer de créneau' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/le-parcours-gourmand'));
    expect(cancel).toHaveBeenCalledWith(4, 'tok-4');
    expect(heldBooking.get()).toBeNull();
  });
});
