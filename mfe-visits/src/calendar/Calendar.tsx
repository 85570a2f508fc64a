import type { Lang } from '@nougaterie/contracts';
import { addDays } from '@nougaterie/contracts/rules';
import { theme } from '@nougaterie/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { addMonthsToDay, formatDay, formatMonth, monthGrid, monthOf, weekday, weekdayNames } from './dates.js';

/** available: a slot has seats for the party; full: there are visits, none with enough seats. */
export type DayState = 'available' | 'full';

const Wrap = styled.div`
  max-width: 26rem;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    text-transform: capitalize;
    text-align: center;
    flex: 1;
    white-space: nowrap;
  }
`;
const MonthButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: 1.3rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;
  table-layout: fixed;
  th {
    font-size: 0.75rem;
    font-weight: 600;
    color: ${theme.colors.inkSoft};
    padding: 0.25rem 0;
    overflow: hidden;
  }
  th abbr {
    text-decoration: none;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;
const Day = styled.button<{ $state: DayState | 'none'; $selected: boolean; $today: boolean }>`
  width: 100%;
  min-height: 44px;
  border-radius: ${theme.radius};
  font: inherit;
  cursor: ${({ $state }) => ($state === 'available' ? 'pointer' : 'default')};
  border: 2px solid ${({ $today }) => ($today ? theme.colors.lavender : 'transparent')};
  background: ${({ $state, $selected }) => ($selected ? theme.colors.honeyDark : $state === 'available' ? theme.colors.honeyLight : 'transparent')};
  color: ${({ $state, $selected }) => ($selected ? '#fff' : $state === 'available' ? theme.colors.ink : theme.colors.inkSoft)};
  font-weight: ${({ $state }) => ($state === 'available' ? 700 : 400)};
  text-decoration: ${({ $state }) => ($state === 'full' ? 'line-through' : 'none')};
  &:hover {
    ${({ $state, $selected }) => $state === 'available' && !$selected && `background: ${theme.colors.almond};`}
  }
`;
const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
  span::before {
    content: '';
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    margin-right: 0.35rem;
    vertical-align: -0.1rem;
    border-radius: 3px;
  }
  span:first-child::before {
    background: ${theme.colors.honeyLight};
    border: 1px solid ${theme.colors.honey};
  }
  span:last-child {
    text-decoration: line-through;
  }
  span:last-child::before {
    border: 1px solid ${theme.colors.line};
  }
`;

/** Keys of the WAI-ARIA date grid: arrows by day and week, Home/End within the week, Page keys by month. */
function moveBy(day: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonthsToDay(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonthsToDay(day, shift ? 12 : 1);
    default:
      return null;
  }
}

export interface CalendarProps {
  lang: Lang;
  month: string;
  onMonthChange: (month: string) => void;
  /** First and last day that may be shown (today, and the end of the season on sale). */
  min: string;
  max: string;
  /** Today in Paris, outlined. */
  today: string;
  days: Record<string, DayState>;
  selected: string | null;
  onSelect: (day: string) => void;
  busy: boolean;
}

/**
 * A month of days, only those with seats left choosable: a grid the keyboard walks like a paper
 * calendar, each day announcing its date and whether places remain.
 */
export function Calendar({ lang, month, onMonthChange, min, max, today, days, selected, onSelect, busy }: CalendarProps) {
  const { t } = useVisitsText(lang);
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const clamp = (day: string) => (day < min ? min : day > max ? max : day);
  const firstAvailable = Object.keys(days)
    .filter((day) => monthOf(day) === month && days[day] === 'available')
    .sort()[0];
  const [focusDay, setFocusDay] = useState(() => clamp(selected ?? firstAvailable ?? `${month}-01`));
  // The month changed from the buttons (or the data arrived): the roving day follows it.
  const shown = monthOf(focusDay) === month ? focusDay : clamp(selected && monthOf(selected) === month ? selected : (firstAvailable ?? `${month}-01`));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${shown}"]`)?.focus();
  }, [shown]);

  const goTo = (day: string) => {
    const target = clamp(day);
    moved.current = true;
    setFocusDay(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = moveBy(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    goTo(next);
  };

  const names = weekdayNames(lang, 'long');
  const shortNames = weekdayNames(lang, 'short');
  const label = (day: string) => {
    const date = formatDay(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const state = days[day];
    return `${date}, ${t(state === 'available' ? 'calendar.available' : state === 'full' ? 'calendar.full' : 'calendar.none')}`;
  };

  return (
    <Wrap>
      <Head>
        <MonthButton
          type="button"
          aria-label={t('calendar.previous')}
          disabled={month <= monthOf(min)}
          onClick={() => onMonthChange(monthOf(addMonthsToDay(`${month}-01`, -1)))}
        >
          ‹
        </MonthButton>
        <h3 id={titleId} aria-live="polite">
          {formatMonth(month, lang)}
        </h3>
        <MonthButton
          type="button"
          aria-label={t('calendar.next')}
          disabled={month >= monthOf(max)}
          onClick={() => onMonthChange(monthOf(addMonthsToDay(`${month}-01`, 1)))}
        >
          ›
        </MonthButton>
      </Head>
      <Grid ref={grid} role="grid" aria-labelledby={titleId} aria-busy={busy}>
        <thead>
          <tr>
            {shortNames.map((short, i) => (
              <th key={short} scope="col">
                <abbr title={names[i]}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`empty-${i}`} />
                ) : (
                  <td key={day} role="gridcell" aria-selected={day === selected}>
                    <Day
                      type="button"
                      data-day={day}
                      tabIndex={day === shown ? 0 : -1}
                      aria-label={label(day)}
                      aria-disabled={days[day] !== 'available' || day < min || day > max}
                      aria-current={day === today ? 'date' : undefined}
                      $state={days[day] ?? 'none'}
                      $selected={day === selected}
                      $today={day === today}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocusDay(day)}
                      onClick={() => days[day] === 'available' && onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </Day>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Legend aria-hidden="true">
        <span>{t('calendar.legendAvailable')}</span>
        <span>{t('calendar.legendFull')}</span>
      </Legend>
    </Wrap>
  );
}
