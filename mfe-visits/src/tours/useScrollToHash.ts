import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page arrives after the shell has loaded the remote, too late for the browser's own jump
 * to the anchor: scroll once the sections exist, and move focus there for keyboard users.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}
