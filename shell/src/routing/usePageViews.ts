import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../federation/ShellContext';
import { useStaffPage } from './useStaffPage';

/**
 * SPEC §9: the tag manager gets the page view once the new page has had time to settle. The back
 * office's pages are not the shop's audience: none of them is announced.
 */
export const PAGE_VIEW_DELAY_MS = 250;

export function usePageViews() {
  const { bus, store } = useShell();
  const { pathname, search } = useLocation();
  const staff = useStaffPage();
  useEffect(() => {
    if (staff) return;
    const timer = setTimeout(() => bus.emit('shell:page-view', { path: `${pathname}${search}`, lang: store.get().lang }), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bus, store, pathname, search, staff]);
}
