import { addDays, daysBetween, isoWeekday, parisInstant } from '@nougaterie/contracts/rules';
import type { TourSeason } from './schema.js';

export interface PlannedSlot {
  startsAt: Date;
  endsAt: Date;
}

/** Whether MM-DD of `day` falls in the season; a season whose end is before its start runs over the new year. */
function inSeason(season: TourSeason, day: string): boolean {
  const monthDay = day.slice(5);
  return season.from <= season.to ? monthDay >= season.from && monthDay <= season.to : monthDay >= season.from || monthDay <= season.to;
}

/** The slots a weekly seasonal timetable gives from `from` to `to` (days, inclusive, Paris time). */
export function plannedSlots(schedule: readonly TourSeason[], durationMinutes: number | null, from: string, to: string): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const day = addDays(from, i);
    const weekday = isoWeekday(day);
    for (const season of schedule) {
      if (!inSeason(season, day) || !season.weekdays.includes(weekday)) continue;
      const minutes = season.minutes ?? durationMinutes ?? 60;
      for (const time of season.times) {
        const startsAt = parisInstant(day, time);
        slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
