import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The sections arrive with the tours from the api, too late for the browser's own jump to the
 * anchor: scroll once they exist (`ready`), and move focus there for keyboard users.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
