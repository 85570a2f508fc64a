import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { formatDay } from '../calendar/dates.js';
import { pages } from '../routes.js';
import { TOURS, makeSlot } from '../test/fixtures.js';

/** Every render of the calendar, counted: it is the form's biggest part (a month of buttons). */
const calendarRenders = { count: 0 };
jest.mock('../calendar/Calendar.js', () => {
  const actual = jest.requireActual<typeof import('../calendar/Calendar.js')>('../calendar/Calendar.js');
  return {
    ...actual,
    Calendar: (props: ComponentProps<typeof actual.Calendar>) => {
      calendarRenders.count += 1;
      return actual.Calendar(props);
    },
  };
});

const CALENDAR = { timeout: 5000 };
const user = setupUser();
const day = addDays(parisDay(new Date()), 14);
const slot = makeSlot({ starts_at: `${day}T13:00:00.000Z`, seats_left: 2 });

function open() {
  const slots = jest
    .fn()
    .mockImplementation((slug: string, { from, to }: { from: string; to: string }) =>
      Promise.resolve({ tour: slug, from, to, slots: [slot].filter((s) => parisDay(s.starts_at) >= from && parisDay(s.starts_at) <= to) }),
    );
  const { ctx } = createFakeContext({ lang: 'fr', api: { visits: { tours: jest.fn().mockResolvedValue({ tours: TOURS }), slots } } });
  renderPage(pages.booking, ctx, { path: '/visites/:slug?', url: '/visites/le-parcours-gourmand' });
}

const dayButton = (state: string) =>
  screen.findByRole('button', { name: `${formatDay(day, 'fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${state}` }, CALENDAR);

describe('the booking form re-renders what a change concerns', () => {
  it('typing a name or an email does not render the calendar again', async () => {
    open();
    await dayButton('places disponibles');
    calendarRenders.count = 0;
    await user.type(screen.getByLabelText('Prénom'), 'Mireille');
    await user.type(screen.getByLabelText('E-mail'), 'm@example.fr');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Mireille');
    expect(calendarRenders.count).toBe(0);
  });

  it('a count typed in the party still reaches the price and the calendar', async () => {
    open();
    await dayButton('places disponibles');
    calendarRenders.count = 0;
    const adults = screen.getByLabelText('Adultes et enfants de 10 ans et plus');
    await user.clear(adults);
    await user.type(adults, '3');
    // 3 adults do not fit the 2 seats left: the day is full for this party.
    expect(await dayButton('complet')).toBeInTheDocument();
    expect(calendarRenders.count).toBeGreaterThan(0);
    expect(within(screen.getByTestId('price-summary')).getByText('Total').nextSibling).toHaveTextContent(/^\d+,\d{2}\s€$/);
    expect(screen.getByTestId('price-summary')).toHaveTextContent('3 × adulte');
  });
});
