import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** SPEC §9: the header sticks once the page has scrolled more than this. */
export const STICKY_THRESHOLD_PX = 500;

/**
 * Whether the header sticks. `beforeStick` runs while it is still in the flow, in the event that
 * makes it stick (the header measures itself there: in a layout effect, once fixed, the page under
 * it would already have moved up and the browser's scroll anchoring would have followed it).
 */
export function useStickyHeader(threshold = STICKY_THRESHOLD_PX, beforeStick?: () => void): boolean {
  const [sticky, setSticky] = useState(false);
  const stuck = useRef(false);
  const onStick = useEffectEvent(() => beforeStick?.());
  useEffect(() => {
    const update = () => {
      const next = window.scrollY > threshold;
      if (next && !stuck.current) onStick();
      stuck.current = next;
      setSticky(next);
    };
    // A page opened already scrolled (a reload, an anchor) is checked in the next frame, whose
    // layout the browser computes anyway: read here, the scroll position would force that layout
    // in the app's start-up, right after its first commit changed the whole page.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return sticky;
}
