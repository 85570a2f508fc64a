import type { Lang } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatDateTime } from '../../http/format.js';
import { HttpError } from '../../http/errors.js';
import { SLOT_HORIZON_DAYS } from '../../tours/generate.js';
import { plannedSlots } from '../../tours/schedule.js';
import { tourBookings, tourSlots, type TourRow } from '../../tours/schema.js';
import { tm } from './messages.js';

export interface TimetableChange {
  added: number;
  removed: number;
  /** Slots out of the new timetable kept because they hold bookings. */
  kept: { id: number; startsAt: Date; seatsTaken: number }[];
}

/**
 * Brings a tour's coming slots to its (new) timetable, duration and capacity, in `tx` after the
 * tour row was written and locked. The coming slots are locked first (by id), so no booking lands
 * meanwhile: a capacity under the seats a slot already holds is refused (409, nothing saved).
 * Slots the timetable no longer has are removed when no booking ever named them, closed when only
 * cancelled or expired ones did, and kept (listed to staff) when they hold seats: a booking is
 * never dropped silently. Closed slots stay closed.
 */
export async function applyTimetable(tx: Db, tour: TourRow, lang: Lang): Promise<TimetableChange> {
  const [{ now: nowText }] = (await tx.execute<{ now: string | Date }>(sql`select now() as now`)).rows;
  const now = new Date(nowText);
  const coming = await tx
    .select()
    .from(tourSlots)
    .where(and(eq(tourSlots.tourId, tour.id), gt(tourSlots.startsAt, now)))
    .orderBy(asc(tourSlots.id))
    .for('update');
  const ids = coming.map((slot) => slot.id);
  const usage = ids.length
    ? await tx
        .select({
          slotId: tourBookings.slotId,
          any: sql<number>`count(*)::int`,
          taken: sql<number>`coalesce(sum(${tourBookings.seats}) filter (where ${tourBookings.status} IN ('awaiting_payment', 'confirmed') OR (${tourBookings.status} = 'held' AND ${tourBookings.holdExpiresAt} > now())), 0)::int`,
        })
        .from(tourBookings)
        .where(inArray(tourBookings.slotId, ids))
        .groupBy(tourBookings.slotId)
    : [];
  const usageOf = new Map(usage.map((u) => [u.slotId, { any: Number(u.any), taken: Number(u.taken) }]));

  const over = coming.filter((slot) => (usageOf.get(slot.id)?.taken ?? 0) > tour.capacity).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (over) {
    const seats = usageOf.get(over.id)!.taken;
    throw new HttpError(
      409,
      tm(lang, 'capacityBelowBooked', { capacity: tour.capacity, date: formatDateTime(lang, over.startsAt), seats }),
      'CAPACITY_BELOW_BOOKED',
    );
  }

  const today = parisDay(now);
  const planned = plannedSlots(tour.schedule, tour.durationMinutes, today, addDays(today, SLOT_HORIZON_DAYS)).filter((s) => s.startsAt > now);
  const plannedAt = new Map(planned.map((s) => [s.startsAt.getTime(), s]));
  const existing = new Set(coming.map((slot) => slot.startsAt.getTime()));

  const change: TimetableChange = { added: 0, removed: 0, kept: [] };
  const toRemove: number[] = [];
  const toClose: number[] = [];
  for (const slot of coming) {
    const plan = plannedAt.get(slot.startsAt.getTime());
    const use = usageOf.get(slot.id);
    if (plan) {
      // A new duration: the slot ends accordingly.
      if (slot.endsAt.getTime() !== plan.endsAt.getTime()) await tx.update(tourSlots).set({ endsAt: plan.endsAt }).where(eq(tourSlots.id, slot.id));
    } else if (!use) {
      toRemove.push(slot.id);
    } else if (use.taken === 0) {
      if (slot.closedAt === null) toClose.push(slot.id);
    } else {
      // Kept: staff move or cancel its bookings, then close it.
      change.kept.push({ id: slot.id, startsAt: slot.startsAt, seatsTaken: use.taken });
    }
  }
  // Every coming slot takes the new capacity (none holds more seats: checked above).
  await tx
    .update(tourSlots)
    .set({ capacity: tour.capacity })
    .where(and(eq(tourSlots.tourId, tour.id), gt(tourSlots.startsAt, now), sql`${tourSlots.capacity} <> ${tour.capacity}`));
  if (toRemove.length) await tx.delete(tourSlots).where(inArray(tourSlots.id, toRemove));
  if (toClose.length)
    await tx
      .update(tourSlots)
      .set({ closedAt: sql`now()` })
      .where(inArray(tourSlots.id, toClose));
  change.removed = toRemove.length + toClose.length;
  const fresh = planned.filter((s) => !existing.has(s.startsAt.getTime()));
  for (let i = 0; i < fresh.length; i += 500) {
    const rows = await tx
      .insert(tourSlots)
      .values(fresh.slice(i, i + 500).map((s) => ({ tourId: tour.id, startsAt: s.startsAt, endsAt: s.endsAt, capacity: tour.capacity })))
      .onConflictDoNothing({ target: [tourSlots.tourId, tourSlots.startsAt] })
      .returning({ id: tourSlots.id });
    change.added += rows.length;
  }
  return change;
}
