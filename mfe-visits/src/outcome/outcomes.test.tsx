import { BUILD_SHOP_INFO, FIRM, setShopInfo } from '@nougaterie/contracts';
import { createFakeContext, makeUser, renderPage } from '@nougaterie/ui/testing';
import { ApiError } from '@nougaterie/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldBooking } from '../booking/heldBooking.js';
import { pages } from '../routes.js';
import { makeBooking } from '../test/fixtures.js';

function open(page: keyof typeof pages, url: string, booking = makeBooking(), { lang = 'fr', loggedIn = false } = {}) {
  heldBooking.set({ id: booking.id, token: 'tok' });
  const read = jest.fn().mockResolvedValue(booking);
  const { ctx } = createFakeContext({ lang: lang as 'fr' | 'en', api: { visits: { booking: read } }, store: { user: loggedIn ? makeUser() : null } });
  renderPage(pages[page], ctx, { path: url, url });
  return read;
}

const paid = makeBooking({ status: 'confirmed', payment_method: 'card', paid_at: '2026-11-21T10:05:00.000Z', hold_expires_at: null });

beforeEach(() => sessionStorage.clear());

describe('after the payment', () => {
  it('/visites/merci: the reference, the mail and the visit, read back after a reload', async () => {
    const read = open('thanks', '/visites/merci', paid, { loggedIn: true });
    expect(await screen.findByText(/Votre référence : NSD-V-2026-000004/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre réservation !' })).toBeInTheDocument();
    expect(screen.getByText('Un e-mail de confirmation a été envoyé à marie@example.fr.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Votre visite' })).toHaveTextContent('Le parcours gourmand');
    expect(screen.getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute('href', '/mon-compte/mes-reservations');
    expect(read).toHaveBeenCalledWith(4, 'tok');
  });

  it('/visites/merci sends a booking still to pay back to the payment', async () => {
    open('thanks', '/visites/merci');
    expect(await screen.findByText('/visites/paiement')).toBeInTheDocument();
  });

  it("/visites/confirmation: the shop's stored bank account, not the build's", async () => {
    setShopInfo({ ...BUILD_SHOP_INFO, firm: { ...FIRM, bank: { holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' } } });
    try {
      open('confirmation', '/visites/confirmation', makeBooking({ status: 'awaiting_payment', payment_method: 'transfer', hold_expires_at: null }));
      expect(await screen.findByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
      expect(screen.getByText('SARL Test')).toBeInTheDocument();
      expect(screen.queryByText(FIRM.bank.iban)).toBeNull();
    } finally {
      setShopInfo(BUILD_SHOP_INFO);
    }
  });

  it('/visites/confirmation: the bank details and the reference to quote for a transfer', async () => {
    open('confirmation', '/visites/confirmation', makeBooking({ status: 'awaiting_payment', payment_method: 'transfer', hold_expires_at: null }), {
      lang: 'en',
    });
    expect(await screen.findByText(/make a transfer of €4\.00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText(FIRM.bank.iban)).toBeInTheDocument();
    expect(screen.getAllByText('NSD-V-2026-000004')).toHaveLength(2);
    // A visitor has no account to look the booking up in.
    expect(screen.queryByRole('link', { name: 'See my bookings' })).toBeNull();
  });

  it('/visites/confirmation: payment on the day', async () => {
    open('confirmation', '/visites/confirmation', makeBooking({ status: 'confirmed', payment_method: 'shop', hold_expires_at: null }));
    expect(await screen.findByText(/Vous réglerez 4,00\s€ à l'accueil le jour de la visite/)).toBeInTheDocument();
  });

  it("/visites/erreur: the bank's reason, and paying again while the seats are held", async () => {
    heldBooking.set({ id: 4, token: 'tok' });
    const { ctx } = createFakeContext({ api: { visits: { booking: jest.fn().mockResolvedValue(makeBooking()) } } });
    renderPage(pages.error, ctx, { path: '/visites/erreur', url: '/visites/erreur' });
    expect(await screen.findByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/visites/paiement');
    expect(screen.getByRole('alert')).toHaveTextContent("Aucun montant n'a été débité");
  });
});

describe('a link from a mail', () => {
  it('/visites/confirmation?booking=&token= reads that booking, then drops the key from the address', async () => {
    const read = jest.fn().mockResolvedValue(makeBooking({ id: 9, status: 'awaiting_payment', payment_method: 'transfer', hold_expires_at: null }));
    const { ctx } = createFakeContext({ api: { visits: { booking: read } } });
    renderPage(pages.confirmation, ctx, { path: '/visites/confirmation', url: '/visites/confirmation?booking=9&token=mail-token' });
    expect(await screen.findByText(FIRM.bank.iban)).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(9, 'mail-token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/confirmation$/);
  });
});

describe('cancelling from the mail link, as the booking mail promises', () => {
  const cancelled = (booking: ReturnType<typeof makeBooking>) => ({
    ...booking,
    status: 'cancelled' as const,
    cancellable: false,
    refund: 'refunded' as const,
  });

  it('asks twice, cancels with the key from the mail and says the booking is cancelled', async () => {
    const booking = makeBooking({ id: 9, status: 'confirmed', payment_method: 'shop', hold_expires_at: null });
    const cancel = jest.fn().mockResolvedValue(cancelled(booking));
    const { ctx } = createFakeContext({ api: { visits: { booking: jest.fn().mockResolvedValue(booking), cancel } } });
    renderPage(pages.confirmation, ctx, { path: '/visites/confirmation', url: '/visites/confirmation?booking=9&token=mail-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler ma réservation' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByText(/Les places seront proposées à d'autres visiteurs\.$/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(cancel).toHaveBeenCalledWith(9, 'mail-token');
    expect(await screen.findByText('Cette réservation a été annulée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler ma réservation' })).toBeNull();
  });

  it('tells a paid visitor their payment comes back, and shows a refusal from the api', async () => {
    const cancel = jest.fn().mockRejectedValue(
      new ApiError('too late', {
        status: 409,
        code: 'BOOKING_NOT_CANCELLABLE',
        body: { statusCode: 409, error: 'Conflict', message: 'Online cancellation is no longer possible.' },
      }),
    );
    heldBooking.set({ id: paid.id, token: 'tok' });
    const { ctx } = createFakeContext({ lang: 'en', api: { visits: { booking: jest.fn().mockResolvedValue(paid), cancel } } });
    renderPage(pages.thanks, ctx, { path: '/visites/merci', url: '/visites/merci' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel my booking' }));
    expect(screen.getByText(/and your payment will be refunded\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Online cancellation is no longer possible.');
  });

  it('offers nothing once the visit is too close to cancel online', async () => {
    open('confirmation', '/visites/confirmation', makeBooking({ status: 'confirmed', payment_method: 'shop', hold_expires_at: null, cancellable: false }));
    expect(await screen.findByText(/Vous réglerez/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler ma réservation' })).toBeNull();
  });
});
