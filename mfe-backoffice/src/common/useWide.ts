import { theme } from '@nougaterie/ui';
import { useEffect, useState } from 'react';

const QUERY = `(min-width: ${theme.breakpoints.md}px)`;
const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true);

/**
 * Whether the screen is wide enough for a table of several columns: on a phone the lists show
 * one card per row instead (a wide table would scroll sideways at 375 px).
 */
export function useWide(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(QUERY);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}
