import { screen, within } from '@testing-library/react';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { BookingPage } from './BookingPage.js';

const PATH = '/visites/:slug?';
const user = setupUser();

describe('/visites/:slug?', () => {
  it('offers every tour when no slug is given', () => {
    renderPage(BookingPage, createFakeContext().ctx, { path: PATH, url: '/visites' });
    expect(screen.getAllByRole('link', { name: 'Choisir cette visite' })).toHaveLength(5);
  });

  it('prices the party live: 2 adults and 1 child on the gourmet tour is 4 €', async () => {
    renderPage(BookingPage, createFakeContext().ctx, { path: PATH, url: '/visites/le-parcours-gourmand' });
    await user.clear(screen.getByLabelText('Enfants de moins de 10 ans'));
    await user.type(screen.getByLabelText('Enfants de moins de 10 ans'), '1');
    const summary = screen.getByTestId('price-summary');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(/^4,00\s€$/);
  });

  it('refuses a field visit for 16 and shows the slot step once the party is valid', async () => {
    renderPage(BookingPage, createFakeContext({ lang: 'en' }).ctx, { path: PATH, url: '/visites/la-visite-des-champs' });
    const adults = screen.getByLabelText('Adults and children aged 10 and over');
    await user.clear(adults);
    await user.type(adults, '16');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('For more than 15 people, contact us');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('heading', { name: 'Date and time' })).toBeNull();

    await user.clear(adults);
    await user.type(adults, '8');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('€96.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Date and time' })).toHaveFocus();
  });

  it('shows an inline error for a count that is not a whole number', async () => {
    renderPage(BookingPage, createFakeContext().ctx, { path: PATH, url: '/visites/endurante' });
    const adults = screen.getByLabelText('Adultes et enfants de 10 ans et plus');
    await user.clear(adults);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Indiquez un nombre entier, 0 ou plus.');
    expect(adults).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the shell for its 404 page on an unknown tour', () => {
    const { ctx } = createFakeContext();
    const emitted: unknown[] = [];
    ctx.bus.on('shell:error').subscribe((payload) => emitted.push(payload));
    renderPage(BookingPage, ctx, { path: PATH, url: '/visites/inconnue' });
    expect(emitted).toEqual([{ status: 404 }]);
  });
});
