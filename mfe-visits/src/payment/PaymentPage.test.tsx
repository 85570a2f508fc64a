import type { BookingPaymentResponse } from '@nougaterie/contracts';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { heldBooking } from '../booking/heldBooking.js';
import { pages } from '../routes.js';
import { makeBooking } from '../test/fixtures.js';

const user = setupUser();
const PATH = '/visites/paiement';
/** Amounts are written with a no-break space before the euro sign. */
const PAY = /^Payer 4,00\s€$/;

function setup(pay = jest.fn(), overrides: Parameters<typeof makeBooking>[0] = {}, confirmChallenge = jest.fn()) {
  heldBooking.set({ id: 4, token: 'tok-4' });
  const booking = jest.fn().mockResolvedValue(makeBooking(overrides));
  const cancel = jest.fn().mockResolvedValue(makeBooking({ status: 'cancelled' }));
  const context = createFakeContext({ api: { visits: { booking, pay, confirmChallenge, cancel } } });
  renderPage(pages.payment, context.ctx, { path: PATH, url: PATH });
  return { ...context, booking, pay, cancel };
}

const answer = (outcome: BookingPaymentResponse['outcome'], booking = makeBooking(), msg = ''): BookingPaymentResponse => ({
  outcome,
  challenge_id: outcome === 'challenge' ? '5b0f8f1e-1111-4a4a-9999-123456789abc' : null,
  msg,
  booking,
});

async function fillCard(number: string) {
  await user.type(await screen.findByLabelText('Numéro de carte'), number);
  await user.type(screen.getByLabelText('Expiration (MM/AA)'), '1239');
  await user.type(screen.getByLabelText('Cryptogramme'), '123');
  await user.click(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }));
}

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

  it('pays by card, tells the shell once, and thanks the visitor', async () => {
    const pay = jest.fn().mockResolvedValue(answer('paid', makeBooking({ status: 'confirmed', payment_method: 'card' })));
    const { events } = setup(pay);
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Numéro de carte')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/merci$/));
    expect(pay).toHaveBeenCalledWith(4, { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, 'tok-4');
    expect(events.filter((e) => e.topic === 'visits:booked')).toEqual([{ topic: 'visits:booked', payload: { bookingId: '4' } }]);
  });

  it('asks for the terms and catches a mistyped card before the bank is asked', async () => {
    const pay = jest.fn();
    setup(pay);
    await user.type(await screen.findByLabelText('Numéro de carte'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(screen.getByText("Ce numéro de carte n'est pas valide.")).toBeInTheDocument();
    expect(screen.getByText('Acceptez les conditions générales de vente pour réserver.')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });

  it("goes through the bank's code when it asks for one", async () => {
    const pay = jest.fn().mockResolvedValue(answer('challenge'));
    const confirmChallenge = jest.fn().mockResolvedValue(answer('paid', makeBooking({ status: 'confirmed', payment_method: 'card' })));
    setup(pay, {}, confirmChallenge);
    await fillCard('4000000000003220');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('heading', { name: 'Confirmation par votre banque' })).toHaveFocus();
    // Its own form, not one inside the payment's: a browser would then submit the payment instead.
    const code = screen.getByLabelText('Code reçu');
    expect(code.closest('form')?.parentElement?.closest('form')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/merci'));
    expect(confirmChallenge).toHaveBeenCalledWith(4, { challenge_id: '5b0f8f1e-1111-4a4a-9999-123456789abc', code: '123456' }, 'tok-4');
  });

  it('sends a declined card to the error page with the bank’s reason', async () => {
    const pay = jest.fn().mockResolvedValue(answer('declined', makeBooking(), 'Paiement refusé par la banque.'));
    const { events } = setup(pay);
    await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/erreur'));
    expect(events.some((e) => e.topic === 'visits:booked')).toBe(false);
  });

  it('books with payment on the day without any card', async () => {
    const pay = jest.fn().mockResolvedValue(answer('pay_at_shop', makeBooking({ status: 'confirmed', payment_method: 'shop' })));
    setup(pay);
    await user.click(await screen.findByRole('radio', { name: 'Sur place, le jour de la visite' }));
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/visites/confirmation'));
    expect(pay).toHaveBeenCalledWith(4, { method: 'shop' }, 'tok-4');
  });

  it('stops taking the payment when the hold runs out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      setup(jest.fn(), { hold_expires_at: new Date(Date.now() + 3_000).toISOString() });
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
