import { useEffect, useState } from 'react';

/** SPEC §9: the header sticks once the page has scrolled more than this. */
export const STICKY_THRESHOLD_PX = 500;

export function useStickyHeader(threshold = STICKY_THRESHOLD_PX): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return sticky;
}
