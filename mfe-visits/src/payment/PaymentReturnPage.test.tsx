import { ApiError, type HostedSessionState, type Lang } from '@nougaterie/contracts';
import { HOSTED_POLL_LIMIT, HOSTED_POLL_MS } from '@nougaterie/ui/payment';
import { createFakeContext, startTestI18n } from '@nougaterie/ui/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { heldBooking } from '../booking/heldBooking.js';
import { pages } from '../routes.js';
import { makeBooking } from '../test/fixtures.js';

const REFERENCE = 'NSD-V-2026-000004';
const SESSION = 'cs_sandbox_4';
const RETURN = `/visites/paiement/retour?ref=${REFERENCE}&session_id=${SESSION}`;

const state = (status: HostedSessionState['status']): HostedSessionState => ({ status, reference: REFERENCE, kind: 'booking' });
const paidBooking = makeBooking({ status: 'confirmed', payment_method: 'card', paid_at: '2026-11-21T10:05:00.000Z', hold_expires_at: null });

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The return page as the shell mounts it, beside the pages it hands over to (the error page drawn, to read what it was told). */
function open({
  hostedSession,
  booking = jest.fn().mockResolvedValue(paidBooking),
  url = RETURN,
  lang = 'fr',
}: {
  hostedSession: jest.Mock;
  booking?: jest.Mock;
  url?: string;
  lang?: Lang;
}) {
  const context = createFakeContext({ lang, api: { basket: { hostedSession }, visits: { booking } } });
  startTestI18n();
  const Return = pages['payment-return'];
  const Refused = pages.error;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/visites/paiement/retour" element={<Return ctx={context.ctx} />} />
        <Route path="/visites/erreur" element={<Refused ctx={context.ctx} />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return { ...context, booking };
}

/** Lets the pending answers settle, then moves the clock by `ms`. */
const tick = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('/visites/paiement/retour', () => {
  it('paid: the thanks of the booking this tab holds, told to the shell once, read from the api only', async () => {
    heldBooking.set({ id: 4, token: 'tok-4' });
    const hostedSession = jest.fn().mockResolvedValue(state('paid'));
    const { booking, events } = open({ hostedSession });
    await tick();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/merci$/);
    expect(hostedSession).toHaveBeenCalledWith(SESSION);
    expect(booking).toHaveBeenCalledWith(4, 'tok-4');
    expect(events.filter((e) => e.topic === 'visits:booked')).toEqual([{ topic: 'visits:booked', payload: { bookingId: '4' } }]);
    // The payment page still finds the booking (a reload, a back).
    expect(heldBooking.get()).toEqual({ id: 4, token: 'tok-4' });
  });

  it('waits for the bank, asking every 2 seconds, then thanks the visitor once it has answered', async () => {
    heldBooking.set({ id: 4, token: 'tok-4' });
    const hostedSession = jest.fn().mockResolvedValueOnce(state('pending')).mockResolvedValueOnce(state('open')).mockResolvedValue(state('paid'));
    const { booking } = open({ hostedSession });
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('En attente de la réponse de la banque');
    expect(screen.getByRole('status')).toHaveTextContent(`Référence de votre réservation : ${REFERENCE}`);
    expect(booking).not.toHaveBeenCalled();
    await tick(HOSTED_POLL_MS);
    expect(hostedSession).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('En attente de la réponse de la banque');
    expect(screen.getByTestId('location')).toHaveTextContent('/visites/paiement/retour');
    await tick(HOSTED_POLL_MS);
    expect(hostedSession).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/merci$/);
  });

  it('stops asking after about two minutes, says a mail will follow, and asks again on demand', async () => {
    const hostedSession = jest.fn().mockResolvedValue(state('pending'));
    open({ hostedSession, lang: 'en' });
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent("Waiting for the bank's answer");
    await tick(HOSTED_POLL_MS * HOSTED_POLL_LIMIT);
    expect(hostedSession).toHaveBeenCalledTimes(HOSTED_POLL_LIMIT);
    expect(HOSTED_POLL_MS * HOSTED_POLL_LIMIT).toBe(120_000);
    expect(screen.getByRole('status')).toHaveTextContent('The bank has not answered yet. You will receive an e-mail as soon as the payment is confirmed');
    await tick(HOSTED_POLL_MS * 5);
    expect(hostedSession).toHaveBeenCalledTimes(HOSTED_POLL_LIMIT);

    hostedSession.mockResolvedValue(state('paid'));
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await tick();
    expect(hostedSession).toHaveBeenCalledTimes(HOSTED_POLL_LIMIT + 1);
    // Paid for a booking this tab does not hold (made in the widget on a partner's page): said here.
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your booking!' })).toBeInTheDocument();
  });

  it.each(['failed', 'expired'] as const)('%s: declined, with the way back to the payment while the seats are held', async (status) => {
    heldBooking.set({ id: 4, token: 'tok-4' });
    const hostedSession = jest.fn().mockResolvedValue(state(status));
    const { events } = open({ hostedSession, booking: jest.fn().mockResolvedValue(makeBooking()) });
    await tick();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/erreur$/);
    expect(screen.getByRole('alert')).toHaveTextContent('Paiement refusé : réessayez ou choisissez un autre moyen de paiement.');
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/visites/paiement');
    expect(heldBooking.get()).toEqual({ id: 4, token: 'tok-4' });
    expect(events.some((e) => e.topic === 'visits:booked')).toBe(false);
    await tick(HOSTED_POLL_MS * 3);
    expect(hostedSession).toHaveBeenCalledTimes(1);
  });

  it('paid for a booking this tab does not hold: the reference from the provider, no other booking shown', async () => {
    heldBooking.set({ id: 7, token: 'tok-7' });
    const other = jest.fn().mockResolvedValue(makeBooking({ id: 7, reference: 'NSD-V-2026-000007' }));
    const { events } = open({ hostedSession: jest.fn().mockResolvedValue(state('paid')), booking: other });
    await tick();
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre réservation !' })).toBeInTheDocument();
    expect(screen.getByText('Votre visite est réservée et payée.')).toBeInTheDocument();
    expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    expect(screen.queryByText('NSD-V-2026-000007')).toBeNull();
    expect(screen.getByText('Un e-mail de confirmation vous a été envoyé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver une autre visite' })).toHaveAttribute('href', '/visites');
    expect(events.some((e) => e.topic === 'visits:booked')).toBe(false);
  });

  it('an unknown session: says so, with a way to the tours', async () => {
    const hostedSession = jest.fn().mockRejectedValue(new ApiError('introuvable', { status: 404, code: 'HOSTED_SESSION_NOT_FOUND' }));
    open({ hostedSession });
    await tick();
    expect(screen.getByText(/Nous ne retrouvons pas ce paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos visites' })).toHaveAttribute('href', '/visites');
    await tick(HOSTED_POLL_MS * 3);
    expect(hostedSession).toHaveBeenCalledTimes(1);
  });

  it('no session in the address: says so without asking the api', async () => {
    const hostedSession = jest.fn();
    open({ hostedSession, url: '/visites/paiement/retour', lang: 'en' });
    await tick();
    expect(screen.getByText(/We cannot find this payment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our visits' })).toHaveAttribute('href', '/visites');
    expect(hostedSession).not.toHaveBeenCalled();
  });
});
