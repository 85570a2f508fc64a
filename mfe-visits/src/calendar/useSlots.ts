import { SLOTS_MAX_DAYS, type Slot, type VisitsApi } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { monthOf } from './dates.js';

export type SlotsState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; slots: Slot[] };

/** The slots of the api's answer for the days from `from` to `to` (Paris time, both included). */
export interface SlotsWindow {
  from: string;
  to: string;
  slots: Slot[];
}

/**
 * The tour's slots between two days (Paris time, both included), reloaded when they change.
 * `known`: an answer already had (the first month's search); the first days asked that lie
 * within it are taken from it rather than asked again. Any later days, and a reload, are asked.
 */
export function useSlots(api: VisitsApi, slug: string, from: string | null, to: string | null, known: SlotsWindow | null = null) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Other days asked (or asked again): loading from this render on, until their answer.
  const [asked, setAsked] = useState({ api, slug, from, to, attempt });
  // Once other days have been shown, the known answer is spent: it may be minutes old by then.
  const [knownSpent, setKnownSpent] = useState(false);
  if (asked.api !== api || asked.slug !== slug || asked.from !== from || asked.to !== to || asked.attempt !== attempt) {
    if (asked.from && asked.to) setKnownSpent(true);
    setAsked({ api, slug, from, to, attempt });
    if (from && to) setState({ status: 'loading' });
  }
  const fromKnown = useMemo(() => {
    if (!known || !from || !to || from < known.from || to > known.to) return null;
    return known.slots.filter((slot) => {
      const day = parisDay(slot.starts_at);
      return day >= from && day <= to;
    });
  }, [known, from, to]);
  const useKnown = fromKnown !== null && !knownSpent && attempt === 0;
  useEffect(() => {
    if (!from || !to || useKnown) return;
    let live = true;
    api.slots(slug, { from, to }).then(
      ({ slots }) => live && setState({ status: 'done', slots }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, slug, from, to, attempt, useKnown]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: useKnown ? ({ status: 'done', slots: fromKnown } satisfies SlotsState) : state, reload };
}

/** How far ahead the calendar looks for the first month with seats: a year, one api window at a time. */
export const SEARCH_WINDOWS = 4;

/**
 * Where the calendar opens: the first day with a slot the party can book (null: none in a year),
 * its month, and the answer it was found in (absent when none was found).
 */
export interface FirstOpening {
  month: string;
  day: string | null;
  window?: SlotsWindow;
}

/**
 * The month the calendar opens on: the first with a slot that can still be booked for the party,
 * so a visitor out of season lands on the next season rather than on an empty month, and is told
 * the first date (or that none is open yet).
 */
export function useFirstMonth(api: VisitsApi, slug: string, today: string, size: number): FirstOpening | null {
  const [opening, setOpening] = useState<FirstOpening | null>(null);
  // Another tour or day: no opening known from this render on, until the search ends.
  const [searched, setSearched] = useState({ api, slug, today });
  if (searched.api !== api || searched.slug !== slug || searched.today !== today) {
    setSearched({ api, slug, today });
    setOpening(null);
  }
  // The party's size only matters for where to open; changing it later must not move the calendar.
  const sizeNow = useEffectEvent(() => size);
  useEffect(() => {
    let live = true;
    const party = sizeNow();
    (async (): Promise<FirstOpening> => {
      for (let window = 0; window < SEARCH_WINDOWS; window += 1) {
        const from = addDays(today, window * SLOTS_MAX_DAYS);
        const to = addDays(from, SLOTS_MAX_DAYS - 1);
        const { slots } = await api.slots(slug, { from, to });
        const first = slots.find((slot) => slot.bookable && slot.seats_left >= party);
        if (first) {
          const day = parisDay(first.starts_at);
          return { month: monthOf(day), day, window: { from, to, slots } };
        }
      }
      return { month: monthOf(today), day: null };
    })().then(
      (found) => live && setOpening(found),
      () => live && setOpening({ month: monthOf(today), day: today }),
    );
    return () => {
      live = false;
    };
  }, [api, slug, today]);
  return opening;
}
