import { startTransition, useEffect, useState } from 'react';

/** Once the page has painted, later mounts (another layout) have no reason to wait. */
let painted = false;

/**
 * False in the page's very first render, true just after: what lies below the fold (the footer)
 * leaves the first render, the one that puts the page on screen, and renders right after it as a
 * transition, in slices that keep the main thread free. A later mount renders it at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}

/** For tests: back to a page that has not painted yet. */
export function resetFirstPaint(): void {
  painted = false;
}
