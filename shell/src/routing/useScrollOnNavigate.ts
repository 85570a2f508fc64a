import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../federation/ShellContext';

const ANCHOR_WAIT_MS = 3000;

/**
 * A new page starts at the top; an address with #anchor scrolls to that section, waiting a little
 * for it since a remote page may still be loading. A stale error request is dropped on the way.
 */
export function useScrollOnNavigate() {
  const { errors } = useShell();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    errors.keepOnly(`${pathname}${search}`);
  }, [errors, pathname, search]);

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (Date.now() < deadline) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
