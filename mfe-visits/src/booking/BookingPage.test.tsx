import { ApiError } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { createFakeContext, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDay } from '../calendar/dates.js';
import { pages } from '../routes.js';
import { TOURS, makeBooking, makeSlot } from '../test/fixtures.js';
import { heldBooking } from './heldBooking.js';

const PATH = '/visites/:slug?';
/** The calendar comes after two api reads and a month of buttons: slow on a busy machine. */
const CALENDAR = { timeout: 5000 };
const user = setupUser();

/** A visit day two weeks ahead, whatever day the test runs. */
const day = addDays(parisDay(new Date()), 14);
const dayLabel = (lang: 'fr' | 'en') => formatDay(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const morning = makeSlot({ starts_at: `${day}T08:00:00.000Z`, seats_left: 12 });
const afternoon = makeSlot({ starts_at: `${day}T13:00:00.000Z`, seats_left: 2 });

function setup({ lang = 'fr', book = jest.fn(), loggedIn = false }: { lang?: 'fr' | 'en'; book?: jest.Mock; loggedIn?: boolean } = {}) {
  const tours = jest.fn().mockResolvedValue({ tours: TOURS });
  const slots = jest
    .fn()
    .mockImplementation((slug: string, { from, to }: { from: string; to: string }) =>
      Promise.resolve({ tour: slug, from, to, slots: [morning, afternoon].filter((s) => parisDay(s.starts_at) >= from && parisDay(s.starts_at) <= to) }),
    );
  const context = createFakeContext({ lang, api: { visits: { tours, slots, book } }, store: { user: loggedIn ? makeUser() : null } });
  return { ...context, tours, slots, book };
}

const open = (ctx: ReturnType<typeof setup>['ctx'], url: string) => renderPage(pages.booking, ctx, { path: PATH, url });

/** Text pasted at the end of a field: one input event, where typing re-renders the whole form per key. */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeEach(() => sessionStorage.clear());

describe('/visites/:slug?', () => {
  it('offers every tour of the api when no slug is given', async () => {
    const { ctx } = setup();
    open(ctx, '/visites');
    expect(await screen.findAllByRole('link', { name: 'Choisir cette visite' })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: "L'Endurante" })).toBeInTheDocument();
  });

  it('prices the party live with the shared rule: 2 adults and 1 child on the gourmet tour is 4 €', async () => {
    const { ctx } = setup();
    open(ctx, '/visites/le-parcours-gourmand');
    const children = await screen.findByLabelText('Enfants de moins de 10 ans');
    await user.clear(children);
    await user.type(children, '1');
    const summary = screen.getByTestId('price-summary');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(/^4,00\s€$/);
    expect(summary).toHaveTextContent('1 × enfant de moins de 10 ans');
  });

  it('refuses a party the admission rules refuse, in the visitor language', async () => {
    const { ctx, book } = setup({ lang: 'en' });
    open(ctx, '/visites/la-visite-des-tous-petits');
    await screen.findByLabelText('Children under 10');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('This visit is made for children');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(book).not.toHaveBeenCalled();
  });

  it('shows an inline error for a count that is not a whole number', async () => {
    const { ctx } = setup();
    open(ctx, '/visites/endurante');
    const adults = await screen.findByLabelText('Adultes et enfants de 10 ans et plus');
    await user.clear(adults);
    await user.tab();
    expect(screen.getByText('Indiquez un nombre entier, 0 ou plus.')).toHaveAttribute('role', 'alert');
    expect(adults).toHaveAttribute('aria-invalid', 'true');
  });

  it('out of season, tells the first open date and opens the calendar on its month', async () => {
    const later = addDays(parisDay(new Date()), 150);
    const spring = makeSlot({ starts_at: `${later}T07:30:00.000Z`, seats_left: 40 });
    const slots = jest
      .fn()
      .mockImplementation((slug: string, { from, to }: { from: string; to: string }) =>
        Promise.resolve({ tour: slug, from, to, slots: [spring].filter((s) => parisDay(s.starts_at) >= from && parisDay(s.starts_at) <= to) }),
      );
    const { ctx } = createFakeContext({ lang: 'fr', api: { visits: { tours: jest.fn().mockResolvedValue({ tours: TOURS }), slots } } });
    open(ctx, '/visites/le-sentier-des-abeilles');
    const date = formatDay(later, 'fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(await screen.findByText(`Prochaine date disponible : ${date}. Le calendrier s'ouvre sur ce mois.`, {}, CALENDAR)).toBeInTheDocument();
  });

  it('says when no date is open within a year, and where to ask for one', async () => {
    const slots = jest
      .fn()
      .mockImplementation((slug: string, { from, to }: { from: string; to: string }) => Promise.resolve({ tour: slug, from, to, slots: [] }));
    const { ctx } = createFakeContext({ lang: 'en', api: { visits: { tours: jest.fn().mockResolvedValue({ tours: TOURS }), slots } } });
    open(ctx, '/visites/endurante');
    expect(await screen.findByText(/No date is open at the moment\. Write to us from the Contact page/, {}, CALENDAR)).toBeInTheDocument();
    // The whole year was looked through before saying so: the fourth window starts 276 days ahead.
    expect(slots).toHaveBeenCalledWith('endurante', expect.objectContaining({ from: addDays(parisDay(new Date()), 276) }));
  });

  it("names the tab after the tour, in the visitor's language", async () => {
    const { ctx } = setup({ lang: 'en' });
    open(ctx, '/visites/la-visite-des-tous-petits');
    await waitFor(() => expect(document.title).toBe('Book: La visite des tout-petits | Nougaterie de Saint-Didier'));
  });

  it('asks the shell for its 404 page on an unknown tour', async () => {
    const { ctx, events } = setup();
    open(ctx, '/visites/inconnue');
    await waitFor(() => expect(events).toContainEqual({ topic: 'shell:error', payload: { status: 404 } }));
  });

  it('opens the calendar on the first month with seats, and lists the slots of the chosen day', async () => {
    const { ctx } = setup();
    open(ctx, '/visites/le-parcours-gourmand');
    const dayButton = await screen.findByRole('button', { name: `${dayLabel('fr')}, places disponibles` }, CALENDAR);
    expect(dayButton).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(dayButton);
    expect(dayButton.closest('td')).toHaveAttribute('aria-selected', 'true');
    const slots = screen.getByRole('group', { name: 'Créneaux du jour' });
    expect(within(slots).getByRole('radio', { name: /12 places restantes/ })).toBeEnabled();
    // 2 seats left: not enough for the default party of 2 adults + 1 child.
    const children = screen.getByLabelText('Enfants de moins de 10 ans');
    await user.clear(children);
    await user.type(children, '1');
    expect(within(slots).getByRole('radio', { name: /Plus que 2 places/ })).toBeDisabled();
  });

  it("opens the calendar from the first search's answer, then asks for any other month, and again for the first", async () => {
    const { ctx, slots } = setup();
    open(ctx, '/visites/le-parcours-gourmand');
    await screen.findByRole('button', { name: `${dayLabel('fr')}, places disponibles` }, CALENDAR);
    // One question, the first window's: the month it opens on lies within that answer.
    expect(slots).toHaveBeenCalledTimes(1);
    expect(slots).toHaveBeenCalledWith('le-parcours-gourmand', { from: parisDay(new Date()), to: addDays(parisDay(new Date()), 91) });
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    await waitFor(() => expect(slots).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    // Back on the first month, its seats are asked again: the first answer may be old by then.
    await waitFor(() => expect(slots).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('button', { name: `${dayLabel('fr')}, places disponibles` }, CALENDAR)).toBeInTheDocument();
  });

  it('holds the seats of an anonymous visitor, keeps the token out of the address, and goes to the payment', async () => {
    const book = jest.fn().mockResolvedValue({ booking: makeBooking({ id: 77 }), token: 'secret-token' });
    const { ctx } = setup({ book });
    open(ctx, '/visites/le-parcours-gourmand');
    await user.click(await screen.findByRole('button', { name: `${dayLabel('fr')}, places disponibles` }, CALENDAR));
    await user.click(screen.getByRole('radio', { name: /12 places restantes/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    // The contact details are required from a visitor.
    expect(book).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    await fill('Prénom', 'Léa');
    await fill('Nom', 'Roux');
    await fill('E-mail', 'lea@example');
    await fill('Téléphone', '04 90 66 00 00');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(screen.getByText(/Indiquez une adresse e-mail valide/)).toBeInTheDocument();
    await fill('E-mail', '.fr');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/visites\/paiement$/));
    expect(book).toHaveBeenCalledWith({
      tour: 'le-parcours-gourmand',
      slot_id: morning.id,
      party: { adults: 2, children: 0 },
      contact: { firstname: 'Léa', lastname: 'Roux', email: 'lea@example.fr', phone: '04 90 66 00 00' },
      lang: 'fr',
    });
    expect(heldBooking.get()).toEqual({ id: 77, token: 'secret-token' });
  });

  it("prefills a customer's details and shows the api's refusal, then asks for the slots again", async () => {
    const refusal = new ApiError('Plus assez de places sur ce créneau.', {
      status: 409,
      code: 'NOT_ENOUGH_SEATS',
      body: { statusCode: 409, error: 'Conflict', message: 'Plus assez de places sur ce créneau.', code: 'NOT_ENOUGH_SEATS' },
    });
    const book = jest.fn().mockRejectedValue(refusal);
    const { ctx, slots } = setup({ book, loggedIn: true });
    open(ctx, '/visites/le-parcours-gourmand');
    await user.click(await screen.findByRole('button', { name: `${dayLabel('fr')}, places disponibles` }, CALENDAR));
    expect(screen.getByLabelText('E-mail')).toHaveValue('mireille@example.fr');
    await user.click(screen.getByRole('radio', { name: /12 places restantes/ }));
    const calls = slots.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Plus assez de places sur ce créneau.')).toBeInTheDocument();
    await waitFor(() => expect(slots.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.getByTestId('location')).toHaveTextContent('/visites/le-parcours-gourmand');
  });
});
