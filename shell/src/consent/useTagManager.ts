import { useObservable } from '@nougaterie/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../federation/ShellContext';
import { useStaffPage } from '../routing/useStaffPage';
import { loadTagManager, pushPageView, pushVisitBooked, updateTagManagerConsent } from './tagManager';

/**
 * SPEC §2: page views go to the tag manager 250 ms after each route change (the bus's
 * 'shell:page-view'), but only once the visitor has accepted audience measurement: before, not
 * even the script is requested. Never on the back office's pages, which show customers' data.
 * A tour booked on the site (the bus's 'visits:booked') is counted the same way, as the widget
 * tells a partner's page.
 */
export function useTagManager() {
  const { consent, tagManager, bus, store } = useShell();
  const choice = useObservable(consent.choice$, consent.get());
  const audience = Boolean(choice?.purposes.audience);
  const loaded = useRef(false);
  const { pathname, search } = useLocation();
  const staff = useStaffPage();
  const here = `${pathname}${search}`;
  // The last page view the bus announced, counted or not.
  const announced = useRef<string | null>(null);
  // Accepting on a page whose view already went by uncounted counts it now; otherwise the
  // pending view will come through the bus like any other.
  const countMissedView = useEffectEvent(() => {
    if (announced.current === here) pushPageView(here, store.get().lang);
  });

  useEffect(() => {
    const subscription = bus.on('shell:page-view').subscribe(({ path }) => {
      announced.current = path;
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!tagManager || !choice || staff) return;
    if (loaded.current) updateTagManagerConsent(choice.purposes);
    else if (choice.purposes.audience) {
      loadTagManager(tagManager, choice.purposes);
      loaded.current = true;
    }
  }, [tagManager, choice, staff]);

  useEffect(() => {
    if (!tagManager || !audience) return;
    countMissedView();
    const subscription = bus.on('shell:page-view').subscribe(({ path, lang }) => pushPageView(path, lang));
    subscription.add(bus.on('visits:booked').subscribe(() => pushVisitBooked(store.get().lang)));
    return () => subscription.unsubscribe();
  }, [tagManager, audience, bus, store]);
}
