import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStaff } from '../session/StaffSession.js';

/** How often the count is asked again while a page stays open. */
export const OPEN_MESSAGES_REFRESH_MS = 60_000;

/**
 * How many contact messages and professional requests are still to deal with, for the menu:
 * asked on each page the staff open (a message just handled is counted off at the next page) and
 * every minute. null until known; a failure keeps the last count (the menu is no place for errors,
 * and a closed session is handled by the page's own calls).
 */
export function useOpenMessages(): number | null {
  const { api, member } = useStaff();
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const signedIn = member !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    const ask = () =>
      api.inboxOpen().then(
        (open) => live && setCount(open.contact + open.pro),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), OPEN_MESSAGES_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, signedIn, pathname]);
  return signedIn ? count : null;
}
