import { BUILD_SHOP_INFO, setShopInfo } from '@nougaterie/contracts';
import { act, screen, within } from '@testing-library/react';
import { renderShell } from '../../test/renderShell';
import { OpeningHours } from './OpeningHours';

describe('OpeningHours', () => {
  it('renders every season as a table, today’s first and marked current', () => {
    renderShell(<OpeningHours now={new Date('2025-07-14T10:00:00')} />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(4);
    expect(tables[0]).toHaveAttribute('data-testid', 'season-summer');
    expect(tables[0]).toHaveAttribute('aria-current', 'true');
    expect(within(tables[0]).getByText('Saison en cours')).toBeInTheDocument();
    expect(screen.getAllByText('Saison en cours')).toHaveLength(1);
    const sunday = within(tables[0]).getByRole('rowheader', { name: 'Dimanche' }).closest('tr')!;
    expect(sunday).toHaveTextContent('09:00 – 19:00');
  });

  it('shows closed days and split hours in winter, with the periods of the season', () => {
    renderShell(<OpeningHours now={new Date('2026-02-03T10:00:00')} />);
    const winter = screen.getByTestId('season-winter');
    expect(winter).toHaveAttribute('aria-current', 'true');
    expect(within(winter).getByRole('columnheader', { name: 'Jour' })).toBeInTheDocument();
    expect(within(winter).getByRole('rowheader', { name: 'Lundi' }).closest('tr')).toHaveTextContent('Fermé');
    expect(within(winter).getByRole('rowheader', { name: 'Mardi' }).closest('tr')).toHaveTextContent('09:30 – 12:30 et 14:00 – 18:00');
    expect(winter).toHaveTextContent('Du 1 novembre au 31 mars');
    expect(screen.getByTestId('season-mid')).toHaveTextContent('Du 1 avril au 30 juin ; Du 1 septembre au 31 octobre');
    expect(screen.getByTestId('season-christmas')).not.toHaveAttribute('aria-current');
  });

  it("shows the shop's stored seasons and its closing days ahead, and follows a change", () => {
    renderShell(<OpeningHours now={new Date('2026-12-20T10:00:00')} />);
    expect(screen.queryByTestId('closures')).toBeNull();
    act(() =>
      setShopInfo({
        ...BUILD_SHOP_INFO,
        hours: {
          seasons: [{ id: 'toute-annee', periods: [{ from: '01-01', to: '12-31' }], week: { 3: [{ from: '10:00', to: '12:00' }] } }],
          closures: [
            { from: '2026-12-25', to: '2026-12-25', reason: { fr: 'Noël', en: 'Christmas' } },
            { from: '2026-12-01', to: '2026-12-02', reason: { fr: 'Passée', en: 'Gone' } },
          ],
        },
      }),
    );
    try {
      expect(screen.getByTestId('closures')).toHaveTextContent('Fermetures exceptionnelles');
      expect(screen.getByTestId('closures')).toHaveTextContent('Fermé le 25 décembre (Noël)');
      expect(screen.getByTestId('closures')).not.toHaveTextContent('Passée');
      const tables = screen.getAllByRole('table');
      expect(tables).toHaveLength(1);
      expect(tables[0]).toHaveTextContent('toute-annee');
      expect(within(tables[0]).getByRole('rowheader', { name: 'Mercredi' }).closest('tr')).toHaveTextContent('10:00 – 12:00');
    } finally {
      act(() => setShopInfo(BUILD_SHOP_INFO));
    }
  });
});
