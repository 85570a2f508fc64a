import type { SessionStore } from '@nougaterie/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a guarded page for `to`, and ends the session only once the page has been left: while it
 * is still on screen, its requiresAuth guard would send the customer who chose to leave to the
 * login page. react-router navigates in a transition, which keeps the page shown until the next
 * one is ready (its code and texts may still be downloading).
 */
export function useLeaveThenLogout(store: SessionStore): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leftFrom = useRef<string | null>(null);
  useEffect(() => {
    if (leftFrom.current === null || pathname === leftFrom.current) return;
    leftFrom.current = null;
    void store.logout();
  }, [pathname, store]);
  // The shell unmounts the page when the next one shows: the usual way out.
  useEffect(
    () => () => {
      if (leftFrom.current !== null) void store.logout();
    },
    [store],
  );
  return useCallback(
    (to: string) => {
      leftFrom.current = pathname;
      void navigate(to, { replace: true });
    },
    [navigate, pathname],
  );
}
