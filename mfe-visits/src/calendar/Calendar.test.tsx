import { setupUser, startTestI18n } from '@nougaterie/ui/testing';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Calendar, type DayState } from './Calendar.js';

const user = setupUser();

function Harness({ days, onSelect = jest.fn() }: { days: Record<string, DayState>; onSelect?: (day: string) => void }) {
  const [month, setMonth] = useState('2026-12');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <Calendar
        lang="fr"
        month={month}
        onMonthChange={setMonth}
        min="2026-11-21"
        max="2027-11-21"
        today="2026-11-21"
        days={days}
        selected={selected}
        onSelect={(day) => {
          setSelected(day);
          onSelect(day);
        }}
        busy={false}
      />
      <p data-testid="month">{month}</p>
    </>
  );
}

beforeAll(() => startTestI18n());

describe('Calendar', () => {
  it('names every day with its availability, and only lets days with seats be chosen', async () => {
    const onSelect = jest.fn();
    render(<Harness days={{ '2026-12-05': 'available', '2026-12-06': 'full' }} onSelect={onSelect} />);
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeInTheDocument();
    const full = screen.getByRole('button', { name: 'dimanche 6 décembre 2026, complet' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await user.click(full);
    await user.click(screen.getByRole('button', { name: 'lundi 7 décembre 2026, pas de visite' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'samedi 5 décembre 2026, places disponibles' }));
    expect(onSelect).toHaveBeenCalledWith('2026-12-05');
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('5');
  });

  it('is walked with the keyboard: one tab stop, arrows by day and week, Page keys by month', async () => {
    render(<Harness days={{ '2026-12-05': 'available' }} />);
    // Previous month, next month, then the grid's one tab stop.
    await user.tab();
    await user.tab();
    await user.tab();
    const first = screen.getByRole('button', { name: /samedi 5 décembre 2026/ });
    expect(first).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /2026, / }).filter((b) => b.tabIndex === 0)).toEqual([first]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /dimanche 6 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /dimanche 13 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /lundi 7 décembre 2026/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByTestId('month')).toHaveTextContent('2027-01');
    expect(screen.getByRole('button', { name: /jeudi 7 janvier 2027/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('gridcell', { selected: true })).toBeNull();
  });

  it('does not go back before today', async () => {
    render(<Harness days={{}} />);
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByTestId('month')).toHaveTextContent('2026-11');
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /samedi 21 novembre 2026/ })).toHaveAttribute('aria-current', 'date');
  });
});
