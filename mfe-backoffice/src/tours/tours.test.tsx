import { FIRM } from '@nougaterie/contracts';
import { addDays, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import { adminToursSchema, tourDaySchema, type AdminSlot, type AdminTour, type TourDay } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStaffMember, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const plain = (text: string | null) => (text ?? '').replace(/\u202f|\u00a0/g, ' ');

const GOURMET: AdminTour = adminToursSchema.parse({
  tours: [
    {
      id: 1,
      slug: 'le-parcours-gourmand',
      active: true,
      guided: true,
      exclusive: false,
      lead_days: 0,
      name_fr: 'Le parcours gourmand',
      name_en: 'The gourmet tour',
      summary_fr: 'Suivez le chemin de l’amande.',
      summary_en: 'Follow the almonds.',
      audience_fr: 'Toute la famille.',
      audience_en: 'The whole family.',
      duration_minutes: 45,
      capacity: 25,
      max_party: 20,
      pricing: { kind: 'perPerson', adult: 200, child: 0 },
      schedule: [{ from: '04-01', to: '10-31', weekdays: [2, 3, 4, 5, 6], times: ['10:00', '14:30'] }],
    },
  ],
}).tours[0];
const PRIVATE: AdminTour = {
  ...GOURMET,
  id: 3,
  slug: 'la-visite-des-champs-privee',
  name_fr: 'La visite des champs en privé',
  name_en: 'The private field visit',
  exclusive: true,
  pricing: {
    kind: 'bands',
    bands: [
      { min: 1, max: 6, amount: 8000, per: 'party' },
      { min: 7, max: 15, amount: 1200, per: 'person' },
    ],
  },
};

const day = addDays(parisDay(), 3);
const slot = (id: number, time: string, overrides: Partial<AdminSlot> = {}): AdminSlot => ({
  id,
  tour_id: 1,
  tour_name: 'Le parcours gourmand',
  starts_at: parisInstant(day, time).toISOString(),
  ends_at: parisInstant(day, time).toISOString(),
  capacity: 25,
  seats_taken: 0,
  closed: false,
  in_timetable: true,
  ...overrides,
});

describe('/gestion/visites', () => {
  it('is in the menu and lists each tour with its prices, bands included, and its timetable', async () => {
    const api = fakeAdminApi({ tours: async () => ({ tours: [GOURMET, PRIVATE] }) });
    renderStaff('/gestion/visites', { api, member: aStaffMember() });
    const list = await screen.findByRole('list', { name: 'Les visites' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(items[0]).toContain('2,00 € par adulte, 0,00 € par enfant de moins de 10 ans');
    expect(items[0]).toContain('25 places par créneau, groupes de 20 au plus');
    expect(items[0]).toContain('04-01 → 10-31 · mar. mer. jeu. ven. sam. · 10:00, 14:30');
    expect(items[1]).toContain('de 1 à 6 personnes : 80,00 € le groupe ; de 7 à 15 personnes : 12,00 € par personne');
    expect(within(list).getByRole('link', { name: 'Le parcours gourmand' })).toHaveAttribute('href', '/gestion/visites/1');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Gestion' })).getByRole('link', { name: 'Visites' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/gestion/visites/:id', () => {
  const slots = [slot(11, '10:00', { seats_taken: 5 }), slot(12, '14:30'), slot(13, '16:00', { closed: true })];

  it('refuses a price of 0 € and a bad time before asking the api, in the staff member’s language', async () => {
    const api = fakeAdminApi({ tours: async () => ({ tours: [GOURMET] }), tourSlots: async () => ({ from: day, to: day, slots }) });
    renderStaff('/gestion/visites/1', { api, member: aStaffMember(), lang: 'en' });
    const adult = await screen.findByLabelText('Adult price (€)');
    await user.clear(adult);
    await user.type(adult, '0');
    const times = screen.getByLabelText('Start times (HH:MM, separated by commas)');
    await user.clear(times);
    await user.type(times, '10h00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('A price must be more than €0 (only the child price may be free).');
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('Each season has at least one start time, written HH:MM, with no duplicates.')).toBeInTheDocument();
    expect(api.updateTour).not.toHaveBeenCalled();
  });

  it('saves prices in cents and the timetable, and says what became of the slots', async () => {
    const api = fakeAdminApi({
      tours: async () => ({ tours: [GOURMET] }),
      tourSlots: async () => ({ from: day, to: day, slots }),
      updateTour: async (_id: number, form: Record<string, unknown>) => ({ tour: { ...GOURMET, ...form }, slots_added: 52, slots_removed: 3, slots_kept: [] }),
    });
    renderStaff('/gestion/visites/1', { api, member: aStaffMember() });
    const adult = await screen.findByLabelText('Prix adulte (€)');
    await user.clear(adult);
    await user.type(adult, '2,50');
    const times = screen.getByLabelText('Départs (HH:MM, séparés par des virgules)');
    await user.clear(times);
    await user.type(times, '10:00, 16:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.updateTour).toHaveBeenCalledWith(
        1,
        expect.objectContaining({
          pricing: { kind: 'perPerson', adult: 250, child: 0 },
          schedule: [{ from: '04-01', to: '10-31', weekdays: [2, 3, 4, 5, 6], times: ['10:00', '16:00'] }],
        }),
      ),
    );
    expect(await screen.findByText('Visite enregistrée : 52 créneaux ajoutés, 3 retirés.')).toBeInTheDocument();
  });

  it('shows the api’s refusal (a capacity under booked seats) and keeps the form', async () => {
    const api = fakeAdminApi({
      tours: async () => ({ tours: [GOURMET] }),
      tourSlots: async () => ({ from: day, to: day, slots }),
      updateTour: async () =>
        Promise.reject(refused(409, 'La capacité ne peut pas descendre à 4 : le créneau du … a déjà 5 places réservées.', 'CAPACITY_BELOW_BOOKED')),
    });
    renderStaff('/gestion/visites/1', { api, member: aStaffMember() });
    const capacity = await screen.findByLabelText('Places par créneau');
    await user.clear(capacity);
    await user.type(capacity, '4');
    const maxParty = screen.getByLabelText('Groupe le plus grand');
    await user.clear(maxParty);
    await user.type(maxParty, '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/a déjà 5 places réservées/)).toBeInTheDocument();
    expect(screen.getByLabelText('Places par créneau')).toHaveValue('4');
  });

  it('closes a slot with bookings by moving them to a slot with room, or closes a free slot at once', async () => {
    const api = fakeAdminApi({
      tours: async () => ({ tours: [GOURMET] }),
      tourSlots: async () => ({ from: day, to: day, slots }),
      closeSlot: async (id: number) => ({ slots: [{ ...slots[0], id, closed: true }], moved: id === 11 ? 2 : 0, cancelled: 0, refunded: 0 }),
    });
    renderStaff('/gestion/visites/1', { api, member: aStaffMember() });
    const list = await screen.findByRole('list', { name: 'Les créneaux' });
    const cards = within(list).getAllByRole('listitem');
    expect(plain(cards[0].textContent)).toContain('5 / 25 places');
    expect(plain(cards[2].textContent)).toContain('Fermé');
    await user.click(within(cards[0]).getByRole('button', { name: /^Fermer/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ce créneau a des réservations/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nouveau créneau/)).toHaveValue('12');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le créneau' }));
    await waitFor(() => expect(api.closeSlot).toHaveBeenCalledWith(11, { bookings: 'move', move_to: 12 }));
    expect(await screen.findByText('Créneau fermé : 2 réservations déplacées.')).toBeInTheDocument();

    await user.click(within(cards[1]).getByRole('button', { name: /^Fermer/ }));
    const free = await screen.findByRole('dialog');
    expect(within(free).getByText(/Personne n’a réservé ce créneau/)).toBeInTheDocument();
    await user.click(within(free).getByRole('button', { name: 'Fermer le créneau' }));
    await waitFor(() => expect(api.closeSlot).toHaveBeenCalledWith(12, {}));
  });
});

describe('/gestion/visites/jour/:day', () => {
  const list: TourDay = tourDaySchema.parse({
    day,
    slots: [
      {
        ...slot(11, '10:00', { seats_taken: 8 }),
        bookings: [
          {
            id: 5,
            reference: 'NSD-V-2026-000005',
            status: 'confirmed',
            firstname: 'Camille',
            lastname: 'Aubert',
            phone: '06 12 34 56 78',
            email: 'camille@example.fr',
            adults: 3,
            children: 2,
            seats: 5,
            lines: [{ key: 'adult', quantity: 3, unit: 200, amount: 600 }],
            amount_cents: 600,
            payment_method: 'shop',
            paid_at: null,
            to_pay_cents: 600,
            refund: 'none',
            lang: 'fr',
          },
          {
            id: 6,
            reference: 'NSD-V-2026-000006',
            status: 'confirmed',
            firstname: 'Jo',
            lastname: 'Blanc',
            phone: null,
            email: 'jo@example.fr',
            adults: 3,
            children: 0,
            seats: 3,
            lines: [],
            amount_cents: 600,
            payment_method: 'card',
            paid_at: '2026-11-20T10:00:00.000Z',
            to_pay_cents: 0,
            refund: 'none',
            lang: 'en',
          },
        ],
      },
    ],
  });

  it('lists the day’s bookings for the guide and records a payment taken at the shop', async () => {
    const api = fakeAdminApi({
      tourDay: async () => list,
      takeBookingPayment: async () => ({ ...list.slots[0].bookings[0], paid_at: new Date().toISOString(), to_pay_cents: 0 }),
      shopIdentity: async () => ({ firm: { ...FIRM, name: 'Nougats Reynaud' }, placeholders: [] }),
    });
    renderStaff(`/gestion/visites/jour/${day}`, { api, member: aStaffMember() });
    const sheet = await screen.findByRole('region', { name: /10:00 · Le parcours gourmand/ });
    // The printed sheet names the shop as stored in Réglages, not the demonstration constant.
    expect(await screen.findByText('Nougats Reynaud')).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(plain(rows[0].textContent)).toMatch(/^AUBERT Camille.*3 adulte\(s\), 2 enfant\(s\) -10 ans06 12 34 56 78À payer à la boutique : 6,00 €/);
    expect(plain(rows[1].textContent)).toMatch(/^BLANC Jo.*—Payé/);
    expect(within(sheet).getByText('8 / 25 places · 8 personnes attendues')).toBeInTheDocument();
    await user.selectOptions(within(rows[0]).getByLabelText('Moyen de paiement'), 'Carte');
    await user.click(within(rows[0]).getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(api.takeBookingPayment).toHaveBeenCalledWith(5, { means: 'card' }));
    expect(await screen.findByText('Paiement de NSD-V-2026-000005 enregistré.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it('cancels a booking after asking, in English', async () => {
    const api = fakeAdminApi({
      tourDay: async () => list,
      cancelBooking: async () => ({ ...list.slots[0].bookings[1], status: 'cancelled', refund: 'refunded' }),
    });
    renderStaff(`/gestion/visites/jour/${day}`, { api, member: aStaffMember(), lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Cancel NSD-V-2026-000006' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/refunded in full/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(api.cancelBooking).toHaveBeenCalledWith(6));
    expect(await screen.findByText('Booking NSD-V-2026-000006 cancelled.')).toBeInTheDocument();
  });
});
