/** Days as Date.getDay() numbers them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** 'HH:MM', local time of the shop (Europe/Paris). */
export type ClockTime = `${number}:${number}`;

export interface OpeningSlot {
  from: ClockTime;
  to: ClockTime;
}

/** A day of the dates 'MM-DD', inclusive at both ends; a range may run over the new year. */
export interface DateRange {
  from: `${number}-${number}`;
  to: `${number}-${number}`;
}

export interface OpeningSeason {
  /** Names the season in the texts (i18n key) and in tests. */
  id: string;
  /** A season may come back in the year (mid-season in spring and in autumn). */
  periods: DateRange[];
  /** Opening slots of each weekday; a day absent or empty is closed. */
  week: Partial<Record<Weekday, OpeningSlot[]>>;
}

const monthDay = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function inRange(day: string, { from, to }: DateRange): boolean {
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** The season a date falls in; the first that matches wins, so a short special season goes first. */
export function seasonOn<S extends OpeningSeason>(seasons: readonly S[], date: Date): S | undefined {
  const day = monthDay(date);
  return seasons.find((season) => season.periods.some((period) => inRange(day, period)));
}
