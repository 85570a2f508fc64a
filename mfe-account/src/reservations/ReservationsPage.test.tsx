import { ApiError, type Booking } from '@nougaterie/contracts';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { pages } from '../routes.js';

const user = setupUser();
const PATH = '/mon-compte/mes-reservations';

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 4,
    reference: 'NSD-V-2026-000004',
    status: 'confirmed',
    tour: { slug: 'le-parcours-gourmand', name: 'Le parcours gourmand' },
    slot: { id: 31, starts_at: '2099-06-13T08:00:00.000Z', ends_at: '2099-06-13T08:45:00.000Z' },
    party: { adults: 2, children: 1 },
    seats: 3,
    lines: [],
    amount_cents: 400,
    amount: 4,
    payment_method: 'card',
    paid_at: '2099-06-01T10:00:00.000Z',
    hold_expires_at: null,
    cancellable_until: '2099-06-11T08:00:00.000Z',
    cancellable: true,
    refund: 'none',
    contact: { firstname: 'Mireille', lastname: 'Arnaud', email: 'mireille@example.fr', phone: '04 90 00 00 00' },
    lang: 'fr',
    created_at: '2099-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function open(visits: Record<string, jest.Mock>, lang: 'fr' | 'en' = 'fr') {
  const { ctx } = createFakeContext({ lang, store: { user: makeUser() }, api: { visits } });
  renderPage(pages.reservations, ctx, { path: PATH, url: PATH });
}

describe('/mon-compte/mes-reservations', () => {
  it('lists each booking: tour, date, time, party, amount, status and reference', async () => {
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [booking()] }) });
    const card = await screen.findByRole('region', { name: 'Le parcours gourmand' });
    expect(card).toHaveTextContent('samedi 13 juin 2099');
    // Paris time, whatever the customer's own zone.
    expect(card).toHaveTextContent('10:00 – 10:45');
    expect(card).toHaveTextContent('2 adultes, 1 enfant de moins de 10 ans');
    expect(card).toHaveTextContent(/4,00\s€/);
    expect(card).toHaveTextContent('Confirmée (payée par carte)');
    expect(card).toHaveTextContent('NSD-V-2026-000004');
    expect(card).toHaveTextContent("Annulable en ligne jusqu'au");
  });

  it('offers to pay a booking whose places are still held, until its hold runs out', async () => {
    const held = booking({ id: 12, status: 'held', payment_method: null, paid_at: null, hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    const lapsed = booking({
      id: 13,
      status: 'held',
      payment_method: null,
      paid_at: null,
      hold_expires_at: new Date(Date.now() - 60_000).toISOString(),
      reference: 'NSD-V-2026-000013',
    });
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [held, lapsed] }) }, 'en');
    const links = await screen.findAllByRole('link', { name: 'Pay now' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/visites/confirmation?booking=12');
    expect(screen.getByText(/^Your places are held until \d{2}:\d{2}: pay before then to keep them\.$/)).toBeInTheDocument();
  });

  it('invites to discover the tours when there is no booking', async () => {
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [] }) }, 'en');
    expect(await screen.findByText('You have not booked a visit yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover our visits' })).toHaveAttribute('href', '/nougatourisme');
  });

  it('cancels after a confirmation, and says the card payment will be refunded', async () => {
    const cancel = jest.fn().mockResolvedValue(booking({ status: 'cancelled', cancellable: false, refund: 'due' }));
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [booking()] }), cancel });
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation NSD-V-2026-000004' }));
    expect(screen.getByText(/Annuler la visite « Le parcours gourmand » du samedi 13 juin 2099/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Non, la garder' }));
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Annuler la réservation NSD-V-2026-000004' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    const card = screen.getByRole('region', { name: 'Le parcours gourmand' });
    await waitFor(() => expect(card).toHaveTextContent('Annulée'));
    expect(cancel).toHaveBeenCalledWith(4);
    expect(card).toHaveTextContent('Le montant payé par carte vous sera remboursé sous 14 jours.');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Votre réservation NSD-V-2026-000004 est annulée.');
  });

  it("shows the api's refusal and keeps the booking", async () => {
    const message = "Cette réservation n'est plus annulable en ligne.";
    const cancel = jest
      .fn()
      .mockRejectedValue(new ApiError(message, { status: 409, code: 'BOOKING_NOT_CANCELLABLE', body: { statusCode: 409, error: 'Conflict', message } }));
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [booking()] }), cancel });
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation NSD-V-2026-000004' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Le parcours gourmand' })).toHaveTextContent('Confirmée');
  });

  it('offers no cancel button past the deadline, and says whom to call', async () => {
    open({ reservations: jest.fn().mockResolvedValue({ bookings: [booking({ cancellable: false })] }) }, 'en');
    const card = await screen.findByRole('region', { name: 'Le parcours gourmand' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card).toHaveTextContent('Online cancellation is no longer possible less than 48 hours before the visit');
  });

  it('offers a retry when the bookings cannot be loaded', async () => {
    const reservations = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ bookings: [] });
    open({ reservations });
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Vous n'avez pas encore réservé de visite.")).toBeInTheDocument();
  });
});
