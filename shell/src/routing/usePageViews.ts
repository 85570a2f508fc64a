import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../federation/ShellContext';

/** SPEC §9: the tag manager gets the page view once the new page has had time to settle. */
export const PAGE_VIEW_DELAY_MS = 250;

export function usePageViews() {
  const { bus, store } = useShell();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(
      () => bus.emit('shell:page-view', { path: `${pathname}${search}`, lang: store.get().lang }),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [bus, store, pathname, search]);
}
