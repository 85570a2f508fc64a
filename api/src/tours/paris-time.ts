/**
 * The tours happen in Provence: their days and times are Paris time, whatever the server's time
 * zone and across the daylight-saving changes. Days are YYYY-MM-DD strings, times HH:MM.
 */
const TIME_ZONE = 'Europe/Paris';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function parts(instant: Date): Record<string, number> {
  return Object.fromEntries(
    wallClock
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** Milliseconds Paris is ahead of UTC at that instant (1 or 2 hours). */
function offsetAt(instant: Date): number {
  const p = parts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day in Paris at that instant. */
export function parisDay(instant: Date): string {
  const p = parts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant a Paris wall clock shows `time` on `day`. */
export function parisInstant(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the first guess is right except within an hour of a change: check once more.
  let instant = wall - offsetAt(new Date(wall));
  instant = wall - offsetAt(new Date(instant));
  return new Date(instant);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}
