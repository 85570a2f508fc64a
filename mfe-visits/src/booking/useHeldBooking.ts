import type { Booking } from '@nougaterie/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { heldBooking, type HeldBooking } from './heldBooking.js';

export type HeldBookingState =
  { status: 'none' } | { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; booking: Booking; key: HeldBooking };

/** The booking this tab is paying or has just paid, read again from the api (its status moves on). */
export function useHeldBooking() {
  const { api } = useVisitsEnv();
  const [state, setState] = useState<HeldBookingState>(() => (heldBooking.get() ? { status: 'loading' } : { status: 'none' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const key = heldBooking.get();
    // Nothing held: the state already says so (at mount, or set by reload).
    if (!key) return;
    let live = true;
    api.booking(key.id, key.token).then(
      (booking) => live && setState({ status: 'done', booking, key }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = useCallback(() => {
    setState(heldBooking.get() ? { status: 'loading' } : { status: 'none' });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((booking: Booking) => {
    setState((current) => (current.status === 'done' ? { ...current, booking } : current));
  }, []);
  return { state, reload, update };
}
