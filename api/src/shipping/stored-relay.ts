import type { OpeningDay, RelayPoint } from '@nougaterie/contracts';
import type { ClockTime, OpeningSlot, Weekday } from '@nougaterie/contracts/rules';

const DAYS: Record<string, Weekday> = { dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6 };
/** Monday first, as a French week is read. */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

function clock(text: string): ClockTime {
  const match = /^(\d{1,2})h(\d{2})?$/.exec(text.trim());
  if (!match) throw new Error(`Not a French time: "${text}"`);
  return `${match[1].padStart(2, '0')}:${match[2] ?? '00'}` as ClockTime;
}

function days(text: string): Weekday[] {
  const [from, to = from] = text.split('-').map((name) => DAYS[name.trim().toLowerCase()]);
  if (from === undefined || to === undefined) throw new Error(`Not French days: "${text}"`);
  const start = WEEK.indexOf(from);
  const end = WEEK.indexOf(to);
  return start <= end ? WEEK.slice(start, end + 1) : [...WEEK.slice(start), ...WEEK.slice(0, end + 1)];
}

/**
 * Reads the sentences relay points carried before their hours became data ('lundi-vendredi
 * 8h30-12h30, 14h30-19h', 'samedi 8h30-12h30'), as the baskets and orders of that time still
 * hold them in their copy of the chosen point.
 */
export function parseFrenchHours(lines: readonly string[]): OpeningDay[] {
  const week = new Map<Weekday, OpeningSlot[]>();
  for (const line of lines) {
    const space = line.indexOf(' ');
    const slots = line
      .slice(space + 1)
      .split(',')
      .map((range) => {
        const [from, to] = range.split('-');
        return { from: clock(from), to: clock(to) };
      });
    for (const day of days(line.slice(0, space))) week.set(day, [...(week.get(day) ?? []), ...slots]);
  }
  return WEEK.filter((day) => week.has(day)).map((day) => ({ day, slots: week.get(day)! }));
}

/** A relay point copied onto a basket or an order, in today's shape whatever its age. */
export function storedRelayPoint(point: RelayPoint | null | undefined): RelayPoint | null {
  if (!point) return null;
  const hours: unknown[] = point.opening_hours;
  if (!hours.some((entry) => typeof entry === 'string')) return point;
  return { ...point, opening_hours: parseFrenchHours(hours.filter((entry): entry is string => typeof entry === 'string')) };
}
